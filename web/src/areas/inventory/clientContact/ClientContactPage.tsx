import { useState } from 'react';
import { Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { PREFERENCE_KEYS, usePreference } from '../../../platform/preferences/storage';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { HideStagesSelect } from '../HideStagesSelect';
import { INVENTORY_TOPICS, InventoryScreen } from '../InventoryScreen';
import { rowBackground } from '../rowColors';
import type { ClientContactPageQuery, ClientContactPageQuery$data } from './__generated__/ClientContactPageQuery.graphql';

export const clientContactQuery = graphql`
  query ClientContactPageQuery($userId: Int!, $attorneyOnly: Boolean!, $hideStages: [String!]) {
    casesWithLastClientContact(userId: $userId, attorneyOnly: $attorneyOnly, hideStages: $hideStages) {
      caseId
      stage
      clientName
      paralegal
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

type Row = ClientContactPageQuery$data['casesWithLastClientContact'][number];

/** spec 2 §2 Client Contact (per user), /dash/{id}/inventory/client-contact. */
export function ClientContactPage() {
  const [attorneyOnly, setAttorneyOnly] = useState(false);
  // spec 2 §2: "Hidden stages are remembered in the browser" (null: the server's defaults).
  const [hidden, setHidden] = usePreference<string[] | null>(PREFERENCE_KEYS.hiddenClientContactStages, null);
  const variables = { attorneyOnly, hideStages: hidden };
  return (
    <InventoryScreen<ClientContactPageQuery> query={clientContactQuery} variables={(userId) => ({ userId, ...variables })} label="Client Contact">
      {(queryRef, userId) => (
        <ClientContact queryRef={queryRef} variables={{ userId, ...variables }} onAttorneyOnly={setAttorneyOnly} onHidden={setHidden} />
      )}
    </InventoryScreen>
  );
}

function ClientContact({
  queryRef,
  variables,
  onAttorneyOnly,
  onHidden,
}: {
  queryRef: PreloadedQuery<ClientContactPageQuery>;
  variables: ClientContactPageQuery['variables'];
  onAttorneyOnly: (on: boolean) => void;
  onHidden: (stages: string[]) => void;
}) {
  const data = usePreloadedQuery<ClientContactPageQuery>(clientContactQuery, queryRef);
  useLiveQuery<ClientContactPageQuery>(clientContactQuery, variables, INVENTORY_TOPICS);
  const timeZone = useFirmTimeZone();
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'stage', header: 'Stage', value: (r) => r.stage },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <ClientNameButton caseId={r.caseId} clientName={r.clientName} /> },
    {
      id: 'lastContact',
      header: 'Last Contact',
      searchable: false,
      value: (r) => r.dateOfLastClientContact,
      cell: (r) => (r.dateOfLastClientContact ? `${formatDateTime(r.dateOfLastClientContact, { timeZone })} (${r.daysSinceContact} d)` : 'Never'),
    },
    { id: 'lastAttempt', header: 'Last Attempt', searchable: false, value: (r) => r.dateOfLastClientContactAttempt, cell: (r) => formatDateTime(r.dateOfLastClientContactAttempt, { timeZone }) },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
  ];
  const hidden = variables.hideStages ?? data.hideStageOptions.hiddenByDefault;
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        Client Contact
      </Heading>
      <DataTable<Row>
        label="Client Contact"
        rows={data.casesWithLastClientContact}
        columns={columns}
        rowId={(r) => String(r.caseId)}
        // spec 2 §2: "Default sort by last contact ascending".
        defaultSort={{ id: 'lastContact', desc: false }}
        sortKey="inventory-client-contact"
        pageSizes={[50, 100, 'all']}
        rowColor={(r) => rowBackground(r.color)}
        emptyText="No cases to show."
        toolbar={
          <Flex gap="4" align="end" wrap="wrap">
            <CheckboxInput label="Attorney Only" checked={variables.attorneyOnly} onChange={onAttorneyOnly} />
            <HideStagesSelect stages={data.hideStageOptions.stages} value={hidden} onChange={onHidden} />
          </Flex>
        }
      />
    </Flex>
  );
}
