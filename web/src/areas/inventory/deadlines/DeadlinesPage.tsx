import { useState } from 'react';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { ALERT_TIMEOUTS, useAlerts } from '../../../ui/Alerts';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useDeadlineHorizon } from '../../../platform/preferences/dateRange';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { formatUsDate, todayIn } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { INVENTORY_TOPICS, InventoryScreen } from '../InventoryScreen';
import { RANGE_OPTIONS, rangeOfHorizon } from './deadlineRange';
import type { DeadlinesPageQuery, DeadlinesPageQuery$data } from './__generated__/DeadlinesPageQuery.graphql';
import type { DeadlinesPageSendMutation } from './__generated__/DeadlinesPageSendMutation.graphql';

export const deadlinesQuery = graphql`
  query DeadlinesPageQuery($userId: Int!, $range: DeadlineRangeOption!, $showAll: Boolean!) {
    deadlines(userId: $userId, range: $range, showAll: $showAll) {
      caseId
      deadlineId
      clientName
      dueDate
      comments
      type
      party
      respondent
      attorney
      paralegal
    }
    ...CaseSystemLink_query
  }
`;

type Row = DeadlinesPageQuery$data['deadlines'][number];

/** spec 2 §2 Deadlines, /dash/{id}/inventory/deadlines. */
export function DeadlinesPage() {
  const [horizon, setHorizon] = useDeadlineHorizon();
  // spec 2 §6: Show All is an admin's (the server refuses it to anyone else).
  const [showAll, setShowAll] = useState(false);
  const range = rangeOfHorizon(horizon);
  return (
    <InventoryScreen<DeadlinesPageQuery> query={deadlinesQuery} variables={(userId) => ({ userId, range, showAll })} label="Deadlines">
      {(queryRef, userId) => (
        <Deadlines
          queryRef={queryRef}
          variables={{ userId, range, showAll }}
          onRange={(value) => setHorizon(RANGE_OPTIONS.find((o) => o.value === value)?.days ?? 7)}
          onShowAll={setShowAll}
        />
      )}
    </InventoryScreen>
  );
}

function Deadlines({
  queryRef,
  variables,
  onRange,
  onShowAll,
}: {
  queryRef: PreloadedQuery<DeadlinesPageQuery>;
  variables: DeadlinesPageQuery['variables'];
  onRange: (value: string) => void;
  onShowAll: (on: boolean) => void;
}) {
  const data = usePreloadedQuery<DeadlinesPageQuery>(deadlinesQuery, queryRef);
  useLiveQuery<DeadlinesPageQuery>(deadlinesQuery, variables, INVENTORY_TOPICS);
  const admin = hasRole(useSessionUser(), 'admin');
  const today = todayIn(useFirmTimeZone());
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <ClientNameButton caseId={r.caseId} clientName={r.clientName} /> },
    { id: 'dueDate', header: 'Due Date', value: (r) => r.dueDate, cell: (r) => formatUsDate(r.dueDate) },
    { id: 'type', header: 'Type', value: (r) => r.type },
    { id: 'party', header: 'Party', value: (r) => r.party },
    { id: 'respondent', header: 'Respondent', value: (r) => r.respondent },
    { id: 'comments', header: 'Comments', value: (r) => r.comments, truncate: 40 },
    // spec 2 §2: "organization-wide version adds attorney and paralegal columns".
    ...(variables.showAll
      ? [
          { id: 'attorney', header: 'Attorney', value: (r: Row) => r.attorney },
          { id: 'paralegal', header: 'Paralegal', value: (r: Row) => r.paralegal },
        ]
      : []),
    // spec 2 §2: "admins send an overdue-deadline email per row" — on rows already past due.
    ...(admin
      ? [
          {
            id: 'email',
            header: 'Email',
            hideHeader: true,
            sortable: false,
            searchable: false,
            csv: false as const,
            value: () => null,
            cell: (r: Row) => (r.dueDate < today ? <EmailButton row={r} /> : null),
          } satisfies DataColumn<Row>,
        ]
      : []),
  ];
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        Deadlines
      </Heading>
      <DataTable<Row>
        label="Deadlines"
        rows={data.deadlines}
        columns={columns}
        rowId={(r) => `${r.caseId}-${r.deadlineId}`}
        defaultSort={{ id: 'dueDate', desc: false }}
        pageSizes={[50, 100, 'all']}
        emptyText="No open deadlines in this range."
        toolbar={
          <Flex gap="4" align="end" wrap="wrap">
            <div style={{ minWidth: 160 }}>
              <SelectInput label="Range" value={variables.range} onChange={onRange} options={RANGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
            </div>
            {admin ? <CheckboxInput label="Show All" checked={variables.showAll} onChange={onShowAll} /> : null}
          </Flex>
        }
      />
    </Flex>
  );
}

/** spec 2 §2 Deadlines: 'Sending email...', then 'Email sent successfully' (2 s) or the error (3 s). */
function EmailButton({ row }: { row: Row }) {
  const { show, dismiss } = useAlerts();
  const [busy, setBusy] = useState(false);
  const [commit] = useMutation<DeadlinesPageSendMutation>(graphql`
    mutation DeadlinesPageSendMutation($caseId: Int!, $client: String) {
      sendOverdueDeadlinesEmail(caseId: $caseId, client: $client)
    }
  `);
  return (
    <Button
      size="1"
      variant="soft"
      loading={busy}
      aria-label={`Email overdue deadline for ${row.clientName}`}
      onClick={() => {
        setBusy(true);
        const sending = show('info', 'Sending email...', null);
        const done = () => {
          dismiss(sending);
          setBusy(false);
        };
        commit({
          variables: { caseId: row.caseId, client: row.clientName },
          onCompleted: (_, errors) => {
            done();
            if (errors?.length) show('error', errors[0].message, ALERT_TIMEOUTS.emailError);
            else show('success', 'Email sent successfully', ALERT_TIMEOUTS.emailSuccess);
          },
          onError: (e) => {
            done();
            show('error', userMessage(e), ALERT_TIMEOUTS.emailError);
          },
        });
      }}
    >
      Email
    </Button>
  );
}
