import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { StatCard } from '../../../ui/StatCard';
import { CountChart } from '../../../ui/charts/CountChart';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { DemandsFilters, useDemandsFilters } from './DemandsFilters';
import type { OrgDemandsPageQuery, OrgDemandsPageQuery$data } from './__generated__/OrgDemandsPageQuery.graphql';

const query = graphql`
  query OrgDemandsPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $showAll: Boolean!, $byWeek: Boolean!, $teamId: Int, $office: String) {
    allDemandsInPeriod(startDate: $startDate, endDate: $endDate, showAll: $showAll, byWeek: $byWeek, teamId: $teamId, office: $office) {
      total
      average
      byWeek
      teamName
      byPeriod {
        label
        count
      }
      byAttorney {
        label
        count
      }
      byParalegal {
        label
        count
      }
      demands {
        id
        caseId
        clientName
        type
        attorney
        paralegal
        office
        demandDate
      }
    }
    connectorConfig {
      caseUrlTemplate
    }
  }
`;

const TOPICS = ['stages', 'cases', 'organization'] as const;
type Row = OrgDemandsPageQuery$data['allDemandsInPeriod']['demands'][number];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's label: "Nov 2026" for a month, "11/02" for the week starting that Monday. */
export function periodLabel(iso: string, byWeek: boolean): string {
  const [y, m, d] = iso.split('-');
  return byWeek ? `${m}/${d}` : `${MONTHS[Number(m) - 1]} ${y}`;
}

/** spec 3 §2.5 Demands (/org/{id}/demands): the top bar's range. */
export function OrgDemandsPage() {
  const [filters, set, admin] = useDemandsFilters();
  const state = useDateRangeQuery<OrgDemandsPageQuery>(query, (r) => ({
    startDate: r.startDate,
    endDate: r.endDate,
    showAll: filters.showAll,
    byWeek: filters.byWeek,
    teamId: filters.teamId,
    office: filters.office,
  }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Demands
      </Heading>
      <DemandsFilters state={filters} set={set} admin={admin} byWeek />
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the demands…">
          <DemandsBody queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the demands…" />
      )}
    </Flex>
  );
}

function DemandsBody({ queryRef }: { queryRef: PreloadedQuery<OrgDemandsPageQuery> }) {
  const data = usePreloadedQuery<OrgDemandsPageQuery>(query, queryRef);
  useLiveQuery<OrgDemandsPageQuery>(query, queryRef.variables, TOPICS);
  const r = data.allDemandsInPeriod;
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (c) => <ExternalCaseLink urlTemplate={data.connectorConfig.caseUrlTemplate} caseId={c.caseId} /> },
    { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
    { id: 'type', header: 'Type', value: (c) => c.type },
    { id: 'attorney', header: 'Attorney', value: (c) => c.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (c) => c.paralegal },
    { id: 'office', header: 'Office', value: (c) => c.office },
    { id: 'date', header: 'Date', value: (c) => c.demandDate, cell: (c) => formatUsDate(c.demandDate) },
  ];
  return (
    <>
      {r.teamName ? <Text color="gray">Team {r.teamName}</Text> : null}
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <StatCard label="Demands" value={r.total.toLocaleString('en-US')} />
        <StatCard label={r.byWeek ? 'Average per Week' : 'Average per Month'} value={r.average.toFixed(1)} />
      </Grid>
      <CountChart title={r.byWeek ? 'Demands by Week' : 'Demands by Month'} series="Demands" counts={r.byPeriod} formatLabel={(l) => periodLabel(l, r.byWeek)} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <CountChart title="Demands by Attorney" series="Demands" counts={r.byAttorney} />
        <CountChart title="Demands by Paralegal" series="Demands" counts={r.byParalegal} />
      </Grid>
      <DataTable<Row> label="Demands" rows={r.demands} columns={columns} rowId={(c) => c.id} defaultSort={{ id: 'date', desc: true }} sortKey="org-demands" pageSizes={[50, 100, 'all']} emptyText="No demands in this period." />
    </>
  );
}
