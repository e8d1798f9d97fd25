import { Badge } from '@radix-ui/themes';
import { useFirmTimeZone } from './FirmTimeZone';

/** How fresh a screen's read models are (platform issue §3, ARCHITECTURE "Freshness"). */
export type Freshness =
  | { kind: 'checking' }
  | { kind: 'live' }
  | { kind: 'behind'; asOf: string | null; eventsBehind: number }
  | { kind: 'offline'; asOf: string | null }
  | { kind: 'rebuilding'; asOf: string | null; eventsBehind: number }
  | { kind: 'failed'; asOf: string | null; error: string | null };

/** `14:03:12` in the firm's zone; an instant of another day also names the day (`11/21 14:03:12`). */
export function formatAsOf(instant: string | null, timeZone: string, now: Date = new Date()): string {
  if (!instant) return 'unknown';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return 'unknown';
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at);
  const day = (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit' }).format(d);
  return day(at) === day(now) ? time : `${day(at)} ${time}`;
}

function events(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'event' : 'events'} behind`;
}

/** The badge's words and colour for a state. */
export function freshnessText(freshness: Freshness, timeZone: string, now?: Date): { text: string; color: 'green' | 'amber' | 'gray' | 'red' | 'blue' } {
  switch (freshness.kind) {
    case 'live':
      return { text: 'Live', color: 'green' };
    case 'behind':
      return { text: `As of ${formatAsOf(freshness.asOf, timeZone, now)} · ${events(freshness.eventsBehind)}`, color: 'amber' };
    case 'offline':
      return { text: `Offline — as of ${formatAsOf(freshness.asOf, timeZone, now)}`, color: 'gray' };
    case 'rebuilding':
      return { text: `Rebuilding — as of ${formatAsOf(freshness.asOf, timeZone, now)} · ${events(freshness.eventsBehind)}`, color: 'blue' };
    case 'failed':
      return { text: `Failed — as of ${formatAsOf(freshness.asOf, timeZone, now)}`, color: 'red' };
    default:
      return { text: 'Checking…', color: 'gray' };
  }
}

/**
 * The one freshness badge: "Live" (green dot) while the screen's subscription is connected
 * and its read models are caught up; otherwise how old the figures are and why.
 */
export function FreshnessBadge({ freshness, now }: { freshness: Freshness; now?: Date }) {
  const timeZone = useFirmTimeZone();
  const { text, color } = freshnessText(freshness, timeZone, now);
  const detail = freshness.kind === 'failed' && freshness.error ? `A read model failed: ${freshness.error}` : undefined;
  return (
    <Badge role="status" aria-label={`Data freshness: ${text}`} title={detail ?? text} color={color} variant="soft" highContrast radius="full" className="freshness-badge" data-state={freshness.kind}>
      <span aria-hidden="true" className="freshness-dot" />
      {text}
    </Badge>
  );
}
