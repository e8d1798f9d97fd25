import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatCard } from '../../../ui/StatCard';
import { useAlerts } from '../../../ui/Alerts';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { ProjectionsTable } from './ProjectionsTable';
import { OutboxPanel, formatInstant } from './OutboxPanel';
import { SyncPanel } from './SyncPanel';
import { useRebuildProjection } from './RebuildProjectionMutation';
import { useRebuildAllProjections } from './RebuildAllProjectionsMutation';
import { useRetryWriteBack } from './RetryWriteBackMutation';
import { ReconciliationPanel } from './ReconciliationPanel';
import { WaitingWriteBacks } from './WaitingWriteBacks';
import type { OperationsPageQuery } from './__generated__/OperationsPageQuery.graphql';

const query = graphql`
  query OperationsPageQuery {
    operations {
      profile
      rebuilding
      checkedAt
      projections {
        name
        ...ProjectionsTable_projections
      }
      relay {
        checkpoint
        head
        lag
        bus
        busConnected
        updatedAt
        stream {
          name
          messages
          lastSequence
          consumers
        }
        streamError
      }
      outbox {
        failed
        ...OutboxPanel_outbox
        ...WaitingWriteBacks_outbox
      }
    }
    reconciliation {
      ...ReconciliationPanel_report
    }
  }
`;

/** The read models whose progress the screen shows: it refetches when any of them advances. */
const TOPICS = ['organization', 'cases', 'reference'] as const;
/** Refresh while a rebuild runs, and for a while after an action. */
const POLL_MS = 2000;
const WATCH_AFTER_ACTION_MS = 20_000;

/** Platform issue: the operations screen (/org/{id}/operations), admins and overlords. */
export function OperationsPage() {
  const data = usePreloadedQuery<OperationsPageQuery>(query, useLoaderData() as PreloadedQuery<OperationsPageQuery>);
  const refetch = useLiveQuery<OperationsPageQuery>(query, {}, TOPICS);
  const timeZone = useFirmTimeZone();
  const { show } = useAlerts();
  const [rebuildAsked, setRebuildAsked] = useState<{ all: boolean; name?: string } | null>(null);
  const [watchUntil, setWatchUntil] = useState(0);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const [rebuild] = useRebuildProjection();
  const [rebuildAll] = useRebuildAllProjections();
  const [retry] = useRetryWriteBack();
  const ops = data.operations;
  const polling = ops.rebuilding || watchUntil > Date.now();

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => {
      void refetch();
      if (watchUntil <= Date.now()) setWatchUntil(0);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, refetch, watchUntil]);

  const watch = useCallback(() => {
    setWatchUntil(Date.now() + WATCH_AFTER_ACTION_MS);
    void refetch();
  }, [refetch]);

  const onRetry = async (id: string) => {
    setRetrying((s) => new Set(s).add(id));
    try {
      await retry({ writeBackId: id });
      show('success', 'Retrying now: the change is pushed within a few seconds.');
      watch();
    } catch (e) {
      show('error', userMessage(e));
      void refetch();
    } finally {
      setRetrying((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };

  const live = ops.projections.length;
  const relay = ops.relay;
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Heading as="h1" size="5">
          Operations
        </Heading>
        <Text size="1" color="gray">
          {ops.profile === 'distributed' ? 'Distributed profile (PostgreSQL, NATS JetStream)' : 'Embedded profile (SQLite, in-process bus)'} · checked {formatInstant(ops.checkedAt, timeZone)}
          {polling ? ' · refreshing every 2 s' : ''}
        </Text>
      </Flex>
      <Flex gap="3" wrap="wrap">
        <StatCard label="Projections" value={live} detail={ops.rebuilding ? 'A rebuild is running; the old tables keep serving' : 'All served from their active generation'} />
        <StatCard label="Relay lag" value={relay.lag} color={relay.lag > 0 ? 'amber' : 'green'} detail={`Published ${relay.checkpoint} of ${relay.head} events`} />
        <StatCard
          label="Bus"
          value={<Text size="3">{relay.bus === 'nats' ? 'NATS JetStream' : 'In-process'}</Text>}
          color={relay.busConnected ? 'green' : 'red'}
          detail={
            relay.stream
              ? `Stream ${relay.stream.name}: ${relay.stream.messages} messages, last sequence ${relay.stream.lastSequence}, ${relay.stream.consumers} consumers`
              : (relay.streamError ?? 'In-process bus: no durable stream (embedded profile)')
          }
        />
      </Flex>
      <Heading as="h2" size="4">
        Projections
      </Heading>
      <ProjectionsTable
        projections={ops.projections}
        onRebuild={(name) => setRebuildAsked({ all: false, name })}
        toolbar={
          <Button variant="soft" onClick={() => setRebuildAsked({ all: true })} disabled={ops.rebuilding}>
            Rebuild all
          </Button>
        }
      />
      <OutboxPanel outbox={ops.outbox} onRetry={(id) => void onRetry(id)} retrying={retrying} />
      <SyncPanel />
      <WaitingWriteBacks outbox={ops.outbox} onRetry={(id) => void onRetry(id)} retrying={retrying} />
      <ReconciliationPanel report={data.reconciliation} onChanged={watch} />
      <ConfirmDialog
        open={!!rebuildAsked}
        onOpenChange={(open) => !open && setRebuildAsked(null)}
        title={rebuildAsked?.all ? 'Rebuild all projections' : `Rebuild ${rebuildAsked?.name ?? ''}`}
        message={
          rebuildAsked?.all
            ? 'Rebuild every projection from the start of the log, one after the other? The current tables keep serving until each rebuild has caught up.'
            : `Rebuild ${rebuildAsked?.name ?? ''} from the start of the log? The current tables keep serving until the rebuild has caught up.`
        }
        confirmLabel="Rebuild"
        danger={false}
        onConfirm={async () => {
          if (!rebuildAsked) return;
          if (rebuildAsked.all) await rebuildAll({});
          else await rebuild({ name: rebuildAsked.name ?? '' });
          watch();
        }}
      />
    </Flex>
  );
}
