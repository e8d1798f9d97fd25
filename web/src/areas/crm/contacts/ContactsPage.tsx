import { useState } from 'react';
import { Button, Flex, Heading, Link, Text, Tooltip } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { useAlerts, ALERT_TIMEOUTS } from '../../../ui/Alerts';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ContactDialog, type ContactDialogMode } from './ContactDialog';
import { useSyncContacts, useUpdateContact } from './ContactMutations';
import type { ContactsPageQuery, ContactsPageQuery$data } from './__generated__/ContactsPageQuery.graphql';

const query = graphql`
  query ContactsPageQuery {
    contacts {
      id
      contactId
      saId
      saCtg
      saUrl
      name
      contactType {
        name
      }
      address
      city
      state
      zip
      phone
      email
      priority
      priorityLevel
      priorityLabel
      inboundReferrals
      outboundReferrals
      needsManualUpdate
      acceptsLien
      acceptsHealthInsurance
      version
      ...ContactDialog_contact
    }
    contactTypes {
      id
      contactTypeId
      name
    }
  }
`;

type ContactRow = ContactsPageQuery$data['contacts'][number];

/** The CRM read model: a change in another browser refetches the list. */
export const CRM_TOPICS = ['crm'] as const;

/** spec 1 §2.4 Contacts page (/crm/contacts). */
export function ContactsPage() {
  const data = usePreloadedQuery<ContactsPageQuery>(query, useLoaderData() as PreloadedQuery<ContactsPageQuery>);
  const refetch = useLiveQuery<ContactsPageQuery>(query, {}, CRM_TOPICS);
  const { show } = useAlerts();
  const [sync, syncing] = useSyncContacts();
  const [update] = useUpdateContact();
  const [dialog, setDialog] = useState<ContactDialogMode | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  const togglePriority = async (c: ContactRow) => {
    setToggling((s) => new Set(s).add(c.contactId));
    try {
      await update({ contactId: c.contactId, contact: { priority: !c.priority } });
    } catch (e) {
      // spec 1 §8: "error alert with the server message for 3 s".
      show('error', userMessage(e), ALERT_TIMEOUTS.contacts);
    } finally {
      setToggling((s) => {
        const next = new Set(s);
        next.delete(c.contactId);
        return next;
      });
    }
  };

  const onSync = async () => {
    try {
      const r = await sync({});
      // spec 1 §8: "'Contacts synced successfully' for 3 s".
      show('success', `Contacts synced successfully (${r.syncContacts.message})`, ALERT_TIMEOUTS.syncSuccess);
      void refetch();
    } catch (e) {
      show('error', userMessage(e), ALERT_TIMEOUTS.contacts);
    }
  };

  const columns: DataColumn<ContactRow>[] = [
    {
      id: 'saId',
      header: 'SA Link',
      value: (c) => c.saId,
      cell: (c) =>
        c.saUrl ? (
          <Link href={c.saUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open ${c.name} in the case system`}>
            {c.saId}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      id: 'name',
      header: 'Name',
      value: (c) => c.name,
      cell: (c) => (
        <Flex gap="1" align="center">
          {c.needsManualUpdate ? (
            <Tooltip content={c.saId == null ? 'Needs a manual update: not linked to a case-system contact' : 'Needs a manual update: the address did not geocode'}>
              <ExclamationTriangleIcon color="var(--amber-10)" aria-label="Needs a manual update" role="img" />
            </Tooltip>
          ) : null}
          <Text>{c.name}</Text>
        </Flex>
      ),
    },
    {
      id: 'priority',
      header: 'Priority',
      // Sorted Level 1 first, then Yes, then No.
      value: (c) => (c.priority ? (c.priorityLevel ?? 6) : 7),
      csv: (c) => c.priorityLabel,
      searchable: false,
      cell: (c) => (
        <Button size="1" variant={c.priority ? 'soft' : 'ghost'} color={c.priority ? 'indigo' : 'gray'} loading={toggling.has(c.contactId)} onClick={() => void togglePriority(c)} aria-label={`Priority of ${c.name}: ${c.priorityLabel}. Toggle`} style={{ whiteSpace: 'nowrap' }}>
          {c.priorityLabel}
        </Button>
      ),
    },
    { id: 'inbound', header: 'Inbound', value: (c) => c.inboundReferrals, align: 'right', searchable: false },
    { id: 'outbound', header: 'Outbound', value: (c) => c.outboundReferrals, align: 'right', searchable: false },
    { id: 'type', header: 'Type', value: (c) => c.contactType.name },
    { id: 'address', header: 'Address', value: (c) => c.address },
    { id: 'city', header: 'City', value: (c) => c.city },
    { id: 'state', header: 'State', value: (c) => c.state },
    {
      id: 'actions',
      header: 'Actions',
      value: () => null,
      sortable: false,
      searchable: false,
      csv: false,
      cell: (c) => (
        <Button size="1" variant="soft" onClick={() => setDialog({ kind: 'edit', contact: c })} aria-label={`Edit ${c.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Contacts
      </Heading>
      <DataTable
        label="Contacts"
        rows={data.contacts}
        columns={columns}
        rowId={(c) => String(c.contactId)}
        defaultSort={{ id: 'name', desc: false }}
        sortKey="crm-contacts"
        pageSizes={[100, 'all']}
        csvFileName="Contacts"
        emptyText="No contacts yet: add one from the case system with New Contact."
        toolbar={
          <Flex gap="2">
            <Button variant="soft" loading={syncing} onClick={() => void onSync()}>
              Sync Contacts
            </Button>
            <Button onClick={() => setDialog({ kind: 'new' })}>New Contact</Button>
          </Flex>
        }
      />
      {dialog ? <ContactDialog mode={dialog} contactTypes={data.contactTypes} onClose={() => setDialog(null)} /> : null}
    </Flex>
  );
}
