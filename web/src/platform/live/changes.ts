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
