import { Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../app/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { useFirmTimeZone } from '../../../ui/FirmTimeZone';
import { formatUsDate, instantToWallTime } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { staffLabel } from '../shared/leadFormat';
import type { ClosedCasesPageQuery } from './__generated__/ClosedCasesPageQuery.graphql';
import type { ClosedCasesPage_cases$data, ClosedCasesPage_cases$key } from './__generated__/ClosedCasesPage_cases.graphql';

const query = graphql`
  query ClosedCasesPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!) {
    closedCasesInPeriod(startDate: $startDate, endDate: $endDate) {
      ...ClosedCasesPage_cases
    }
    connectorConfig {
      caseUrlTemplate
    }
  }
`;

const TOPICS = ['cases'] as const;
type ClosedCase = ClosedCasesPage_cases$data[number];

/** spec 1 §2.5 Closed Cases table (per-user intake; admin or intake-management): the top bar's range. */
export function ClosedCasesPage() {
  const state = useDateRangeQuery<ClosedCasesPageQuery>(query, (r) => ({ startDate: r.startDate, endDate: r.endDate }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Closed Cases
      </Heading>
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the closed cases…">
          <ClosedCasesBody queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the closed cases…" />
      )}
    </Flex>
  );
}

function ClosedCasesBody({ queryRef }: { queryRef: PreloadedQuery<ClosedCasesPageQuery> }) {
  const data = usePreloadedQuery<ClosedCasesPageQuery>(query, queryRef);
  useLiveQuery<ClosedCasesPageQuery>(query, queryRef.variables, TOPICS);
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
    data.closedCasesInPeriod,
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
      <Text color="gray">{cases.length} cases closed in the period</Text>
      <DataTable<ClosedCase> label="Closed Cases" rows={cases} columns={columns} rowId={(c) => c.id} defaultSort={{ id: 'closed', desc: true }} sortKey="intake-closed-cases" pageSizes={[25, 50, 'all']} />
    </>
  );
}
