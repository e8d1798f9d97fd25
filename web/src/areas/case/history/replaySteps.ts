export interface ReplaySteps {
  /** The instant one event earlier than the one shown; undefined when there is none. */
  earlier: string | undefined;
  /** The instant one event later; null means "now"; undefined when already now. */
  later: string | null | undefined;
  /** 1-based number of the last instant included, of `total` distinct instants. */
  shown: number;
  total: number;
  /** Events recorded by the instant shown, of `totalEvents` (what the table lists: one row per event). */
  shownEvents: number;
  totalEvents: number;
}

/**
 * An RFC 3339 instant in microseconds since the epoch. The server records events to the
 * microsecond; `Date` keeps only milliseconds, which would merge two events recorded within
 * the same millisecond (an import writes many) and misplace the replay cutoff.
 */
export function instantMicros(iso: string): number {
  const m = /^(.*?:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/i.exec(iso);
  if (!m) return new Date(iso).getTime() * 1000;
  const wholeSecond = new Date(`${m[1]}${m[3]}`).getTime();
  const fraction = Number((m[2] ?? '').padEnd(6, '0').slice(0, 6));
  return wholeSecond * 1000 + fraction;
}

/**
 * Stepping through the replay: the instants at which the case changed are the events'
 * recorded times. "Now" is after the last event; one step earlier is the case as it stood
 * right after the event before it.
 */
export function replaySteps(entries: readonly { recordedAt: string }[], asOf: string | null): ReplaySteps {
  const instants = [...new Set(entries.map((e) => e.recordedAt))].sort((a, b) => instantMicros(a) - instantMicros(b));
  const total = instants.length;
  const cutoff = asOf === null ? Infinity : instantMicros(asOf);
  let shown = 0;
  while (shown < total && instantMicros(instants[shown]) <= cutoff) shown += 1;
  // Several events can share an instant (an import writes many at once): the counts the
  // screen shows are of events, like the table's rows, not of instants.
  const shownEvents = entries.filter((e) => instantMicros(e.recordedAt) <= cutoff).length;
  return {
    earlier: shown >= 2 ? instants[shown - 2] : undefined,
    later: asOf === null ? undefined : shown < total ? instants[shown] : null,
    shown,
    total,
    shownEvents,
    totalEvents: entries.length,
  };
}
