import { Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime, formatUsDate } from '../../../lib/dates';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { parseUserId } from '../notes/caseNotesLoader';
import type { RequestsPageQuery, RequestsPageQuery$data } from './__generated__/RequestsPageQuery.graphql';

const query = graphql`
  query RequestsPageQuery($userId: Int!) {
    uncompletedRequests(userId: $userId) {
      id
      requestId
      caseId
      clientName
      assignedUser
      requestorUser
      status
      medicalProvider
      requestDate
      fromDate
      toDate
      updated
      comments
    }
    ...CaseSystemLink_query
  }
`;

type Row = RequestsPageQuery$data['uncompletedRequests'][number];

/** spec 2 §2 "Requests lists uncompleted medical record requests" (spec 2 §9: client 20, provider 35 characters). */
export function RequestsPage() {
  const userId = parseUserId(useParams().userId);
  const loaded = useLoaderData() as PreloadedQuery<RequestsPageQuery> | null;
  const { revalidate } = useRevalidator();
  return (
    <section aria-label="Requests">
      <Heading as="h1" size="5" mb="3">
        Requests
      </Heading>
      {userId === null || !loaded ? (
        <EmptyState>There is no such user.</EmptyState>
      ) : (
        <QueryBoundary loadingLabel="Loading requests…" onReset={() => void revalidate()}>
          <RequestsTable userId={userId} loaded={loaded} />
        </QueryBoundary>
      )}
    </section>
  );
}

function RequestsTable({ userId, loaded }: { userId: number; loaded: PreloadedQuery<RequestsPageQuery> }) {
  const data = usePreloadedQuery<RequestsPageQuery>(query, loaded);
  useLiveQuery<RequestsPageQuery>(query, { userId }, ['cases', 'stages']);
  const timeZone = useFirmTimeZone();
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName, truncate: 20 },
    { id: 'provider', header: 'Provider', value: (r) => r.medicalProvider, truncate: 35 },
    { id: 'assigned', header: 'Assigned', value: (r) => r.assignedUser },
    { id: 'requestor', header: 'Requestor', value: (r) => r.requestorUser },
    { id: 'status', header: 'Status', value: (r) => r.status },
    { id: 'requestDate', header: 'Requested', value: (r) => r.requestDate, cell: (r) => formatUsDate(r.requestDate) },
    { id: 'fromDate', header: 'From', value: (r) => r.fromDate, cell: (r) => formatUsDate(r.fromDate) },
    { id: 'toDate', header: 'To', value: (r) => r.toDate, cell: (r) => formatUsDate(r.toDate) },
    { id: 'updated', header: 'Updated', value: (r) => r.updated, cell: (r) => formatDateTime(r.updated, { timeZone }), searchable: false },
    { id: 'comments', header: 'Comments', value: (r) => r.comments },
  ];
  return (
    <DataTable<Row>
      label="Requests"
      rows={data.uncompletedRequests}
      columns={columns}
      rowId={(r) => r.id}
      defaultSort={{ id: 'requestDate', desc: false }}
      sortKey="demands-requests"
      pageSizes={[50, 100, 'all']}
      csvFileName="Requests"
      emptyText="No open medical record requests."
    />
  );
}
