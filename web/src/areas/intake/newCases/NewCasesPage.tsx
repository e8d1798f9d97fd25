import { useMemo, useState } from 'react';
import { Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { type DataColumn } from '../../../ui/DataTable';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { pageVariables, useRangeServerTable, type ServerTable } from '../../../ui/serverTable';
import { StatCard } from '../../../ui/StatCard';
import { formatUsDate } from '../../../lib/dates';
import { formatPercent } from '../../../lib/format';
import { IntakeLeadTable, type IntakeLead, type LeadColumnId } from '../shared/IntakeLeadTable';
import { levelColor } from '../shared/pacingLevel';
import { CasesPopup, type CasesPopupTarget } from './CasesPopup';
import { RankBar } from './RankBar';
import type { NewCasesPageQuery, NewCasesPageQuery$data, NewCasesSort } from './__generated__/NewCasesPageQuery.graphql';
import { DEFAULT_SORT, NEW_CASES_SORT_KEY, PAGE_SIZES, SORT } from './newCasesLoader';

// The defaults are the screen's first view (and what `ops/bench/screens.mjs` measures).
const query = graphql`
  query NewCasesPageQuery(
    $startDate: NaiveDate!
    $endDate: NaiveDate!
    $organizationId: Int
    $search: String
    $sortBy: NewCasesSort = RETAINED
    $descending: Boolean = true
    $offset: Int = 0
    $first: Int = 50
    $all: Boolean = false
  ) {
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
      leadsPage(search: $search, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first, all: $all) {
        matchingCount
        facts {
          caseId
          firstFeeDate
        }
        leads {
          ...IntakeLeadTable_leads
        }
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
type Range = { startDate: string; endDate: string; organizationId: number | null };

/**
 * spec 1 §2.5 New Cases page / spec 3 §2.13: the cases retained in the top bar's range, the
 * retained count per office against its goal, the closed-no-fee summary, the fired rate, the
 * rank bar (each figure opens a pop-up table of its cases), and the table with its inline edits
 * of source and sign-up information and the CSV download. The server searches, sorts and pages
 * the table (a busy month retains hundreds of cases, issue #17).
 */
export function NewCasesPage() {
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  const { table, range } = useRangeServerTable(NEW_CASES_SORT_KEY, DEFAULT_SORT, [...PAGE_SIZES]);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        New Cases
      </Heading>
      {range ? (
        <QueryBoundary loadingLabel="Loading the new cases…">
          <NewCasesBody startDate={range.startDate} endDate={range.endDate} organizationId={organizationId} table={table} />
        </QueryBoundary>
      ) : (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      )}
    </Flex>
  );
}

const pct = (p: number | null | undefined, decimals: number) => (p === null || p === undefined ? '—' : formatPercent(p, decimals));

function NewCasesBody(props: Range & { table: ServerTable }) {
  const { table, organizationId, startDate, endDate } = props;
  const variables = useMemo(
    () => ({ startDate, endDate, organizationId, search: table.query.search || null, ...pageVariables<NewCasesSort>(table.query, SORT, 'RETAINED') }),
    [startDate, endDate, organizationId, table.query],
  );
  const data = useRouteQueryData<NewCasesPageQuery>(query, variables);
  useLiveQuery<NewCasesPageQuery>(query, variables, TOPICS);
  const report: Report = data.newCasesInPeriod;
  const page = report.leadsPage;
  const [popup, setPopup] = useState<CasesPopupTarget | null>(null);
  const firstFee = useMemo(() => new Map(page.facts.map((f) => [f.caseId, f.firstFeeDate])), [page.facts]);
  const extraColumns = useMemo<DataColumn<IntakeLead>[]>(
    () => [{ id: 'firstFeeDate', header: 'First Fee', value: (l) => firstFee.get(l.caseId) ?? null, cell: (l) => formatUsDate(firstFee.get(l.caseId) ?? null) }],
    [firstFee],
  );
  // Every retained case (null) or a figure's cases.
  const open = (title: string, count: number, caseIds: readonly number[] | null) => count > 0 && setPopup({ title, caseIds });
  return (
    <>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <StatCard label="Retained in period" value={report.retained}>
          <FigureButton label="Retained in period" count={report.retained} onOpen={() => open('Retained in period', report.retained, null)} />
        </StatCard>
        <StatCard label="Closed No Fee" value={report.closedNoFee.count} detail={pct(report.closedNoFee.percent, 2)}>
          <FigureButton label="Closed No Fee" count={report.closedNoFee.count} onOpen={() => open('Closed No Fee', report.closedNoFee.count, report.closedNoFee.caseIds)} />
        </StatCard>
        <StatCard label="Fired" value={report.fired.count} detail={`Fired rate ${pct(report.fired.percent, 2)}`}>
          <FigureButton label="Fired" count={report.fired.count} onOpen={() => open('Fired', report.fired.count, report.fired.caseIds)} />
        </StatCard>
      </Grid>
      <Grid columns={{ initial: '2', md: '4' }} gap="3" aria-label="Retained by office">
        {report.offices.map((o) => (
          <StatCard key={o.officeId} label={o.office} value={`${o.retained} / ${o.goal}`} color={levelColor(o.level)} detail={`${pct(o.percent, 1)} of goal`}>
            <FigureButton label={o.office} count={o.retained} onOpen={() => open(`Retained: ${o.office}`, o.retained, o.caseIds)} />
          </StatCard>
        ))}
      </Grid>
      <RankBar ranks={report.ranks} onOpen={(r) => open(`Rank: ${r.label}`, r.count, r.caseIds)} />
      <IntakeLeadTable
        label="New Cases"
        leads={page.leads}
        query={data}
        columns={COLUMNS}
        defaultSort={DEFAULT_SORT}
        sortKey="intake-new-cases"
        pageSizes={[...PAGE_SIZES]}
        csvFileName="New_Cases"
        extraColumns={extraColumns}
        server={{ table, total: page.matchingCount }}
      />
      <CasesPopup target={popup} range={{ startDate, endDate, organizationId }} onClose={() => setPopup(null)} />
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
