import { useState } from 'react';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery, useQueryOnMount } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { PREFERENCE_KEYS, usePreference } from '../../../platform/preferences/storage';
import { ALERT_TIMEOUTS, useAlerts } from '../../../ui/Alerts';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { formatDateTime } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { HideStagesSelect } from '../HideStagesSelect';
import { INVENTORY_TOPICS } from '../InventoryScreen';
import { rowBackground } from '../rowColors';
import type { OrgClientContactPageQuery, OrgClientContactPageQuery$data, OrgClientContactPageQuery$variables } from './__generated__/OrgClientContactPageQuery.graphql';
import type { OrgClientContactPageSendMutation } from './__generated__/OrgClientContactPageSendMutation.graphql';

const query = graphql`
  query OrgClientContactPageQuery($organizationId: Int, $hideStages: [String!]) {
    allOverDueClientContact(organizationId: $organizationId, hideStages: $hideStages) {
      caseId
      stage
      clientName
      paralegal
      attorney
      dateOfLastClientContact
      dateOfLastClientContactAttempt
      daysSinceContact
      color
    }
    hideStageOptions {
      stages
      hiddenByDefault
    }
    ...CaseSystemLink_query
  }
`;

type Row = OrgClientContactPageQuery$data['allOverDueClientContact'][number];

/** spec 3 §2.7 / spec 2 §2 Organization Client Contact (/org/{id}/staff/client-contact). */
export function OrgClientContactPage() {
  const organizationId = Number(useParams().orgId);
  // spec 2 §2: "Hide Stages multi-select (shared state)" — the per-user list's choice.
  const [hidden, setHidden] = usePreference<string[] | null>(PREFERENCE_KEYS.hiddenClientContactStages, null);
  const variables = { organizationId, hideStages: hidden };
  const queryRef = useQueryOnMount<OrgClientContactPageQuery>(query, variables);
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        Client Contact
      </Heading>
      <QueryBoundary loadingLabel="Loading overdue client contact…">
        {queryRef ? <OrgClientContact queryRef={queryRef} variables={variables} onHidden={setHidden} /> : <LoadingState label="Loading overdue client contact…" />}
      </QueryBoundary>
    </Flex>
  );
}

function OrgClientContact({
  queryRef,
  variables,
  onHidden,
}: {
  queryRef: PreloadedQuery<OrgClientContactPageQuery>;
  variables: OrgClientContactPageQuery$variables;
  onHidden: (stages: string[]) => void;
}) {
  const data = usePreloadedQuery<OrgClientContactPageQuery>(query, queryRef);
  useLiveQuery<OrgClientContactPageQuery>(query, variables, INVENTORY_TOPICS);
  const timeZone = useFirmTimeZone();
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'stage', header: 'Stage', value: (r) => r.stage },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <ClientNameButton caseId={r.caseId} clientName={r.clientName} /> },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
    {
      id: 'lastContact',
      header: 'Last Contact',
      searchable: false,
      value: (r) => r.dateOfLastClientContact,
      cell: (r) => (r.dateOfLastClientContact ? `${formatDateTime(r.dateOfLastClientContact, { timeZone })} (${r.daysSinceContact} d)` : 'Never'),
    },
    { id: 'lastAttempt', header: 'Last Attempt', searchable: false, value: (r) => r.dateOfLastClientContactAttempt, cell: (r) => formatDateTime(r.dateOfLastClientContactAttempt, { timeZone }) },
    { id: 'email', header: 'Email', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <EmailButton row={r} /> },
  ];
  const hidden = variables.hideStages ?? data.hideStageOptions.hiddenByDefault;
  return (
    <DataTable<Row>
      label="Overdue Client Contact"
      rows={data.allOverDueClientContact}
      columns={columns}
      rowId={(r) => String(r.caseId)}
      defaultSort={{ id: 'lastContact', desc: false }}
      sortKey="org-client-contact"
      pageSizes={[50, 100, 'all']}
      rowColor={(r) => rowBackground(r.color)}
      emptyText="Every client was contacted in the last 45 days."
      toolbar={<HideStagesSelect stages={data.hideStageOptions.stages} value={hidden} onChange={onHidden} />}
    />
  );
}

/** spec 2 §4, §8: 'Sending email...', then 'Email sent successfully' or the error for 3 s. */
function EmailButton({ row }: { row: Row }) {
  const { show, dismiss } = useAlerts();
  const [busy, setBusy] = useState(false);
  const [commit] = useMutation<OrgClientContactPageSendMutation>(graphql`
    mutation OrgClientContactPageSendMutation($caseId: Int!, $client: String, $daysSinceContact: Int) {
      sendOverdueContactEmail(caseId: $caseId, client: $client, daysSinceContact: $daysSinceContact)
    }
  `);
  return (
    <Button
      size="1"
      variant="soft"
      loading={busy}
      aria-label={`Email about ${row.clientName}`}
      onClick={() => {
        setBusy(true);
        const sending = show('info', 'Sending email...', null);
        const done = () => {
          dismiss(sending);
          setBusy(false);
        };
        commit({
          variables: { caseId: row.caseId, client: row.clientName, daysSinceContact: row.daysSinceContact ?? null },
          onCompleted: (_, errors) => {
            done();
            if (errors?.length) show('error', errors[0].message, ALERT_TIMEOUTS.emailError);
            else show('success', 'Email sent successfully', 3000);
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
