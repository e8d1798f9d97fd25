import { useMemo } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { pageVariables, useRangeServerTable, type ServerTable } from '../../../ui/serverTable';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatUsDate, instantToWallTime } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { staffLabel } from '../shared/leadFormat';
import type { ClosedCasesPageQuery, ClosedCasesSort } from './__generated__/ClosedCasesPageQuery.graphql';
import type { ClosedCasesPage_cases$data, ClosedCasesPage_cases$key } from './__generated__/ClosedCasesPage_cases.graphql';
import { CLOSED_CASES_SORT_KEY, DEFAULT_SORT, PAGE_SIZES, SORT } from './closedCasesLoader';

// The defaults are the screen's first view (and what `ops/bench/screens.mjs` measures).
const query = graphql`
  query ClosedCasesPageQuery(
    $startDate: NaiveDate!
    $endDate: NaiveDate!
    $organizationId: Int
    $search: String
    $sortBy: ClosedCasesSort = CLOSED
    $descending: Boolean = true
    $offset: Int = 0
    $first: Int = 25
    $all: Boolean = false
  ) {
    closedCasesInPeriodPage(
      startDate: $startDate
      endDate: $endDate
      organizationId: $organizationId
      search: $search
      sortBy: $sortBy
      descending: $descending
      offset: $offset
      first: $first
      all: $all
    ) {
      totalCount
      matchingCount
      cases {
        ...ClosedCasesPage_cases
      }
    }
    connectorConfig {
      caseUrlTemplate
    }
  }
`;

const TOPICS = ['cases'] as const;
type ClosedCase = ClosedCasesPage_cases$data[number];


/**
 * spec 1 §2.5 Closed Cases table (per-user intake; admin or intake-management): the cases
 * closed in the top bar's range. The server searches, sorts and pages (a firm closes hundreds
 * of cases a month, issue #17).
 */
export function ClosedCasesPage() {
  const { orgId } = useParams();
  const { table, range } = useRangeServerTable(CLOSED_CASES_SORT_KEY, DEFAULT_SORT, [...PAGE_SIZES]);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Closed Cases
      </Heading>
      {range ? (
        <QueryBoundary loadingLabel="Loading the closed cases…">
          <ClosedCasesBody startDate={range.startDate} endDate={range.endDate} organizationId={orgId ? Number(orgId) : null} table={table} />
        </QueryBoundary>
      ) : (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      )}
    </Flex>
  );
}

function ClosedCasesBody(props: { startDate: string; endDate: string; organizationId: number | null; table: ServerTable }) {
  const { table, organizationId, startDate, endDate } = props;
  const variables = useMemo(
    () => ({ startDate, endDate, organizationId, search: table.query.search || null, ...pageVariables<ClosedCasesSort>(table.query, SORT, 'CLOSED') }),
    [startDate, endDate, organizationId, table.query],
  );
  const data = useRouteQueryData<ClosedCasesPageQuery>(query, variables);
  useLiveQuery<ClosedCasesPageQuery>(query, variables, TOPICS);
  const page = data.closedCasesInPeriodPage;
  const cases = useFragment<ClosedCasesPage_cases$key>(
    graphql`
      fragment ClosedCasesPage_cases on Case @relay(plural: true) {
        id
        caseId
        type
        state
        clientName
        attorney {
          name
          staffCode
        }
        paralegal {
          name
          staffCode
        }
        dateOpened
        dateClosed
        reasonClosed
        closeComment
      }
    `,
    page.cases,
  );
  const timeZone = useFirmTimeZone();
  const opened = (c: ClosedCase) => (c.dateOpened ? instantToWallTime(c.dateOpened, timeZone).slice(0, 10) : null);
  const columns: DataColumn<ClosedCase>[] = [
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (c) => <ExternalCaseLink urlTemplate={data.connectorConfig.caseUrlTemplate} caseId={c.caseId} />,
    },
    { id: 'type', header: 'Type', value: (c) => c.type, truncate: 15 },
    { id: 'state', header: 'State', value: (c) => c.state },
    { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
    { id: 'attorney', header: 'Attorney', value: (c) => staffLabel(c.attorney) },
    { id: 'paralegal', header: 'Paralegal', value: (c) => staffLabel(c.paralegal) },
    { id: 'opened', header: 'Opened', value: opened, cell: (c) => formatUsDate(opened(c)) },
    { id: 'closed', header: 'Closed', value: (c) => c.dateClosed, cell: (c) => formatUsDate(c.dateClosed) },
    { id: 'reason', header: 'Reason', value: (c) => c.reasonClosed, cell: (c) => <span title={c.closeComment ?? undefined}>{c.reasonClosed}</span> },
  ];
  return (
    <>
      <Text color="gray">{page.totalCount} cases closed in the period</Text>
      <DataTable<ClosedCase>
        label="Closed Cases"
        rows={cases}
        columns={columns}
        rowId={(c) => c.id}
        defaultSort={DEFAULT_SORT}
        pageSizes={[...PAGE_SIZES]}
        emptyText="No case was closed in this period."
        server={{ table, total: page.matchingCount }}
      />
    </>
  );
}
