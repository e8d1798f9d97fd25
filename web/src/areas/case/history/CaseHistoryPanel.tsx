import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery, useQueryOnMount } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { InstantInput } from '../../../ui/fields/InstantInput';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDebounced } from '../../../ui/useDebounced';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime } from '../../../lib/dates';
import { humanizeIdentifier } from '../../../lib/format';
import { CaseAsOfView } from './CaseAsOfView';
import { instantMicros, replaySteps, type ReplaySteps } from './replaySteps';
import type { CaseHistoryPanelQuery, CaseHistoryPanelQuery$data } from './__generated__/CaseHistoryPanelQuery.graphql';

export const caseHistoryQuery = graphql`
  query CaseHistoryPanelQuery($caseId: Int!) {
    caseHistory(caseId: $caseId) {
      position
      version
      recordedAt
      eventType
      source
      summary
      actor {
        userId
        name
      }
      actedAs {
        userId
        name
      }
    }
  }
`;

type Entry = CaseHistoryPanelQuery$data['caseHistory'][number];

/**
 * The History tab of the case page and the case dialog: the case's events in order (time,
 * actor and acted-as user, source, readable summary) and an "as of" control that shows the
 * case exactly as it stood at any chosen instant (audit replay, ARCHITECTURE "Used for").
 */
export function CaseHistoryPanel({
  caseId,
  asOf,
  onAsOfChange,
  preloaded,
  precise,
}: {
  caseId: number;
  /** ISO instant, or null for now. */
  asOf: string | null;
  onAsOfChange: (asOf: string | null) => void;
  preloaded?: PreloadedQuery<CaseHistoryPanelQuery> | null;
  /** Money with 2 decimals (the dialog's version, spec 1 §9). */
  precise?: boolean;
}) {
  const queryRef = useQueryOnMount<CaseHistoryPanelQuery>(caseHistoryQuery, { caseId }, preloaded);
  return (
    <QueryBoundary loadingLabel="Loading the case history…">
      {queryRef ? <HistoryBody queryRef={queryRef} caseId={caseId} asOf={asOf} onAsOfChange={onAsOfChange} precise={precise} /> : <LoadingState label="Loading the case history…" />}
    </QueryBoundary>
  );
}

