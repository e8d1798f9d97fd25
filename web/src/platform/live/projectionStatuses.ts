import { postGraphQL } from '../relay/environment';
import { getSocketState, subscribeSocketState } from './socketState';
import type { ProjectionStatusRow, StatusSnapshot } from './freshness';

// The chrome's own request, like the changes subscription: it is not screen data, so it stays
// out of the Relay store; one poller serves every badge on screen.
const STATUSES_QUERY = 'query FreshnessProjectionStatuses { projectionStatuses { name version position lag state lastError updatedAt } }';

/** While something is behind, offline or rebuilding, look again every 5 s (platform issue §3). */
export const NOT_LIVE_POLL_MS = 5_000;
/** While all is live, change notifications refresh the statuses; this only catches a projector that stalls silently. */
export const LIVE_POLL_MS = 30_000;
/** Change notifications come in bursts: one status request per burst. */
const CHANGE_REFRESH_MS = 300;

let snapshot: StatusSnapshot = { rows: null, fetchFailed: false, fetchedAt: null };
const listeners = new Set<() => void>();
let pollTimer: ReturnType<typeof setTimeout> | null = null;
let soonTimer: ReturnType<typeof setTimeout> | null = null;
let inFlight = false;
let again = false;
let unsubscribeSocket: (() => void) | null = null;

function publish(next: StatusSnapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

function allLive(): boolean {
  const socket = getSocketState();
  return socket.status === 'connected' && !snapshot.fetchFailed && !!snapshot.rows && snapshot.rows.every((r) => r.state === 'live' && r.lag === 0);
}

function schedulePoll() {
  if (pollTimer) clearTimeout(pollTimer);
  if (listeners.size === 0) return;
  pollTimer = setTimeout(() => void fetchStatuses(), allLive() ? LIVE_POLL_MS : NOT_LIVE_POLL_MS);
}

async function fetchStatuses(): Promise<void> {
  if (inFlight) {
    again = true;
    return;
  }
  inFlight = true;
  try {
    const result = (await postGraphQL(STATUSES_QUERY, {})) as { data?: { projectionStatuses?: ProjectionStatusRow[] } };
    const rows = result.data?.projectionStatuses ?? [];
    publish({ rows, fetchFailed: false, fetchedAt: Date.now() });
  } catch (e) {
    console.error('Projection statuses failed', e);
    publish({ ...snapshot, fetchFailed: true });
  } finally {
    inFlight = false;
  }
  if (again) {
    again = false;
    void fetchStatuses();
    return;
  }
  schedulePoll();
}

/** A read model advanced (a change notification): refresh the statuses once the burst settles. */
export function refreshStatusesSoon(): void {
  if (listeners.size === 0 || soonTimer) return;
  soonTimer = setTimeout(() => {
    soonTimer = null;
    void fetchStatuses();
  }, CHANGE_REFRESH_MS);
}

export function getStatusSnapshot(): StatusSnapshot {
  return snapshot;
}

/** The first badge on screen starts the poller; the last one to go stops it. */
export function subscribeStatuses(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    let wasConnected = getSocketState().status === 'connected';
    // A reconnected socket may have missed notifications: look at once, and poll fast while down.
    unsubscribeSocket = subscribeSocketState(() => {
      const connected = getSocketState().status === 'connected';
      if (connected !== wasConnected) {
        wasConnected = connected;
        if (connected) void fetchStatuses();
        else schedulePoll();
      }
    });
    void fetchStatuses();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      if (pollTimer) clearTimeout(pollTimer);
      if (soonTimer) clearTimeout(soonTimer);
      pollTimer = soonTimer = null;
      unsubscribeSocket?.();
      unsubscribeSocket = null;
    }
  };
}
