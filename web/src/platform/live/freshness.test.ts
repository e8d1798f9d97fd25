import { describe, expect, it } from 'vitest';
import { computeFreshness, servingStatus, type ProjectionStatusRow, type StatusSnapshot } from './freshness';
import type { SocketState } from './socketState';

const row = (name: string, over: Partial<ProjectionStatusRow> = {}): ProjectionStatusRow => ({
  name,
  version: 1,
  position: 100,
  lag: 0,
  state: 'live',
  lastError: null,
  updatedAt: '2026-11-22T21:03:12Z',
  ...over,
});
const up: SocketState = { status: 'connected', downSince: null, failed: false };
const snap = (rows: ProjectionStatusRow[] | null, over: Partial<StatusSnapshot> = {}): StatusSnapshot => ({ rows, fetchFailed: false, fetchedAt: Date.parse('2026-11-22T21:05:00Z'), ...over });

describe('freshness of a screen (platform issue §3)', () => {
  it('is live while the socket is connected and its read models are caught up', () => {
    expect(computeFreshness(['cases'], up, snap([row('cases'), row('organization', { lag: 9 })]))).toEqual({ kind: 'live' });
  });

  it('says how many events behind and as of when a read model lags', () => {
    expect(computeFreshness(['cases', 'organization'], up, snap([row('cases', { lag: 42, updatedAt: '2026-11-22T21:03:12Z' }), row('organization')]))).toEqual({
      kind: 'behind',
      asOf: '2026-11-22T21:03:12Z',
      eventsBehind: 42,
    });
  });

  it('is offline as of the moment the socket went down', () => {
    const down: SocketState = { status: 'connecting', downSince: Date.parse('2026-11-22T21:04:00Z'), failed: true };
    expect(computeFreshness(['cases'], down, snap([row('cases')]))).toEqual({ kind: 'offline', asOf: '2026-11-22T21:04:00.000Z' });
    expect(computeFreshness(['cases'], up, snap([row('cases')], { fetchFailed: true }))).toEqual({ kind: 'offline', asOf: '2026-11-22T21:05:00.000Z' });
  });

  it('shows a failed read model first, with its error', () => {
    const down: SocketState = { status: 'closed', downSince: 1, failed: true };
    expect(computeFreshness(['cases'], down, snap([row('cases', { state: 'failed', lastError: 'bad row' })]))).toEqual({ kind: 'failed', asOf: '2026-11-22T21:03:12Z', error: 'bad row' });
  });

  it('shows a rebuild only when no live generation serves', () => {
    expect(computeFreshness(['cases'], up, snap([row('cases', { state: 'rebuilding', lag: 500 })]))).toMatchObject({ kind: 'rebuilding', eventsBehind: 500 });
    const blueGreen = [row('cases', { version: 1 }), row('cases', { version: 2, state: 'rebuilding', lag: 500 })];
    expect(servingStatus(blueGreen, 'cases')?.version).toBe(1);
    expect(computeFreshness(['cases'], up, snap(blueGreen))).toEqual({ kind: 'live' });
  });

  it('is still checking before the first answer or the first connection', () => {
    expect(computeFreshness(['cases'], up, snap(null))).toEqual({ kind: 'checking' });
    expect(computeFreshness(['cases'], { status: 'connecting', downSince: null, failed: false }, snap([row('cases')]))).toEqual({ kind: 'checking' });
  });
});