function HistoryBody({
  queryRef,
  caseId,
  asOf,
  onAsOfChange,
  precise,
}: {
  queryRef: PreloadedQuery<CaseHistoryPanelQuery>;
  caseId: number;
  asOf: string | null;
  onAsOfChange: (asOf: string | null) => void;
  precise?: boolean;
}) {
  const data = usePreloadedQuery<CaseHistoryPanelQuery>(caseHistoryQuery, queryRef);
  useLiveQuery<CaseHistoryPanelQuery>(caseHistoryQuery, { caseId }, ['cases'], [`case:${caseId}`]);
  const top = useRef<HTMLDivElement>(null);
  const show = (instant: string | null) => {
    onAsOfChange(instant);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  return (
    <Flex direction="column" gap="4" ref={top}>
      <AsOfControl asOf={asOf} onAsOfChange={onAsOfChange} steps={replaySteps(data.caseHistory, asOf)} />
      <section aria-label="Case as of">
        {asOf ? (
          <CaseAsOfView caseId={caseId} asOf={asOf} precise={precise} />
        ) : (
          <Text as="p" size="2" color="gray">
            Showing the case as it is now. Pick an instant, step through the events, or use “View as of” on an event to see the case exactly as it stood then.
          </Text>
        )}
      </section>
      <section aria-label="Events">
        <Heading as="h3" size="3" mb="2">
          Events
        </Heading>
        <HistoryTable entries={data.caseHistory} caseId={caseId} asOf={asOf} onAsOfChange={show} />
      </section>
    </Flex>
  );
}

/** Typed times settle for 500 ms (spec 1 §9 debounce) before the case is replayed. */
function AsOfControl({ asOf, onAsOfChange, steps }: { asOf: string | null; onAsOfChange: (asOf: string | null) => void; steps: ReplaySteps }) {
  const [draft, setDraft] = useState<{ value: string | null } | null>(null);
  const settled = useDebounced(draft);
  useEffect(() => {
    if (settled && settled.value !== asOf) onAsOfChange(settled.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => setDraft(null), [asOf]);
  const go = (instant: string | null) => {
    setDraft(null);
    onAsOfChange(instant);
  };
  return (
    <Flex gap="3" align="end" wrap="wrap" role="group" aria-label="As of">
      <div style={{ minWidth: 260 }}>
        <InstantInput label="As of" value={draft ? draft.value : asOf} onChange={(value) => setDraft({ value })} />
      </div>
      <Flex gap="2" pb="4">
        <Button variant="soft" disabled={steps.earlier === undefined} onClick={() => steps.earlier !== undefined && go(steps.earlier)}>
          <ChevronLeftIcon /> Earlier event
        </Button>
        <Button variant="soft" disabled={steps.later === undefined} onClick={() => steps.later !== undefined && go(steps.later)}>
          Later event <ChevronRightIcon />
        </Button>
        <Button variant="soft" disabled={!asOf && !draft?.value} onClick={() => go(null)}>
          Now
        </Button>
      </Flex>
      <Text as="p" size="2" color="gray" mb="5" aria-live="polite">
        {asOf ? `${steps.shownEvents} of ${steps.totalEvents} events recorded by then` : `All ${steps.totalEvents} events`}
      </Text>
    </Flex>
  );
}

function actorText(e: Entry): string {
  if (!e.actor) return 'System';
  return e.actedAs && e.actedAs.userId !== e.actor.userId ? `${e.actor.name} acting as ${e.actedAs.name}` : e.actor.name;
}

function HistoryTable({
  entries,
  caseId,
  asOf,
  onAsOfChange,
}: {
  entries: readonly Entry[];
  caseId: number;
  asOf: string | null;
  onAsOfChange: (asOf: string | null) => void;
}) {
  const timeZone = useFirmTimeZone();
  const cutoff = asOf ? instantMicros(asOf) : null;
  const after = (e: Entry) => cutoff !== null && instantMicros(e.recordedAt) > cutoff;
  const columns: DataColumn<Entry>[] = [
    { id: 'version', header: '#', value: (e) => e.version, align: 'right' },
    { id: 'recordedAt', header: 'Time', value: (e) => instantMicros(e.recordedAt), cell: (e) => <time dateTime={e.recordedAt}>{formatDateTime(e.recordedAt, { timeZone, seconds: true })}</time>, csv: (e) => e.recordedAt, searchable: false },
    { id: 'event', header: 'Event', value: (e) => humanizeIdentifier(e.eventType) },
    { id: 'summary', header: 'Summary', value: (e) => e.summary, truncate: 120 },
    { id: 'actor', header: 'By', value: actorText },
    { id: 'source', header: 'Source', value: (e) => e.source },
    {
      id: 'asOf',
      header: 'As of',
      hideHeader: true,
      csv: false,
      sortable: false,
      searchable: false,
      value: () => null,
      cell: (e) =>
        asOf === e.recordedAt ? (
          <Text size="1" weight="bold">
            Shown above
          </Text>
        ) : (
          <Button size="1" variant="soft" style={{ whiteSpace: 'nowrap' }} aria-label={`View the case as of event ${e.version}`} onClick={() => onAsOfChange(e.recordedAt)}>
            View as of
          </Button>
        ),
    },
  ];
  return (
    <DataTable<Entry>
      label="Case history"
      rows={entries}
      columns={columns}
      rowId={(e) => String(e.position)}
      defaultSort={{ id: 'version', desc: false }}
      pageSizes={[50, 100, 'all']}
      csvFileName={`Case_${caseId}_History`}
      rowColor={(e) => (after(e) ? 'var(--gray-a3)' : undefined)}
      emptyText="No events recorded for this case."
    />
  );
}
