import type { SocketState } from './socketState';

/** How fresh a screen's read models are (platform issue §3, ARCHITECTURE "Freshness"). */
export type Freshness =
  | { kind: 'checking' }
  | { kind: 'live' }
  | { kind: 'behind'; asOf: string | null; eventsBehind: number }
  | { kind: 'offline'; asOf: string | null }
  | { kind: 'rebuilding'; asOf: string | null; eventsBehind: number }
  | { kind: 'failed'; asOf: string | null; error: string | null };


/** One row of `projectionStatuses` (one generation of a read model). */
export interface ProjectionStatusRow {
  name: string;
  version: number;
  position: number;
  lag: number;
  /** live | rebuilding | failed */
  state: string;
  lastError: string | null;
  updatedAt: string | null;
}

export interface StatusSnapshot {
  rows: readonly ProjectionStatusRow[] | null;
  /** The last status request failed (the server is unreachable over HTTP too). */
  fetchFailed: boolean;
  /** When rows were last fetched (ms since the epoch). */
  fetchedAt: number | null;
}

/**
 * The generation that serves a read model's reads. During a blue/green rebuild the old
 * generation keeps serving while a new one fills: a live row wins over a rebuilding one.
 * (`projectionStatuses` does not say which generation is active; a live one is.)
 */
export function servingStatus(rows: readonly ProjectionStatusRow[], name: string): ProjectionStatusRow | null {
  const own = rows.filter((r) => r.name === name);
  if (own.length === 0) return null;
  const rank = (r: ProjectionStatusRow) => (r.state === 'live' ? 0 : r.state === 'rebuilding' ? 1 : 2);
  return [...own].sort((a, b) => rank(a) - rank(b) || a.lag - b.lag)[0];
}

function oldest(instants: (string | null)[]): string | null {
  const known = instants.filter((t): t is string => !!t).sort();
  return known[0] ?? null;
}

/**
 * Pure: the freshness of a screen that reads `topics` (read-model names). A failed read
 * model wins, then an outage (the socket is down or the server does not answer: change
 * notifications are lost, so the screen is as of the moment the socket went down), then a
 * rebuild, then a lag; otherwise the screen is live.
 */
export function computeFreshness(topics: readonly string[], socket: SocketState, snapshot: StatusSnapshot): Freshness {
  const served = snapshot.rows ? topics.map((t) => servingStatus(snapshot.rows!, t)).filter((r): r is ProjectionStatusRow => r !== null) : [];
  const failed = served.filter((r) => r.state === 'failed');
  if (failed.length > 0) return { kind: 'failed', asOf: oldest(failed.map((r) => r.updatedAt)), error: failed[0].lastError };
  if (socket.failed || socket.status === 'closed' || snapshot.fetchFailed) {
    const down = socket.downSince ?? snapshot.fetchedAt;
    return { kind: 'offline', asOf: down !== null ? new Date(down).toISOString() : oldest(served.map((r) => r.updatedAt)) };
  }
  if (!snapshot.rows || socket.status !== 'connected') return { kind: 'checking' };
  const rebuilding = served.filter((r) => r.state === 'rebuilding');
  if (rebuilding.length > 0) {
    return { kind: 'rebuilding', asOf: oldest(rebuilding.map((r) => r.updatedAt)), eventsBehind: Math.max(...rebuilding.map((r) => r.lag)) };
  }
  const lagging = served.filter((r) => r.lag > 0);
  if (lagging.length > 0) {
    return { kind: 'behind', asOf: oldest(lagging.map((r) => r.updatedAt)), eventsBehind: Math.max(...lagging.map((r) => r.lag)) };
  }
  return { kind: 'live' };
}
