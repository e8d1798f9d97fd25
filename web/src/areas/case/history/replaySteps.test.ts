import { describe, expect, it } from 'vitest';
import { instantMicros, replaySteps } from './replaySteps';

const events = [
  { recordedAt: '2025-06-02T16:00:00+00:00' },
  { recordedAt: '2025-06-03T18:00:00.250+00:00' },
  { recordedAt: '2025-06-05T16:00:00+00:00' },
];

describe('stepping through a case replay', () => {
  it('from now, one step earlier is the case right after the second-to-last event', () => {
    expect(replaySteps(events, null)).toEqual({ earlier: events[1].recordedAt, later: undefined, shown: 3, total: 3, shownEvents: 3, totalEvents: 3 });
  });
  it('moves between event instants and back to now after the last one', () => {
    expect(replaySteps(events, events[1].recordedAt)).toEqual({ earlier: events[0].recordedAt, later: events[2].recordedAt, shown: 2, total: 3, shownEvents: 2, totalEvents: 3 });
    expect(replaySteps(events, events[2].recordedAt).later).toBeNull();
  });
  it('cannot step before the first event; an instant between events counts what was recorded by then', () => {
    expect(replaySteps(events, events[0].recordedAt).earlier).toBeUndefined();
    expect(replaySteps(events, '2025-06-04T00:00:00Z')).toMatchObject({ shown: 2, earlier: events[0].recordedAt, later: events[2].recordedAt });
    expect(replaySteps(events, '2020-01-01T00:00:00Z')).toMatchObject({ shown: 0, earlier: undefined });
  });
});

describe('event counts (platform issue §6: the count matches the rows)', () => {
  it('counts events, not instants, when several share one instant', () => {
    const imported = [...events, { recordedAt: events[1].recordedAt }, { recordedAt: events[1].recordedAt }];
    expect(replaySteps(imported, null)).toMatchObject({ total: 3, totalEvents: 5, shownEvents: 5 });
    expect(replaySteps(imported, events[1].recordedAt)).toMatchObject({ shown: 2, shownEvents: 4, totalEvents: 5 });
  });
});

describe('instants to the microsecond', () => {
  it('keeps events recorded within one millisecond apart (an import writes many)', () => {
    const close = [{ recordedAt: '2026-11-21T16:08:04.123456+00:00' }, { recordedAt: '2026-11-21T16:08:04.123789+00:00' }];
    expect(instantMicros(close[1].recordedAt) - instantMicros(close[0].recordedAt)).toBe(333);
    expect(replaySteps(close, close[0].recordedAt)).toMatchObject({ shown: 1, earlier: undefined, later: close[1].recordedAt });
  });
  it('reads Z, offsets and missing fractions alike', () => {
    expect(instantMicros('2026-11-21T16:08:04Z')).toBe(instantMicros('2026-11-21T16:08:04.000000+00:00'));
    expect(instantMicros('2026-11-21T09:08:04.5-07:00')).toBe(instantMicros('2026-11-21T16:08:04.500000Z'));
  });
});
