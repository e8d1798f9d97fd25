import { useMemo, useState } from 'react';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useActedAsUserId } from '../../../app/layout/actAs';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime } from '../../../lib/dates';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { ColorPickerDialog } from './ColorPickerDialog';
import { NoteField } from './NoteField';
import { parseUserId } from './caseNotesLoader';
import { useUpsertCaseData } from './UpsertCaseDataMutation';
import type { CaseNotesListQuery, CaseNotesListQuery$data, CaseNotesStage } from './__generated__/CaseNotesListQuery.graphql';

const query = graphql`
  query CaseNotesListQuery($userId: Int!, $stage: CaseNotesStage!) {
    userStageCases(userId: $userId, stage: $stage) {
      id
      caseId
      clientName
      paralegal
      status
      daysInStatus
      rank
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

type Row = CaseNotesListQuery$data['userStageCases'][number];

/** The stage-specific field names of upsertCaseData (spec 2 §7, e.g. negColor). */
const FIELD_PREFIX: Record<CaseNotesStage, string> = {
  TREATING: 'treating',
  DEMAND_PREP: 'demandPrep',
  NEG: 'neg',
  LITIGATION: 'litigation',
  SETTLED: 'settled',
  '%future added value': '',
};

/**
 * spec 2 §2 "Case notes lists (Treating, Demand Prep, Negotiation, Litigation, Settled):
 * per-stage notes, row highlight colour chosen in a palette dialog" — one list for every stage.
 */
export function CaseNotesList({ stage, title }: { stage: CaseNotesStage; title: string }) {
  const userId = parseUserId(useParams().userId);
  const loaded = useLoaderData() as PreloadedQuery<CaseNotesListQuery> | null;
  const { revalidate } = useRevalidator();
  return (
    <section aria-label={title}>
      <Heading as="h1" size="5" mb="3">
        {title}
      </Heading>
      {userId === null || !loaded ? (
        <EmptyState>There is no such user.</EmptyState>
      ) : (
        <QueryBoundary loadingLabel={`Loading ${title}…`} onReset={() => void revalidate()}>
          <CaseNotesTable stage={stage} title={title} userId={userId} loaded={loaded} />
        </QueryBoundary>
      )}
    </section>
  );
}

function CaseNotesTable({ stage, title, userId, loaded }: { stage: CaseNotesStage; title: string; userId: number; loaded: PreloadedQuery<CaseNotesListQuery> }) {
  const data = usePreloadedQuery<CaseNotesListQuery>(query, loaded);
  useLiveQuery<CaseNotesListQuery>(query, { userId, stage }, ['cases', 'stages']);
  const noteUser = useActedAsUserId();
  const timeZone = useFirmTimeZone();
  const [upsert] = useUpsertCaseData();
  const [picking, setPicking] = useState<Row | null>(null);
  const prefix = FIELD_PREFIX[stage];
  const hexOf = useMemo(() => new Map(data.stagePalette.map((c) => [c.name, c.hex])), [data.stagePalette]);
  const save = (row: Row, field: 'Note' | 'Color', value: string) => upsert({ caseData: { caseId: row.caseId, userId: noteUser, [`${prefix}${field}`]: value } });

  const columns: DataColumn<Row>[] = [
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: (r) => r.data.color,
      cell: (r) => (
        <Flex gap="2" align="center">
          <Button size="1" variant="surface" color="gray" highContrast aria-label={`Row colour for ${r.clientName}`} onClick={() => setPicking(r)}>
            Colour
          </Button>
          <CaseSystemLink query={data} caseId={r.caseId} />
        </Flex>
      ),
    },
    { id: 'caseId', header: 'Case', value: (r) => r.caseId },
    { id: 'client', header: 'Client', value: (r) => r.clientName },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'status', header: 'Status', value: (r) => r.status },
    { id: 'days', header: 'Days', value: (r) => r.daysInStatus, align: 'right' },
    { id: 'rank', header: 'Rank', value: (r) => r.rank },
    {
      id: 'note',
      header: 'Note',
      value: (r) => r.data.note,
      cell: (r) => <NoteField label={`Note for ${r.clientName}`} note={r.data.note} onSave={(note) => save(r, 'Note', note)} />,
    },
    {
      id: 'noteUpdatedAt',
      header: 'Note Updated',
      value: (r) => r.data.noteUpdatedAt,
      cell: (r) => formatDateTime(r.data.noteUpdatedAt, { timeZone }),
      searchable: false,
    },
  ];

  return (
    <>
      <DataTable<Row>
        label={title}
        rows={data.userStageCases}
        columns={columns}
        rowId={(r) => r.id}
        defaultSort={{ id: 'client', desc: false }}
        sortKey={`case-notes-${prefix}`}
        pageSizes={[50, 100, 'all']}
        csvFileName={title.replace(/\s+/g, '_')}
        rowColor={(r) => (r.data.color ? hexOf.get(r.data.color) : undefined)}
        emptyText={`No cases in ${title}.`}
      />
      {picking ? (
        <ColorPickerDialog
          open
          onOpenChange={(o) => !o && setPicking(null)}
          clientName={picking.clientName}
          palette={data.stagePalette}
          current={picking.data.color}
          onPick={(color) => save(picking, 'Color', color)}
        />
      ) : null}
    </>
  );
}
