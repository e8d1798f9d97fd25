// Display formatting only; business figures come computed from the server (ARCHITECTURE "Read side").

/** Truncate to `max` characters plus an ellipsis (spec 1 §2.5: type/source 15, CR source 20). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const usd2 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money arrives as integer cents (ARCHITECTURE "Money"); tables show no decimals. */
export function formatMoneyCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return usd0.format(cents / 100);
}

/** spec 1 §9: money in dialogs shows 2 decimals. */
export function formatMoneyCentsPrecise(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return usd2.format(cents / 100);
}

/** spec 1 §9: over 999 as k with one decimal, over 999998 as M. */
export function formatMoneyShort(dollars: number): string {
  if (dollars > 999_998) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars > 999) return `$${(dollars / 1000).toFixed(1)}k`;
  return `$${Math.round(dollars)}`;
}

export function formatMoneyRange(from: number, to: number): string {
  return `${formatMoneyShort(from)} - ${formatMoneyShort(to)}`;
}

export function formatPercent(value: number, decimals = 1): string {
  return `${value.toFixed(decimals)}%`;
}

/** Phone mask (###) ###-#### (spec 1 §5). Applies to whatever digits were typed so far. */
export function maskPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** SSN mask ###-##-#### (spec 1 §5). */
export function maskSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** spec 1 §9: incident time (stored `HH:MM`, 24 h) is shown `h:mm a`, e.g. `2:05 PM`. */
export function formatIncidentTime(time: string | null | undefined): string {
  if (!time) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!m) return time;
  const hour = Number(m[1]);
  if (hour > 23) return time;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "today", "1 day ago", "542 days ago" (spec 1 §2.6: date of incident with days elapsed). */
export function formatDaysAgo(days: number | null | undefined): string {
  if (days === null || days === undefined) return '';
  if (days === 0) return 'today';
  if (days < 0) return days === -1 ? 'in 1 day' : `in ${-days} days`;
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** An event type such as `case_status_changed` read as words: "Case status changed". */
export function humanizeIdentifier(identifier: string): string {
  const words = identifier.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}
