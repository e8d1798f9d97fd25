import { useState } from 'react';
import { Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { formatUsDate } from '../../../lib/dates';
import { truncate } from '../../../lib/format';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { INVENTORY_TOPICS, InventoryScreen } from '../InventoryScreen';
import type { TasksPageQuery, TasksPageQuery$data } from './__generated__/TasksPageQuery.graphql';

export const tasksQuery = graphql`
  query TasksPageQuery($userId: Int!, $requested: Boolean!) {
    tasks(userId: $userId, requested: $requested) {
      taskId
      caseId
      caseRank
      clientName
      category
      summary
      description
      dueDate
      requestorUser
      assignedUser
    }
    ...CaseSystemLink_query
  }
`;

type Row = TasksPageQuery$data['tasks'][number];

/** spec 2 §9 "Text limits: client name 20 characters in tasks …; summary 30". */
const CLIENT_CHARS = 20;
const SUMMARY_CHARS = 30;

/** spec 2 §2 Tasks, /dash/{id}/inventory/tasks. */
export function TasksPage() {
  // spec 2 §2: "Show Requested toggle (own tasks versus tasks requested of the user)".
  const [requested, setRequested] = useState(false);
  return (
    <InventoryScreen<TasksPageQuery> query={tasksQuery} variables={(userId) => ({ userId, requested })} label="Tasks">
      {(queryRef, userId) => <Tasks queryRef={queryRef} variables={{ userId, requested }} onRequested={setRequested} />}
    </InventoryScreen>
  );
}

function Tasks({ queryRef, variables, onRequested }: { queryRef: PreloadedQuery<TasksPageQuery>; variables: TasksPageQuery['variables']; onRequested: (on: boolean) => void }) {
  const data = usePreloadedQuery<TasksPageQuery>(tasksQuery, queryRef);
  useLiveQuery<TasksPageQuery>(tasksQuery, variables, INVENTORY_TOPICS);
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'rank', header: 'Rank', value: (r) => r.caseRank },
    {
      id: 'client',
      header: 'Client',
      value: (r) => r.clientName,
      cell: (r) => (
        <span title={r.clientName.length > CLIENT_CHARS ? r.clientName : undefined}>
          <ClientNameButton caseId={r.caseId} clientName={r.clientName}>
            {truncate(r.clientName, CLIENT_CHARS)}
          </ClientNameButton>
        </span>
      ),
    },
    { id: 'category', header: 'Category', value: (r) => r.category },
    { id: 'summary', header: 'Summary', value: (r) => r.summary, truncate: SUMMARY_CHARS },
    { id: 'dueDate', header: 'Due Date', value: (r) => r.dueDate, cell: (r) => formatUsDate(r.dueDate), searchable: false },
    variables.requested
      ? { id: 'assignedUser', header: 'Assigned To', value: (r) => r.assignedUser }
      : { id: 'requestorUser', header: 'Requested By', value: (r) => r.requestorUser },
  ];
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        {variables.requested ? 'Requested Tasks' : 'Tasks'}
      </Heading>
      <DataTable<Row>
        label="Tasks"
        rows={data.tasks}
        columns={columns}
        rowId={(r) => `${r.caseId}-${r.taskId}`}
        defaultSort={{ id: 'dueDate', desc: false }}
        pageSizes={[50, 100, 'all']}
        emptyText={variables.requested ? 'No open tasks requested by you.' : 'No open tasks.'}
        toolbar={<CheckboxInput label="Show Requested" checked={variables.requested} onChange={onRequested} />}
      />
    </Flex>
  );
}
