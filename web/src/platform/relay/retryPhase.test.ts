import { describe, expect, it } from 'vitest';
import { EMPTY_PHASE, onQueryFailure } from './retryPhase';

describe('query retry phase (spec 3 §8)', () => {
  it('retries the first failure and repeated failures within the phase', () => {
    let d = onQueryFailure(EMPTY_PHASE, 'Q', 0);
    expect(d.retry).toBe(true);
    d = onQueryFailure(d.state, 'Q', 2_100);
    expect(d.retry).toBe(true);
    d = onQueryFailure(d.state, 'Q', 14_000);
    expect(d.retry).toBe(true);
  });

  it('ends the phase after 15 s: a query failing again then shows its error', () => {
    let d = onQueryFailure(EMPTY_PHASE, 'Q', 0);
    d = onQueryFailure(d.state, 'Q', 14_000);
    d = onQueryFailure(d.state, 'Q', 16_100);
    expect(d.retry).toBe(false);
  });

  it('starts a new phase for a failure long after the last one', () => {
    let d = onQueryFailure(EMPTY_PHASE, 'Q', 0);
    d = onQueryFailure(d.state, 'Q', 60_000);
    expect(d.retry).toBe(true);
    expect(d.state.startedAt).toBe(60_000);
  });
});
