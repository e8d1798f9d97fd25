import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getWsClient } from '../relay/environment';

// spec 1 §4 "Presence": the socket opens after the layout loads, takes the initial state,
// then joins and leaves; it closes when the layout goes away.

export type PresenceKind = 'STATE' | 'JOIN' | 'LEAVE';
export interface PresenceEvent {
  kind: PresenceKind;
  userIds: readonly number[];
}

export function applyPresence(online: ReadonlySet<number>, event: PresenceEvent): Set<number> {
  if (event.kind === 'STATE') return new Set(event.userIds);
  const next = new Set(online);
  if (event.kind === 'JOIN') event.userIds.forEach((id) => next.add(id));
  else event.userIds.forEach((id) => next.delete(id));
  return next;
}

const PresenceContext = createContext<ReadonlySet<number>>(new Set());

const PRESENCE_SUBSCRIPTION = 'subscription PresenceSubscription { presence { kind userIds } }';

export function PresenceProvider({ children }: { children: ReactNode }) {
  const [online, setOnline] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const unsubscribe = getWsClient().subscribe<{ presence: PresenceEvent }>(
      { query: PRESENCE_SUBSCRIPTION },
      {
        next: (msg) => {
          const event = msg.data?.presence;
          if (event) setOnline((current) => applyPresence(current, event));
        },
        // spec 1 §8: a presence failure is logged only.
        error: (err) => console.error('Presence subscription failed', err),
        complete: () => undefined,
      },
    );
    return () => {
      unsubscribe();
      setOnline(new Set());
    };
  }, []);
  return <PresenceContext.Provider value={online}>{children}</PresenceContext.Provider>;
}

export function useOnlineUserIds(): ReadonlySet<number> {
  return useContext(PresenceContext);
}
