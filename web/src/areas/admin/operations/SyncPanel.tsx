import { Suspense, useEffect, useState, useTransition } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { StatCard } from '../../../ui/StatCard';
import { useAlerts } from '../../../ui/Alerts';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatInstant } from './OutboxPanel';
import type { SyncPanelQuery, SyncPanelQuery$data } from './__generated__/SyncPanelQuery.graphql';
import type { SyncPanelSyncNowMutation } from './__generated__/SyncPanelSyncNowMutation.graphql';

type Parked = SyncPanelQuery$data['syncStatus']['parked'][number];

/** How often the panel refreshes on its own. */
const REFRESH_MS = 15_000;

/** "3 min", "2 h 5 min": a lag or an age for people. */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds == null) return 'Never';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** issue #18: the sync must "keep up within a minute and say so when it cannot" (the rule is
 * `domain::operations::sync::is_behind`; the server answers `behind`). */
export function keepingUp(s: { behind: boolean; secondsSinceSuccess: number | null | undefined }): { color: 'green' | 'red'; text: string } {
  if (!s.behind) return { color: 'green', text: 'Keeping up: pulled within the last minute' };
  if (s.secondsSinceSuccess == null) return { color: 'red', text: 'Behind: no successful pull yet' };
  return { color: 'red', text: `Behind: no successful pull for ${formatSeconds(s.secondsSinceSuccess)} (the sync keeps up within a minute)` };
}

function SyncStatusView({ fetchKey, onSyncNow, syncing }: { fetchKey: number; onSyncNow: () => void; syncing: boolean }) {
  const timeZone = useFirmTimeZone();
  const data = useLazyLoadQuery<SyncPanelQuery>(
    graphql`
      query SyncPanelQuery {
        syncStatus {
          cursor
          lagSeconds
          newestFactAt
          lastPullAt
          lastSuccessAt
          secondsSinceSuccess
          behind
          lastError
          lastErrorAt
          consecutiveFailures
          nextAttemptAt
          pulls
          factsApplied
          parkedCount
          parked {
            factId
            factType
            caseId
            reason
            parkedAt
            attempts
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const s = data.syncStatus;
  const failing = s.consecutiveFailures > 0;
  const keepUp = keepingUp(s);
  const columns: DataColumn<Parked>[] = [
    { id: 'factId', header: 'Fact', value: (p) => p.factId, truncate: 24 },
    { id: 'factType', header: 'Type', value: (p) => p.factType },
    { id: 'caseId', header: 'Case', value: (p) => p.caseId, align: 'right' },
    { id: 'reason', header: 'Reason', value: (p) => p.reason, truncate: 80 },
    { id: 'attempts', header: 'Tries', value: (p) => p.attempts, align: 'right' },
    { id: 'parkedAt', header: 'Parked', value: (p) => p.parkedAt, cell: (p) => formatInstant(p.parkedAt, timeZone) },
  ];
  return (
    <Flex direction="column" gap="3" aria-label="Sync with the case system">
      <Flex gap="3" wrap="wrap">
        <StatCard label="Sync lag" value={formatSeconds(s.lagSeconds)} color={keepUp.color} detail="Now minus the newest fact's time">
          <Text size="1" weight="bold" color={keepUp.color} role="status" aria-label="Sync keeping up">
            {keepUp.text}
          </Text>
        </StatCard>
        <StatCard
          label="Last successful pull"
          value={<Text size="3">{s.lastSuccessAt ? `${formatSeconds(s.secondsSinceSuccess)} ago` : 'Never'}</Text>}
          color={failing ? 'red' : 'green'}
          detail={`${s.pulls} pulls, ${s.factsApplied} facts applied`}
        />
        <StatCard label="Parked facts" value={s.parkedCount} color={s.parkedCount > 0 ? 'amber' : 'green'} detail="Waiting for their case or status; retried every pull" />
        <StatCard
          label="Failures in a row"
          value={s.consecutiveFailures}
          color={failing ? 'red' : 'green'}
          detail={s.nextAttemptAt ? `Next pull ${formatInstant(s.nextAttemptAt, timeZone)}` : 'No pull scheduled yet'}
        />
      </Flex>
      <Flex gap="3" align="center">
        <Button variant="soft" loading={syncing} onClick={onSyncNow}>
          Sync now
        </Button>
        <Text size="2" color="gray" aria-label="Last sync pull">
          Last pull: {formatInstant(s.lastPullAt, timeZone) || 'never'}
        </Text>
      </Flex>
      {s.lastError ? (
        <Text size="2" color={failing ? 'red' : 'gray'} role="status" aria-label="Last sync error">
          Last error ({formatInstant(s.lastErrorAt, timeZone)}): {s.lastError}
        </Text>
      ) : null}
      <DataTable label="Parked facts" rows={s.parked} columns={columns} rowId={(p) => p.factId} emptyText="No parked facts." csvFileName="Parked_Facts" />
    </Flex>
  );
}

/** The sync with the external case system: lag, last pull, last error, parked facts, Sync now. */
export function SyncPanel() {
  const { show } = useAlerts();
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const [syncNow, syncing] = useMutationPromise<SyncPanelSyncNowMutation>(graphql`
    mutation SyncPanelSyncNowMutation {
      syncNow {
        completed
        status {
          lastError
          consecutiveFailures
        }
      }
    }
  `);
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setFetchKey((k) => k + 1)), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const onSyncNow = async () => {
    try {
      const r = await syncNow({});
      if (!r.syncNow.completed) show('info', 'Sync requested: the worker pulls within a few seconds.');
      else if (r.syncNow.status.consecutiveFailures > 0) show('error', `Sync failed: ${r.syncNow.status.lastError ?? 'unknown error'}`);
      else show('success', 'Synced with the case system.');
    } catch (e) {
      show('error', userMessage(e));
    }
    startTransition(() => setFetchKey((k) => k + 1));
  };
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Sync with the case system
      </Heading>
      <Suspense fallback={<Text size="2">Loading sync status…</Text>}>
        <SyncStatusView fetchKey={fetchKey} onSyncNow={() => void onSyncNow()} syncing={syncing} />
      </Suspense>
    </Flex>
  );
}
