import { useMemo, useState } from 'react';
import { Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../app/relay/hooks';
import { type DataColumn } from '../../../ui/DataTable';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { StatCard } from '../../../ui/StatCard';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { formatUsDate } from '../../../lib/dates';
import { formatPercent } from '../../../lib/format';
import { IntakeLeadTable, type IntakeLead, type LeadColumnId } from '../shared/IntakeLeadTable';
import { levelColor } from '../shared/pacingLevel';
import { CasesPopup, type PopupCase } from './CasesPopup';
import { RankBar } from './RankBar';
import type { NewCasesPageQuery, NewCasesPageQuery$data } from './__generated__/NewCasesPageQuery.graphql';

const query = graphql`
  query NewCasesPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int) {
    newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      retained
      offices {
        officeId
        office
        retained
        goal
        percent
        level
        caseIds
      }
      closedNoFee {
        ...NewCasesPage_figure @relay(mask: false)
      }
      fired {
        ...NewCasesPage_figure @relay(mask: false)
      }
      ranks {
        ...NewCasesPage_figure @relay(mask: false)
      }
      facts {
        caseId
        firstFeeDate
      }
      leads {
        caseId
        case {
          clientName
          retainedDate
          office
          referralSource
          dateClosed
          reasonClosed
        }
        ...IntakeLeadTable_leads
      }
    }
    ...IntakeLeadTable_query
  }
`;

graphql`
  fragment NewCasesPage_figure on NewCasesFigure {
    label
    count
    percent
    caseIds
  }
`;

const TOPICS = ['cases', 'intake', 'fees', 'goals'] as const;
/** spec 1 §2.5 / spec 3 §3 New case row, in the order the table shows them. */
const COLUMNS: readonly LeadColumnId[] = [
  'action', 'retained', 'client', 'phone', 'type', 'source', 'crSource', 'otherSource', 'agent', 'attorney', 'paralegal', 'rank', 'caseRank',
  'refOpp', 'referred', 'signupType', 'wanted', 'closed', 'closedReason', 'state', 'office',
];

type Report = NewCasesPageQuery$data['newCasesInPeriod'];
type Popup = { title: string; caseIds: readonly number[] } | null;

/**
 * spec 1 §2.5 New Cases page / spec 3 §2.13: the cases retained in the top bar's range, the
 * retained count per office against its goal, the closed-no-fee summary, the fired rate, the
 * rank bar (each figure opens a pop-up table of its cases), and the table with its inline edits
 * of source and sign-up information and the CSV download.
 */
export function NewCasesPage() {
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  const state = useDateRangeQuery<NewCasesPageQuery>(query, (r) => ({ startDate: r.startDate, endDate: r.endDate, organizationId }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        New Cases
      </Heading>
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the new cases…">
          <NewCasesBody queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the new cases…" />
      )}
    </Flex>
  );
}

const pct = (p: number | null | undefined, decimals: number) => (p === null || p === undefined ? '—' : formatPercent(p, decimals));

function NewCasesBody({ queryRef }: { queryRef: PreloadedQuery<NewCasesPageQuery> }) {
  const data = usePreloadedQuery<NewCasesPageQuery>(query, queryRef);
  useLiveQuery<NewCasesPageQuery>(query, queryRef.variables, TOPICS);
  const report: Report = data.newCasesInPeriod;
  const [popup, setPopup] = useState<Popup>(null);
  const firstFee = useMemo(() => new Map(report.facts.map((f) => [f.caseId, f.firstFeeDate])), [report.facts]);
  const extraColumns = useMemo<DataColumn<IntakeLead>[]>(
    () => [{ id: 'firstFeeDate', header: 'First Fee', value: (l) => firstFee.get(l.caseId) ?? null, cell: (l) => formatUsDate(firstFee.get(l.caseId) ?? null) }],
    [firstFee],
  );
  const popupCases: PopupCase[] = popup ? report.leads.filter((l) => popup.caseIds.includes(l.caseId)).map((l) => ({ caseId: l.caseId, ...l.case })) : [];
  const open = (title: string, caseIds: readonly number[]) => caseIds.length > 0 && setPopup({ title, caseIds });
  return (
    <>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <StatCard label="Retained in period" value={report.retained}>
          <FigureButton label="Retained in period" count={report.retained} onOpen={() => open('Retained in period', report.leads.map((l) => l.caseId))} />
        </StatCard>
        <StatCard label="Closed No Fee" value={report.closedNoFee.count} detail={pct(report.closedNoFee.percent, 2)}>
          <FigureButton label="Closed No Fee" count={report.closedNoFee.count} onOpen={() => open('Closed No Fee', report.closedNoFee.caseIds)} />
        </StatCard>
        <StatCard label="Fired" value={report.fired.count} detail={`Fired rate ${pct(report.fired.percent, 2)}`}>
          <FigureButton label="Fired" count={report.fired.count} onOpen={() => open('Fired', report.fired.caseIds)} />
        </StatCard>
      </Grid>
      <Grid columns={{ initial: '2', md: '4' }} gap="3" aria-label="Retained by office">
        {report.offices.map((o) => (
          <StatCard key={o.officeId} label={o.office} value={`${o.retained} / ${o.goal}`} color={levelColor(o.level)} detail={`${pct(o.percent, 1)} of goal`}>
            <FigureButton label={o.office} count={o.retained} onOpen={() => open(`Retained: ${o.office}`, o.caseIds)} />
          </StatCard>
        ))}
      </Grid>
      <RankBar ranks={report.ranks} onOpen={(r) => open(`Rank: ${r.label}`, r.caseIds)} />
      <IntakeLeadTable
        label="New Cases"
        leads={report.leads}
        query={data}
        columns={COLUMNS}
        defaultSort={{ id: 'retained', desc: true }}
        sortKey="intake-new-cases"
        pageSizes={[50, 100, 'all']}
        csvFileName="New_Cases"
        extraColumns={extraColumns}
      />
      <CasesPopup title={popup?.title ?? ''} cases={popupCases} open={popup !== null} onClose={() => setPopup(null)} />
      {report.retained === 0 ? <Text color="gray">No case was retained in this period.</Text> : null}
    </>
  );
}

/** spec 3 §5: a detail pop-up opens only when its figure is above 0. */
function FigureButton({ label, count, onOpen }: { label: string; count: number; onOpen: () => void }) {
  return (
    <Button size="1" variant="ghost" disabled={count === 0} onClick={onOpen} aria-label={`Show the cases: ${label}`}>
      Show cases
    </Button>
  );
}
