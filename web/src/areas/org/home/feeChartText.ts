// Display text for the server's judgements on the Home fee charts (spec 3 §2.3, §9); the
// judgements themselves come computed from `domain::goals` (ARCHITECTURE "Read side").

export type View = 'chart' | 'table';
export type Sort = 'amount' | 'name';

/** spec 3 §2.3 bar colours as words (colour is never the only sign). */
export const COLOUR_TEXT: Record<string, string> = { green: 'At goal', amber: 'Near goal', red: 'Below goal', none: 'No fees' };

const TINTS: Record<string, string> = { green: 'var(--green-3)', amber: 'var(--amber-3)', red: 'var(--red-3)' };

export function colourTint(colour: string): string | undefined {
  return TINTS[colour];
}

/** spec 3 §9 "Year-to-date icons: 100% or more, 90% or more, 75% or more, else alert." */
export const YTD_ICON: Record<string, { symbol: string; text: string; color: 'green' | 'indigo' | 'amber' | 'red' }> = {
  met: { symbol: '★', text: 'Year to date at goal', color: 'green' },
  close: { symbol: '✔', text: 'Year to date within 90% of goal', color: 'indigo' },
  behind: { symbol: '◐', text: 'Year to date within 75% of goal', color: 'amber' },
  alert: { symbol: '⚠', text: 'Year to date below 75% of goal', color: 'red' },
};

/** spec 3 §9 4-week trend. */
export const TREND_TEXT: Record<string, { symbol: string; text: string }> = {
  up: { symbol: '↗', text: '4-week trend upward' },
  flat: { symbol: '→', text: '4-week trend flat' },
  down: { symbol: '↘', text: '4-week trend downward' },
};

/** spec 3 §9 text colours (success, primary, warning, error) as Radix colours. */
export const LEVEL_COLOR: Record<string, 'green' | 'indigo' | 'amber' | 'red'> = { success: 'green', primary: 'indigo', warning: 'amber', error: 'red' };

/** A week's Monday as a short label, e.g. "Nov 16". */
export function weekLabel(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
