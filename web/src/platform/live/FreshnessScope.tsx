import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { computeFreshness, type Freshness } from './freshness';
import { getStatusSnapshot, subscribeStatuses } from './projectionStatuses';
import { getSocketState, subscribeSocketState } from './socketState';

type Register = (topics: string) => () => void;

const RegisterContext = createContext<Register | null>(null);
const TopicsContext = createContext<readonly string[]>([]);

/**
 * A screen (a section of the layout, a dialog) whose freshness one badge shows. Every live
 * query or change subscription inside it (`useChanges`) names its read models here, so a new
 * screen gets the badge without doing anything.
 */
export function FreshnessScope({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(() => new Map());
  const register = useCallback<Register>((key) => {
    const bump = (by: number) =>
      setCounts((current) => {
        const next = new Map(current);
        for (const topic of key.split(',').filter(Boolean)) {
          const n = (next.get(topic) ?? 0) + by;
          if (n > 0) next.set(topic, n);
          else next.delete(topic);
        }
        return next;
      });
    bump(1);
    return () => bump(-1);
  }, []);
  const topicKey = [...counts.keys()].sort().join(',');
  const topics = useMemo(() => (topicKey ? topicKey.split(',') : []), [topicKey]);
  return (
    <RegisterContext.Provider value={register}>
      <TopicsContext.Provider value={topics}>{children}</TopicsContext.Provider>
    </RegisterContext.Provider>
  );
}

/** Names the read models a screen reads in the nearest FreshnessScope (called by `useChanges`). */
export function useReadModels(topics: readonly string[]): void {
  const register = useContext(RegisterContext);
  const key = topics.join(',');
  useEffect(() => (register ? register(key) : undefined), [register, key]);
}

/** The freshness of read models `topics`: live while the socket is up and they are caught up. */
export function useFreshness(topics: readonly string[]): Freshness {
  const socket = useSyncExternalStore(subscribeSocketState, getSocketState);
  const snapshot = useSyncExternalStore(subscribeStatuses, getStatusSnapshot);
  return useMemo(() => computeFreshness(topics, socket, snapshot), [topics, socket, snapshot]);
}

/** The read models named in the nearest FreshnessScope (what its badge reports on). */
export function useScreenTopics(): readonly string[] {
  return useContext(TopicsContext);
}
