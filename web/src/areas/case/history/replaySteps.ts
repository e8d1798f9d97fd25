export interface ReplaySteps {
  /** The instant one event earlier than the one shown; undefined when there is none. */
  earlier: string | undefined;
  /** The instant one event later; null means "now"; undefined when already now. */
  later: string | null | undefined;
  /** 1-based number of the last event included, of `total`. */
  shown: number;
  total: number;
}

/**
 * Stepping through the replay: the instants at which the case changed are the events'
 * recorded times. "Now" is after the last event; one step earlier is the case as it stood
 * right after the event before it.
 */
export function replaySteps(entries: readonly { recordedAt: string }[], asOf: string | null): ReplaySteps {
  const instants = [...new Set(entries.map((e) => e.recordedAt))].sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
  const total = instants.length;
  const cutoff = asOf === null ? Infinity : new Date(asOf).getTime();
  let shown = 0;
  while (shown < total && new Date(instants[shown]).getTime() <= cutoff) shown += 1;
  return {
    earlier: shown >= 2 ? instants[shown - 2] : undefined,
    later: asOf === null ? undefined : shown < total ? instants[shown] : null,
    shown,
    total,
  };
}
