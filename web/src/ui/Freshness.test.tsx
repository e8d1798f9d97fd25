import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FirmTimeZoneProvider } from '../platform/FirmTimeZone';
import { FreshnessBadge, formatAsOf, type Freshness } from './Freshness';
import { renderUi } from './testUtils';

const now = new Date('2026-11-22T21:10:00Z');
const badge = (freshness: Freshness) =>
  renderUi(
    <FirmTimeZoneProvider timeZone="America/Denver">
      <FreshnessBadge freshness={freshness} now={now} />
    </FirmTimeZoneProvider>,
  );

describe('FreshnessBadge (platform issue §3)', () => {
  it('says Live with a green dot', () => {
    badge({ kind: 'live' });
    expect(screen.getByRole('status', { name: 'Data freshness: Live' })).toHaveTextContent('Live');
  });

  it('says as of when and how many events behind, in the firm zone', () => {
    badge({ kind: 'behind', asOf: '2026-11-22T21:03:12Z', eventsBehind: 42 });
    expect(screen.getByRole('status', { name: 'Data freshness: As of 14:03:12 · 42 events behind' })).toBeVisible();
  });

  it('says Offline while the socket is down', () => {
    badge({ kind: 'offline', asOf: '2026-11-22T21:04:00Z' });
    expect(screen.getByRole('status', { name: 'Data freshness: Offline — as of 14:04:00' })).toBeVisible();
  });

  it('says Rebuilding and Failed', () => {
    badge({ kind: 'rebuilding', asOf: '2026-11-22T21:03:12Z', eventsBehind: 1 });
    expect(screen.getByRole('status', { name: /^Data freshness: Rebuilding — as of 14:03:12 · 1 event behind$/ })).toBeVisible();
    badge({ kind: 'failed', asOf: '2026-11-22T21:03:12Z', error: 'constraint' });
    const failed = screen.getByRole('status', { name: 'Data freshness: Failed — as of 14:03:12' });
    expect(failed).toHaveAttribute('title', 'A read model failed: constraint');
  });

  it('says Checking before it knows', () => {
    badge({ kind: 'checking' });
    expect(screen.getByRole('status', { name: 'Data freshness: Checking…' })).toBeVisible();
  });

  it('names the day of an older instant', () => {
    expect(formatAsOf('2026-11-20T21:03:12Z', 'America/Denver', now)).toBe('11/20 14:03:12');
    expect(formatAsOf(null, 'America/Denver', now)).toBe('unknown');
  });
});
