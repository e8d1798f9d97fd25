import { useEffect, useRef } from 'react';
import { getWsClient } from '../relay/environment';

const CHANGES_SUBSCRIPTION = 'subscription ChangesSubscription($topics: [String!]!) { changes(topics: $topics) { topic position } }';

/**
 * Calls `onChange` whenever the server announces that a read model of one of `topics`
 * advanced (ARCHITECTURE "Subscriptions"). Bursts are coalesced so a batch of events
 * triggers one refetch.
 */
export function useChanges(topics: readonly string[], onChange: () => void, coalesceMs = 150): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  const key = topics.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = getWsClient().subscribe(
      { query: CHANGES_SUBSCRIPTION, variables: { topics: key.split(',') } },
      {
        next: () => {
          if (timer) clearTimeout(timer);
          timer = setTimeout(() => callback.current(), coalesceMs);
        },
        error: (err) => console.error('Changes subscription failed', err),
        complete: () => undefined,
      },
    );
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [key, coalesceMs]);
}
