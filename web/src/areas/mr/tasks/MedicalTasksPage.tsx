import { Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useLiveQuery, useMutationPromise } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { InlineSelectEdit } from '../../../ui/InlineEdit';
import { TitledSection } from '../../../ui/TitledSection';
import { formatUsDate } from '../../../lib/dates';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import type { MedicalTasksPageQuery, MedicalTasksPageQuery$data } from './__generated__/MedicalTasksPageQuery.graphql';
import type { MedicalTasksPageSetStatusMutation } from './__generated__/MedicalTasksPageSetStatusMutation.graphql';

const query = graphql`
  query MedicalTasksPageQuery {
    medicalRequestTasks {
      statuses
      requests {
        id
        requestId
        caseId
        clientName
        requestorUser
        status
        medicalProvider
        requestDate
        fromDate
        toDate
        comments
      }
      tasks {
        taskId
        caseId
        clientName
        category
        summary
        description
        dueDate
        requestorUser
      }
    }
    ...CaseSystemLink_query
  }
`;

const setStatusMutation = graphql`
  mutation MedicalTasksPageSetStatusMutation($caseId: Int!, $requestId: Int!, $status: String!) {
    setMedicalRequestStatus(caseId: $caseId, requestId: $requestId, status: $status) {
      id
      status
      comments
    }
  }
`;

const TOPICS = ['stages', 'inventory', 'cases'] as const;
type Data = MedicalTasksPageQuery$data;
type RequestRow = Data['medicalRequestTasks']['requests'][number];
type TaskRow = Data['medicalRequestTasks']['tasks'][number];

const statusLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** spec 2 §2 Medical requests: Tasks — the requester's open records requests (status changed inline) and open tasks. */
export function MedicalTasksPage() {
  const loaded = useLoaderData() as PreloadedQuery<MedicalTasksPageQuery> | null;
  const { revalidate } = useRevalidator();
  return (
    <section aria-labelledby="mr-tasks-title">
      <Heading as="h1" size="5" id="mr-tasks-title" mb="3">
        Medical Request Tasks
      </Heading>
      {!loaded ? (
        <EmptyState>Sign in to see your tasks.</EmptyState>
      ) : (
        <QueryBoundary loadingLabel="Loading tasks…" onReset={() => void revalidate()}>
          <MedicalTasks loaded={loaded} />
        </QueryBoundary>
      )}
    </section>
  );
}

function MedicalTasks({ loaded }: { loaded: PreloadedQuery<MedicalTasksPageQuery> }) {
  const data = usePreloadedQuery<MedicalTasksPageQuery>(query, loaded);
  const refetch = useLiveQuery<MedicalTasksPageQuery>(query, {}, TOPICS);
  const [setStatus] = useMutationPromise<MedicalTasksPageSetStatusMutation>(setStatusMutation);
  const options = data.medicalRequestTasks.statuses.map((s) => ({ value: s, label: statusLabel(s) }));
  const requestColumns: DataColumn<RequestRow>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName, truncate: 20 },
    { id: 'provider', header: 'Provider', value: (r) => r.medicalProvider, truncate: 35 },
    { id: 'requestor', header: 'Requestor', value: (r) => r.requestorUser },
    { id: 'requestDate', header: 'Requested', value: (r) => r.requestDate, cell: (r) => formatUsDate(r.requestDate) },
    { id: 'fromDate', header: 'From', value: (r) => r.fromDate, cell: (r) => formatUsDate(r.fromDate) },
    { id: 'toDate', header: 'To', value: (r) => r.toDate, cell: (r) => formatUsDate(r.toDate) },
    {
      id: 'status',
      header: 'Status',
      value: (r) => statusLabel(r.status),
      cell: (r) => (
        <InlineSelectEdit
          label={`Status of request ${r.requestId} (${r.clientName})`}
          value={r.status}
          options={options}
          onSave={async (status) => {
            await setStatus({ caseId: r.caseId, requestId: r.requestId, status });
            await refetch();
          }}
        />
      ),
    },
    { id: 'comments', header: 'Comments', value: (r) => r.comments },
  ];
  const taskColumns: DataColumn<TaskRow>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName, truncate: 20 },
    { id: 'category', header: 'Category', value: (r) => r.category },
    { id: 'summary', header: 'Summary', value: (r) => r.summary, truncate: 30 },
    { id: 'due', header: 'Due', value: (r) => r.dueDate, cell: (r) => formatUsDate(r.dueDate) },
    { id: 'requestor', header: 'Requestor', value: (r) => r.requestorUser },
  ];
  return (
    <Flex direction="column" gap="5">
      <TitledSection title={`Open Requests (${data.medicalRequestTasks.requests.length})`}>
        <DataTable<RequestRow>
          label="Open Requests"
          rows={data.medicalRequestTasks.requests}
          columns={requestColumns}
          rowId={(r) => r.id}
          defaultSort={{ id: 'requestDate', desc: false }}
          sortKey="mr-tasks-requests"
          pageSizes={[50, 100, 'all']}
          csvFileName="Medical_Requests"
          emptyText="No open medical record requests."
        />
      </TitledSection>
      <TitledSection title={`Open Tasks (${data.medicalRequestTasks.tasks.length})`}>
        <DataTable<TaskRow>
          label="Open Tasks"
          rows={data.medicalRequestTasks.tasks}
          columns={taskColumns}
          rowId={(r) => String(r.taskId)}
          defaultSort={{ id: 'due', desc: false }}
          sortKey="mr-tasks-tasks"
          pageSizes={[50, 100, 'all']}
          emptyText="No open tasks."
        />
      </TitledSection>
    </Flex>
  );
}
