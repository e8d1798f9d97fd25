/**
 * The graphql-ws socket's connection state (its `connecting` / `connected` / `closed`
 * events), as a tiny external store for `useSyncExternalStore`. The freshness badge reads it:
 * while the socket is down, change notifications are lost and a screen may be stale.
 */
export interface SocketState {
  status: 'idle' | 'connecting' | 'connected' | 'closed';
  /** When the socket last went down (closed after having been connected); null while up. */
  downSince: number | null;
  /** A connection attempt failed or a connection closed since the last successful connect. */
  failed: boolean;
}

const INITIAL: SocketState = { status: 'idle', downSince: null, failed: false };
let state: SocketState = INITIAL;
const listeners = new Set<() => void>();

function set(next: SocketState) {
  state = next;
  listeners.forEach((l) => l());
}

export const socketEvents = {
  connecting() {
    set({ ...state, status: 'connecting' });
  },
  connected() {
    set({ status: 'connected', downSince: null, failed: false });
  },
  closed(now = Date.now()) {
    set({ status: 'closed', downSince: state.downSince ?? now, failed: true });
  },
  /** The client was disposed on purpose (Log Out): not an outage. */
  reset() {
    set(INITIAL);
  },
};

export function getSocketState(): SocketState {
  return state;
}

export function subscribeSocketState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
