// spec 3 §8: any failed query other than 'unauthorized' starts a retry phase: the first
// failed query is refetched after 2 s; a repeated failure of the same query within 10 s
// is refetched after 2 s again; 15 s after it began the phase is over. The failure time
// and query key are kept in browser storage.

export const RETRY_DELAY_MS = 2000;
export const REPEAT_WINDOW_MS = 10_000;
export const PHASE_LENGTH_MS = 15_000;

export interface RetryPhaseState {
  startedAt: number | null;
  failures: Record<string, number>;
}

export const EMPTY_PHASE: RetryPhaseState = { startedAt: null, failures: {} };

export interface RetryDecision {
  state: RetryPhaseState;
  /** Refetch after RETRY_DELAY_MS (true) or give up and show the error (false). */
  retry: boolean;
}

export function onQueryFailure(state: RetryPhaseState, queryKey: string, now: number): RetryDecision {
  const active = state.startedAt !== null && now - state.startedAt <= PHASE_LENGTH_MS;
  if (active) {
    return { state: { startedAt: state.startedAt, failures: { ...state.failures, [queryKey]: now } }, retry: true };
  }
  const lastFailure = state.failures[queryKey];
  if (lastFailure !== undefined && now - lastFailure <= REPEAT_WINDOW_MS) {
    // The phase this query was retried in has ended: stop and let the screen show its error.
    return { state: { startedAt: null, failures: { [queryKey]: now } }, retry: false };
  }
  return { state: { startedAt: now, failures: { [queryKey]: now } }, retry: true };
}
