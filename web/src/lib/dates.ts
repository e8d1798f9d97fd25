// Calendar dates are handled as ISO strings (YYYY-MM-DD). Arithmetic runs on
// UTC midnights so that no local clock or DST shift can move a date.

/**
 * spec 1 §9 / ARCHITECTURE "Time": the firm's zone (server `Query.timeZone`) defines "today"
 * and how instants show. This is only the fallback until the server's answer has loaded;
 * components take the zone from `useFirmTimeZone()`.
 */
export const DEFAULT_TIME_ZONE = 'America/Denver';

export type IsoDate = string;

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
  /** spec 1 §4: set only by the Past 90 Days choice. */
  pastNinetyDays: boolean;
}

export type StepUnit = 'week' | 'month' | 'quarter' | 'year';

const DAY_MS = 86_400_000;

export function parseIso(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function toIso(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseIso(value).getTime());
}

/** Today's calendar date in the firm's time zone, for the given clock. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIso(new Date(parseIso(date).getTime() + days * DAY_MS));
}

function ymd(date: IsoDate): [number, number, number] {
  const d = parseIso(date);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
}

function fromParts(year: number, monthIndex: number, day: number): IsoDate {
  return toIso(new Date(Date.UTC(year, monthIndex, day)));
}

/** Bounds of the period of `unit` that contains `date`; weeks start on Monday (ARCHITECTURE "Time"). */
export function periodContaining(date: IsoDate, unit: StepUnit): [IsoDate, IsoDate] {
  const [y, m] = ymd(date);
  switch (unit) {
    case 'week': {
      const weekday = (parseIso(date).getUTCDay() + 6) % 7; // Monday = 0
      const start = addDays(date, -weekday);
      return [start, addDays(start, 6)];
    }
    case 'month':
      return [fromParts(y, m, 1), fromParts(y, m + 1, 0)];
    case 'quarter': {
      const q = Math.floor(m / 3) * 3;
      return [fromParts(y, q, 1), fromParts(y, q + 3, 0)];
    }
    case 'year':
      return [fromParts(y, 0, 1), fromParts(y, 11, 31)];
  }
}

function range(startDate: IsoDate, endDate: IsoDate, pastNinetyDays = false): DateRange {
  return { startDate, endDate, pastNinetyDays };
}

// spec 1 §2.2 date-range shortcuts; spec 1 §4: default range is the current month.
export function currentMonth(today: IsoDate): DateRange {
  const [s, e] = periodContaining(today, 'month');
  return range(s, e);
}

/** spec 1 §4 / §9: start 90 days ago, end today, and the flag set. */
export function pastNinetyDays(today: IsoDate): DateRange {
  return range(addDays(today, -90), today, true);
}

export function currentQuarter(today: IsoDate): DateRange {
  const [s, e] = periodContaining(today, 'quarter');
  return range(s, e);
}

export function yearToDate(today: IsoDate): DateRange {
  const [y] = ymd(today);
  return range(fromParts(y, 0, 1), today);
}

/**
 * Previous/next stepper: the whole period of `unit` before or after the one that
 * contains the current start date (spec 1 §2.2 is silent on the anchor; see docs/web.md).
 */
export function step(current: DateRange, unit: StepUnit, direction: -1 | 1): DateRange {
  const [start, end] = periodContaining(current.startDate, unit);
  const anchor = direction < 0 ? addDays(start, -1) : addDays(end, 1);
  const [s, e] = periodContaining(anchor, unit);
  return range(s, e);
}

/** spec 1 §4, §9: deadline horizons in days; One Week is the default. */
export const DEADLINE_HORIZONS = [
  { label: 'One Week', days: 7 },
  { label: 'One Month', days: 30 },
  { label: 'Three Months', days: 90 },
  { label: 'Six Months', days: 180 },
] as const;

/** spec 1 §7: deadline_count runs from the fixed date 1900-01-01 to today + horizon. */
export const DEADLINE_FROM_DATE = '1900-01-01';

export function deadlineToDate(today: IsoDate, horizonDays: number): IsoDate {
  return addDays(today, horizonDays);
}

/** Display as MM/DD/YYYY (spec 1 §3 custom-field dates). */
export function formatUsDate(date: IsoDate | null | undefined): string {
  if (!date || !isIsoDate(date.slice(0, 10))) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

// --- Instants (UTC timestamps) shown and picked in the firm's zone (ARCHITECTURE "Time") ---

/** `YYYY-MM-DDTHH:mm:ss`: a wall-clock time in some zone, as a datetime-local input holds it. */
export type WallTime = string;

function wallParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at `at`, in ms (Denver in summer: -6 h). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = wallParts(at, timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The wall-clock time of an instant in the zone (seconds precision). */
export function instantToWallTime(instant: string | Date, timeZone: string): WallTime {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const p = wallParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/**
 * The instant (ISO, UTC) at which the zone's clocks showed `wall`. A wall time that a DST
 * change skips resolves to the instant one hour later; a repeated one to its first occurrence.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const guess = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(guess)) return null;
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  const second = guess - zoneOffsetMs(new Date(first), timeZone);
  return new Date(Math.min(first, second)).toISOString();
}

/** `MM/DD/YYYY h:mm a` (with seconds when asked) in the firm's zone. */
export function formatDateTime(instant: string | null | undefined, opts: { timeZone: string; seconds?: boolean }): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const p = wallParts(at, opts.timeZone);
  const hour = Number(p.hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${p.month}/${p.day}/${p.year} ${h12}:${p.minute}${opts.seconds ? `:${p.second}` : ''} ${suffix}`;
}
