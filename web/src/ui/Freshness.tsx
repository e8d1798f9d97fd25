import { Badge } from '@radix-ui/themes';
import { useFirmTimeZone } from '../platform/FirmTimeZone';
import type { Freshness } from '../platform/live/freshness';
import { useFreshness, useScreenTopics } from '../platform/live/FreshnessScope';

export type { Freshness };


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

/** The badge of the nearest FreshnessScope; nothing while no read model is on screen. */
export function ScreenFreshness() {
  const topics = useScreenTopics();
  if (topics.length === 0) return null;
  return <ConnectedBadge topics={topics} />;
}

function ConnectedBadge({ topics }: { topics: readonly string[] }) {
  return <FreshnessBadge freshness={useFreshness(topics)} />;
}
