import { useState } from 'react';
import { Flex, Grid, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { formatPercent } from '../../../lib/format';
import { PacingCard } from './PacingCard';
import { DayColumns, LeadLines, NamedColumns, StackedColumns, TypePies } from './StatsCharts';
import type { IntakeStatsPageQuery, IntakeStatsPageQuery$data } from './__generated__/IntakeStatsPageQuery.graphql';

const query = graphql`
  query IntakeStatsPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int, $office: Int) {
    caseOffices {
      officeId
      office
    }
    retainedByDay(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {
      date
      count
    }
    leadsStatsByDay(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {
      date
      leads
      wanted
      retained
    }
    leadsStatsByDayBySource(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {
      date
      source
      leads
    }
    leadsWantedByMonth(endDate: $endDate, organizationId: $organizationId) {
      yearMonth
      leads
      wanted
    }
    retainedCasesByMonth(endDate: $endDate, organizationId: $organizationId) {
      yearMonth
      office
      count
    }
    netRetainedCasesByMonth(endDate: $endDate, organizationId: $organizationId) {
      yearMonth
      office
      count
    }
    referralSourcesInPeriod(startDate: $startDate, endDate: $endDate, office: $office, organizationId: $organizationId) {
      name
      y
    }
    leadsStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      type
      total
    }
    wantedStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      type
      total
    }
    signedStatsByType(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      type
      total
    }
    intakeAgents: agentStats(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      ...IntakeStatsPage_agent @relay(mask: false)
    }
    allAgents: agentStats(startDate: $startDate, endDate: $endDate, showAll: true, organizationId: $organizationId) {
      ...IntakeStatsPage_agent @relay(mask: false)
    }
  }
`;

graphql`
  fragment IntakeStatsPage_agent on AgentStat {
    userId
    agent
    totalLeads
    wanted
    wantedSigned
    conversionRate
  }
`;

const TOPICS = ['cases', 'organization'] as const;
type Agent = IntakeStatsPageQuery$data['allAgents'][number];

/**
 * spec 1 §2.5 Intake dashboard / stats, also the organization intake Report: the pacing card
 * with its forecast, the agent statistics, the charts and the three pies. Everything waits
 * until both dates of the top bar are set.
 */
export function IntakeStatsPage() {
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  const [office, setOffice] = useState<number | null>(null);
  const state = useDateRangeQuery<IntakeStatsPageQuery>(query, (r) => ({ startDate: r.startDate, endDate: r.endDate, organizationId, office }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        {organizationId ? 'Intake Report' : 'Intake Stats'}
      </Heading>
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : (
        <>
          <QueryBoundary loadingLabel="Loading the pacing…">
            <PacingCard startDate={state.range.startDate} endDate={state.range.endDate} organizationId={organizationId} />
          </QueryBoundary>
          {state.queryRef ? (
            <QueryBoundary loadingLabel="Loading the intake statistics…">
              <StatsBody queryRef={state.queryRef} office={office} onOffice={setOffice} />
            </QueryBoundary>
          ) : (
            <LoadingState label="Loading the intake statistics…" />
          )}
        </>
      )}
    </Flex>
  );
}

const columns: DataColumn<Agent>[] = [
  { id: 'agent', header: 'Agent', value: (a) => a.agent },
  { id: 'totalLeads', header: 'Total Leads', value: (a) => a.totalLeads, align: 'right' },
  { id: 'wanted', header: 'Wanted', value: (a) => a.wanted, align: 'right' },
  { id: 'wantedSigned', header: 'Wanted Signed', value: (a) => a.wantedSigned, align: 'right' },
  { id: 'conversionRate', header: 'Conversion Rate', value: (a) => a.conversionRate, cell: (a) => (a.conversionRate === null || a.conversionRate === undefined ? '—' : formatPercent(a.conversionRate, 1)), align: 'right' },
];

const ALL_MARKETS = 'null';

function StatsBody({ queryRef, office, onOffice }: { queryRef: PreloadedQuery<IntakeStatsPageQuery>; office: number | null; onOffice: (office: number | null) => void }) {
  const data = usePreloadedQuery<IntakeStatsPageQuery>(query, queryRef);
  useLiveQuery<IntakeStatsPageQuery>(query, queryRef.variables, TOPICS);
  const [showAll, setShowAll] = useState(false);
  const byMonth = (rows: readonly { yearMonth: string; office: string; count: number }[]) => rows.map((r) => ({ group: r.yearMonth, series: r.office, value: r.count }));
  return (
    <Flex direction="column" gap="3">
      <DataTable<Agent>
        label="Agent Statistics"
        rows={showAll ? data.allAgents : data.intakeAgents}
        columns={columns}
        rowId={(a) => String(a.userId)}
        defaultSort={{ id: 'conversionRate', desc: true }}
        searchable={false}
        emptyText="No agent took a lead in this period."
        toolbar={<SwitchInput label="Show All" checked={showAll} onChange={setShowAll} />}
      />
      <Flex gap="3" align="end">
        {/* spec 1 §9: All Markets uses the value 'null'; the daily charts and the sources follow the office. */}
        <SelectInput
          label="Office"
          value={office === null ? ALL_MARKETS : String(office)}
          onChange={(v) => onOffice(v === ALL_MARKETS ? null : Number(v))}
          options={[{ value: ALL_MARKETS, label: 'All Markets' }, ...data.caseOffices.map((o) => ({ value: String(o.officeId), label: o.office }))]}
        />
      </Flex>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <DayColumns title="Retained in Period" days={data.retainedByDay} />
        <LeadLines title="Leads in Period" days={data.leadsStatsByDay} />
        <StackedColumns title="Leads in Period by Source" rows={data.leadsStatsByDayBySource.map((r) => ({ group: `${r.date.slice(5, 7)}/${r.date.slice(8, 10)}`, series: r.source, value: r.leads }))} />
        <StackedColumns
          title="Leads By Month"
          rows={data.leadsWantedByMonth.flatMap((m) => [
            { group: m.yearMonth, series: 'Wanted', value: m.wanted },
            { group: m.yearMonth, series: 'Not wanted', value: m.leads - m.wanted },
          ])}
        />
        <StackedColumns title="Retained Cases By Month" rows={byMonth(data.retainedCasesByMonth)} />
        <StackedColumns title="Net Retained Cases By Month" rows={byMonth(data.netRetainedCasesByMonth)} />
      </Grid>
      <NamedColumns title="Referral Sources in Period" seriesName="Leads" rows={data.referralSourcesInPeriod.map((r) => ({ name: r.name, value: r.y }))} />
      <TypePies
        pies={[
          { title: 'Leads by Type', rows: data.leadsStatsByType },
          { title: 'Wanted by Type', rows: data.wantedStatsByType },
          { title: 'Signed by Type', rows: data.signedStatsByType },
        ]}
      />
    </Flex>
  );
}
