import { useState } from 'react';
import { Button, Flex, Heading, Link } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { formatDateTime } from '../../../lib/dates';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { NewEventDialog } from './NewEventDialog';
import type { ActivityPageQuery, ActivityPageQuery$data } from './__generated__/ActivityPageQuery.graphql';

const query = graphql`
  query ActivityPageQuery {
    contactEvents {
      id
      contactEventId
      timestamp
      comment
      contactEventType {
        id
        name
      }
      user
      contact {
        contactId
        name
        saUrl
      }
    }
    contactEventTypes {
      id
      contactEventTypeId
      name
    }
    contacts {
      id
      contactId
      name
    }
  }
`;

type EventRow = ActivityPageQuery$data['contactEvents'][number];

const TOPICS = ['crm'] as const;

/** spec 1 §2.4 Activity page ('Contact Activity', /crm). */
export function ActivityPage() {
  const data = usePreloadedQuery<ActivityPageQuery>(query, useLoaderData() as PreloadedQuery<ActivityPageQuery>);
  const refetch = useLiveQuery<ActivityPageQuery>(query, {}, TOPICS);
  const timeZone = useFirmTimeZone();
  const [open, setOpen] = useState(false);

  const columns: DataColumn<EventRow>[] = [
    { id: 'date', header: 'Date', value: (e) => e.timestamp as string | null, cell: (e) => formatDateTime(e.timestamp as string | null, { timeZone }), csv: (e) => formatDateTime(e.timestamp as string | null, { timeZone }) },
    { id: 'type', header: 'Type', value: (e) => e.contactEventType.name },
    { id: 'user', header: 'User', value: (e) => e.user },
    { id: 'contact', header: 'Contact', value: (e) => e.contact.name },
    { id: 'comment', header: 'Comment', value: (e) => e.comment, truncate: 120 },
    {
      id: 'link',
      header: 'Case system',
      hideHeader: true,
      value: () => null,
      sortable: false,
      searchable: false,
      csv: false,
      cell: (e) =>
        e.contact.saUrl ? (
          <Link href={e.contact.saUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open ${e.contact.name} in the case system`}>
            <ExternalLinkIcon />
          </Link>
        ) : null,
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Contact Activity
      </Heading>
      <DataTable
        label="Contact activity"
        rows={data.contactEvents}
        columns={columns}
        rowId={(e) => String(e.contactEventId)}
        defaultSort={{ id: 'date', desc: true }}
        pageSizes={['all']}
        csvFileName="Contact_Activity"
        emptyText="No visits or calls logged yet: log one with New Event."
        toolbar={<Button onClick={() => setOpen(true)}>New Event</Button>}
      />
      {open ? <NewEventDialog eventTypes={data.contactEventTypes} contacts={data.contacts} onClose={() => setOpen(false)} onSaved={() => void refetch()} /> : null}
    </Flex>
  );
}
