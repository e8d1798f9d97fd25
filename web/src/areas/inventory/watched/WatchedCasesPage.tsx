import { useState } from 'react';
import { Button, Flex, Heading, Text, Tooltip } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { InlineSelectEdit } from '../../../ui/InlineEdit';
import { moneyColumn } from '../../../ui/moneyColumn';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime, formatUsDate } from '../../../lib/dates';
import { formatMoneyCents } from '../../../lib/format';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { STATUS_TYPE, useUpsertCaseStatus } from '../../case/mutations/UpsertCaseStatusMutation';
import { InventoryScreen } from '../InventoryScreen';
import { useInsertRankStatus, useWatchCase } from './WatchCaseMutations';
import type { WatchedCasesPageQuery, WatchedCasesPageQuery$data } from './__generated__/WatchedCasesPageQuery.graphql';

export const watchedCasesQuery = graphql`
  query WatchedCasesPageQuery {
    watchedCases {
      caseId
      type
      stage
      status
      daysInStatus
      clientName
      rank
      attorney
      paralegal
      dateOpened
      dateOfIncident
      state
      valueFrom
    }
    caseStatuses {
      statusId
      status
      stage
    }
    caseRanks {
      rankId
      rank
    }
    ...CaseSystemLink_query
  }
`;

/** The read models the list follows: the watch list and the cases' inventory rows. */
const WATCHED_TOPICS = ['watched_cases', 'inventory'] as const;

type Row = WatchedCasesPageQuery$data['watchedCases'][number];

/** spec 2 §2 Watched Cases (/dash/{id}/inventory/watched-cases, admin only). */
export function WatchedCasesPage() {
  return (
    <InventoryScreen<WatchedCasesPageQuery> query={watchedCasesQuery} variables={() => ({})} label="Watched Cases">
      {(queryRef) => <WatchedCases queryRef={queryRef} />}
    </InventoryScreen>
  );
}

function WatchedCases({ queryRef }: { queryRef: PreloadedQuery<WatchedCasesPageQuery> }) {
  const data = usePreloadedQuery<WatchedCasesPageQuery>(watchedCasesQuery, queryRef);
  const refetch = useLiveQuery<WatchedCasesPageQuery>(watchedCasesQuery, {}, WATCHED_TOPICS);
  const timeZone = useFirmTimeZone();
  const [saveStatus] = useUpsertCaseStatus();
  const [saveRank] = useInsertRankStatus();
  const watch = useWatchCase();
  const [stopping, setStopping] = useState<number | null>(null);
  // Closing needs a reason (the case dialog's Close Case), so Closed statuses are not offered here.
  const statusOptions = data.caseStatuses.filter((s) => s.stage !== 'Closed').map((s) => ({ value: String(s.statusId), label: s.status }));
  const rankOptions = data.caseRanks.map((r) => ({ value: String(r.rankId), label: r.rank }));
  const statusId = (label: string | null | undefined) => String(data.caseStatuses.find((s) => s.status === label)?.statusId ?? '');
  const rankId = (label: string | null | undefined) => String(data.caseRanks.find((r) => r.rank === label)?.rankId ?? '');
  const columns: DataColumn<Row>[] = [
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} />,
    },
    { id: 'type', header: 'Type', value: (r) => r.type },
    { id: 'stage', header: 'Stage', value: (r) => r.stage },
    {
      id: 'status',
      header: 'Status',
      value: (r) => r.status,
      // spec 2 §4: "Changing a watched case's status also updates its stage, shown immediately";
      // spec 2 §5: saved only when a non-empty value is chosen.
      cell: (r) => (
        <InlineSelectEdit
          label={`Status of ${r.clientName}`}
          value={statusId(r.status)}
          display={r.status || undefined}
          options={statusOptions}
          onSave={async (v) => {
            await saveStatus({ status: { caseId: r.caseId, statusId: Number(v), type: STATUS_TYPE.caseStatus } });
            await refetch();
          }}
        />
      ),
    },
    {
      id: 'dis',
      header: 'DIS',
      align: 'right',
      value: (r) => r.daysInStatus,
      cell: (r) => (
        <Tooltip content="Days in Status">
          <span>{r.daysInStatus ?? ''}</span>
        </Tooltip>
      ),
    },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <ClientNameButton caseId={r.caseId} clientName={r.clientName} /> },
    {
      id: 'rank',
      header: 'Rank',
      value: (r) => r.rank,
      cell: (r) => (
        <InlineSelectEdit
          label={`Rank of ${r.clientName}`}
          value={rankId(r.rank)}
          display={r.rank || undefined}
          options={rankOptions}
          onSave={async (v) => {
            await saveRank({ status: { caseId: r.caseId, statusId: Number(v) } });
            await refetch();
          }}
        />
      ),
    },
    { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'opened', header: 'Opened', value: (r) => r.dateOpened, cell: (r) => formatDateTime(r.dateOpened, { timeZone }).split(' ')[0], searchable: false },
    { id: 'doi', header: 'DOI', value: (r) => r.dateOfIncident, cell: (r) => formatUsDate(r.dateOfIncident), searchable: false },
    { id: 'state', header: 'State', value: (r) => r.state },
    // spec 2 §3 valueFrom: the low end of the rank's value bounds (spec 2 §4); blank when unrated.
    { ...moneyColumn<Row>('value', 'Value', (r) => r.valueFrom ?? 0), cell: (r) => (r.valueFrom == null ? '' : formatMoneyCents(r.valueFrom)) },
    {
      id: 'stop',
      header: 'Stop Watching',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (r) => (
        <Button
          size="1"
          variant="soft"
          color="gray"
          loading={stopping === r.caseId}
          aria-label={`Stop watching ${r.clientName}`}
          onClick={async () => {
            setStopping(r.caseId);
            try {
              // spec 2 §8: a failed watch save is only logged.
              await watch(r.caseId, false);
              await refetch();
            } catch (e) {
              console.error('Stop watching failed', e);
            } finally {
              setStopping(null);
            }
          }}
        >
          Stop Watching
        </Button>
      ),
    },
  ];
  const rows = data.watchedCases;
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Heading size="5" as="h1">
          Watched Cases
        </Heading>
        <Text size="2" color="gray">
          {rows.length} {rows.length === 1 ? 'case' : 'cases'}
        </Text>
      </Flex>
      <DataTable<Row>
        label="Watched Cases"
        rows={rows}
        columns={columns}
        rowId={(r) => String(r.caseId)}
        defaultSort={{ id: 'client', desc: false }}
        sortKey="watched-cases"
        pageSizes={[50, 100, 'all']}
        emptyText="You are not watching any case. Start watching one from the row menu of All Cases."
      />
    </Flex>
  );
}
