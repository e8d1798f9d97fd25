import { useEffect, useRef } from 'react';
import { getWsClient } from '../relay/environment';
import { useReadModels } from './FreshnessScope';
import { refreshStatusesSoon } from './projectionStatuses';

const CHANGES_SUBSCRIPTION =
  'subscription ChangesSubscription($topics: [String!]!, $entities: [String!]) { changes(topics: $topics, entities: $entities) { topic position entities } }';

/**
 * Runs `run` for change notifications so that at most one run is in flight: a notification
 * during a run makes exactly one more run after it (the last change is always applied), and
 * a burst makes a bounded number of runs (the server already coalesces announcements).
 */
export function coalescedRunner(run: () => Promise<unknown> | unknown): () => void {
  let running = false;
  let again = false;
  const fire = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    Promise.resolve()
      .then(run)
      .catch((e) => console.error('Refresh after a change failed', e))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          fire();
        }
      });
  };
  return fire;
}

/**
 * A refetch that always answers with data fetched after it was called. Relay's `fetchQuery`
 * joins a request already in flight for the same query and variables, so a refetch asked for
 * while another runs (a save's refetch, then the read model's change notification) would get
 * the older answer and the newer data would never show. Here a call during a run waits for
 * it, then makes one more run, shared by every call made meanwhile.
 */
export function freshRunner(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const p = run()
      .catch((e) => console.error('Refetch failed', e))
      .finally(() => {
        if (current === p) current = null;
      });
    current = p;
    return p;
  };
  return () => {
    if (!current) return start();
    if (!next) {
      next = current.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}

/**
 * Calls `onChange` whenever the server announces that a read model of one of `topics`
 * advanced (ARCHITECTURE "Subscriptions") — with `entities` (e.g. `case:12`), only when one of
 * those entities changed, so an open case refetches for its own case only. At once for the
 * first change, then at most one run at a time (`coalescedRunner`). The topics are named in
 * the screen's FreshnessScope, and each notification refreshes the freshness badge.
 */
export function useChanges(topics: readonly string[], onChange: () => Promise<unknown> | unknown, entities: readonly string[] = []): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  const key = topics.join(',');
  const entityKey = entities.join(',');
  useReadModels(topics);
  useEffect(() => {
    const fire = coalescedRunner(() => callback.current());
    const unsubscribe = getWsClient().subscribe(
      { query: CHANGES_SUBSCRIPTION, variables: { topics: key.split(','), entities: entityKey ? entityKey.split(',') : null } },
      {
        next: () => {
          refreshStatusesSoon();
          fire();
        },
        error: (err) => console.error('Changes subscription failed', err),
        complete: () => undefined,
      },
    );
    return () => unsubscribe();
  }, [key, entityKey]);
}
