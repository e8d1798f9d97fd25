import { addDays } from '../../../lib/dates';

/** spec 1 §2.5: "weekly calendar starting 07:00 with 14 intervals" (one hour each). */
export const FIRST_HOUR = 7;
export const INTERVALS = 14;

/** The Monday of the week of `date` (ARCHITECTURE "Time": weeks start on Monday). */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return addDays(date, -back);
}

/** Minutes since 07:00 of an `HH:MM` time, clamped to the grid. */
export function gridMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return Math.min(Math.max(h * 60 + m - FIRST_HOUR * 60, 0), INTERVALS * 60);
}
