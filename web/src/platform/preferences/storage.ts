// spec 1 §3 "Client-side saved preferences": kept in localStorage under one prefix.
import { useSyncExternalStore } from 'react';

const PREFIX = 'caseboard.';
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((l) => l());
}

export function readPreference<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writePreference<T>(key: string, value: T | null | undefined): void {
  if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
  else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A preference as React state; the raw JSON is the snapshot so equal values do not re-render. */
export function usePreference<T>(key: string, fallback: T): [T, (value: T | null) => void] {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(PREFIX + key));
  let value = fallback;
  if (raw !== null) {
    try {
      value = JSON.parse(raw) as T;
    } catch {
      value = fallback;
    }
  }
  return [value, (next: T | null) => writePreference(key, next)];
}

export const PREFERENCE_KEYS = {
  token: 'token',
  startDate: 'startDate',
  endDate: 'endDate',
  pastNinetyDays: 'pastNinetyDays',
  deadlineHorizon: 'deadlineHorizon',
  selectedTeamId: 'selectedTeamId',
  actAsUserId: 'actAsUserId',
  retryPhase: 'retryPhase',
  showTeamDemands: 'showTeamDemands',
  hiddenFileReviewStages: 'hiddenFileReviewStages',
  hiddenClientContactStages: 'hiddenClientContactStages',
  inventoryActiveTeamOnly: 'inventoryActiveTeamOnly',
  inventoryViewMode: 'inventoryViewMode',
  newLeadDraft: 'newLeadDraft',
  signInDevices: 'signInDevices',
  sortPrefix: 'sort.',
} as const;
