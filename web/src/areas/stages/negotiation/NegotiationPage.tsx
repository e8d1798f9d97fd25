import { useState } from 'react';
import { Button, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import { useActedAsUserId } from '../../../app/layout/actAs';
import { usePreference } from '../../../platform/preferences/storage';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { InlineEdit } from '../../../ui/InlineEdit';
import { TextInput } from '../../../ui/fields/TextInput';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { formatMoneyCents, truncate } from '../../../lib/format';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { useInsertCaseNote } from '../../case/mutations/InsertCaseNoteMutation';
import { monthDayUtc } from './noteDates';
import { ColorPickerDialog } from '../notes/ColorPickerDialog';
import { parseUserId } from '../notes/caseNotesLoader';
import { useUpsertCaseData } from '../notes/UpsertCaseDataMutation';
import type { NegotiationPageQuery, NegotiationPageQuery$data } from './__generated__/NegotiationPageQuery.graphql';

const query = graphql`
  query NegotiationPageQuery($userId: Int!) {
    userNegotiationCases(userId: $userId) {
      id
      caseId
      clientName
      paralegal
      daysInStatus
      dateOfLastFileReview
      lastFileReviewNote
      lastDemandCents
      lastOfferCents
      lastNegotiationDate
      lastNegotiationComments
      data {
        id
        note
        noteUpdatedAt
        color
      }
    }
    stagePalette {
      name
      hex
    }
    ...CaseSystemLink_query
  }
`;

type Row = NegotiationPageQuery$data['userNegotiationCases'][number];

/** spec 2 §9: the file-review note type. */
const FILE_REVIEW_NOTE_TYPE = 81;
/** spec 2 §3 saved preferences: "Use SA Notes". */
const USE_SA_NOTES_KEY = 'useSaNotes';

/** spec 2 §2 Negotiation list: colour flag, client, CM, days, updated, note; last negotiation amounts; Use SA Notes. */
export function NegotiationPage() {
  const userId = parseUserId(useParams().userId);
  const loaded = useLoaderData() as PreloadedQuery<NegotiationPageQuery> | null;
  const { revalidate } = useRevalidator();
  const [useSaNotes, setUseSaNotes] = usePreference<boolean>(USE_SA_NOTES_KEY, true);
  return (
    <section aria-label="Negotiation">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h1" size="5">
          Negotiation
        </Heading>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={useSaNotes} onCheckedChange={(on) => setUseSaNotes(on)} aria-label="Use SA Notes" /> Use SA Notes
          </Flex>
        </Text>
      </Flex>
      {userId === null || !loaded ? (
        <EmptyState>There is no such user.</EmptyState>
      ) : (
        <QueryBoundary loadingLabel="Loading negotiations…" onReset={() => void revalidate()}>
          <NegotiationTable userId={userId} loaded={loaded} useSaNotes={useSaNotes} />
        </QueryBoundary>
      )}
    </section>
  );
}

function NegotiationTable({ userId, loaded, useSaNotes }: { userId: number; loaded: PreloadedQuery<NegotiationPageQuery>; useSaNotes: boolean }) {
  const data = usePreloadedQuery<NegotiationPageQuery>(query, loaded);
  const refetch = useLiveQuery<NegotiationPageQuery>(query, { userId }, ['cases', 'stages']);
  const noteUser = useActedAsUserId();
  const [upsert] = useUpsertCaseData();
  const [insertNote] = useInsertCaseNote();
  const [picking, setPicking] = useState<Row | null>(null);
  const hexOf = new Map(data.stagePalette.map((c) => [c.name, c.hex]));
  const note = (r: Row) => (useSaNotes ? r.lastFileReviewNote : r.data.note);
  const noteAt = (r: Row) => (useSaNotes ? r.dateOfLastFileReview : r.data.noteUpdatedAt);
  const saveNote = async (r: Row, text: string) => {
    if (useSaNotes) {
      await insertNote({ note: { caseId: r.caseId, noteTypeId: FILE_REVIEW_NOTE_TYPE, content: text } });
      await refetch();
    } else {
      await upsert({ caseData: { caseId: r.caseId, userId: noteUser, negNote: text } });
    }
  };

  const columns: DataColumn<Row>[] = [
    {
      id: 'action',
      header: 'Action',
      sortable: false,
      searchable: false,
      csv: false,
      value: (r) => r.data.color,
      cell: (r) => (
        <Flex gap="2" align="center">
          <Button size="1" variant="surface" color="gray" highContrast aria-label={`Colour flag for ${r.clientName}`} onClick={() => setPicking(r)}>
            Flag
          </Button>
          <CaseSystemLink query={data} caseId={r.caseId} />
        </Flex>
      ),
    },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <span title={r.clientName}>{truncate(r.clientName, 20)}</span> },
    { id: 'cm', header: 'CM', value: (r) => r.paralegal },
    { id: 'days', header: 'Days', value: (r) => r.daysInStatus, align: 'right' },
    { id: 'updated', header: 'Updated', value: (r) => noteAt(r), cell: (r) => monthDayUtc(noteAt(r)), searchable: false },
    {
      id: 'note',
      header: 'Note',
      value: (r) => note(r),
      cell: (r) => (
        <Flex gap="2" align="center">
          <InlineEdit<string>
            label={`note for ${r.clientName}`}
            display={
              <Text color="gray" highContrast>
                Edit
              </Text>
            }
            initial=""
            editor={(v, set) => <TextInput label="Note" value={v} onChange={set} />}
            isEmpty={(v) => v.trim() === ''}
            onSave={(v) => saveNote(r, v.trim())}
          />
          <Text size="1">{note(r)}</Text>
        </Flex>
      ),
    },
    { id: 'demand', header: 'Last Demand', value: (r) => r.lastDemandCents, cell: (r) => formatMoneyCents(r.lastDemandCents), align: 'right' },
    { id: 'offer', header: 'Last Offer', value: (r) => r.lastOfferCents, cell: (r) => formatMoneyCents(r.lastOfferCents), align: 'right' },
    { id: 'negotiated', header: 'Negotiated', value: (r) => r.lastNegotiationDate, cell: (r) => monthDayUtc(r.lastNegotiationDate), searchable: false },
    { id: 'comments', header: 'Comments', value: (r) => r.lastNegotiationComments },
  ];

  return (
    <>
      <DataTable<Row>
        label="Negotiation"
        rows={data.userNegotiationCases}
        columns={columns}
        rowId={(r) => r.id}
        defaultSort={{ id: 'days', desc: true }}
        sortKey="negotiation-list"
        pageSizes={[50, 100, 'all']}
        csvFileName="Negotiation"
        rowColor={(r) => (r.data.color ? hexOf.get(r.data.color) : undefined)}
        emptyText="No cases in Negotiation."
      />
      {picking ? (
        <ColorPickerDialog
          open
          onOpenChange={(o) => !o && setPicking(null)}
          clientName={picking.clientName}
          palette={data.stagePalette}
          current={picking.data.color}
          onPick={(color) => upsert({ caseData: { caseId: picking.caseId, userId: noteUser, negColor: color } })}
        />
      ) : null}
    </>
  );
}
