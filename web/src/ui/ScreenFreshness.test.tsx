import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderUi } from './testUtils';
import { ScreenFreshness } from './Freshness';
import { FreshnessScope, useReadModels } from '../platform/live/FreshnessScope';
import { socketEvents } from '../platform/live/socketState';
import { NOT_LIVE_POLL_MS } from '../platform/live/projectionStatuses';

const server = { lag: 0 };
vi.mock('../platform/relay/environment', () => ({
  postGraphQL: vi.fn(async () => {
    const lag = server.lag;
    return { data: { projectionStatuses: [{ name: 'cases', version: 1, position: 10, lag, state: 'live', lastError: null, updatedAt: '2026-11-22T21:03:12Z' }] } };
  }),
}));

function Screen() {
  useReadModels(['cases']);
  return <p>Cases</p>;
}

afterEach(() => {
  socketEvents.reset();
  vi.useRealTimers();
});

describe('FreshnessScope (platform issue §3)', () => {
  it('shows nothing while no read model is on screen', () => {
    renderUi(
      <FreshnessScope>
        <ScreenFreshness />
      </FreshnessScope>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("follows the screen's read models and the socket: live, behind, offline", async () => {
    vi.useFakeTimers();
    server.lag = 0;
    renderUi(
      <FreshnessScope>
        <ScreenFreshness />
        <Screen />
      </FreshnessScope>,
    );
    expect(screen.getByRole('status', { name: /Checking/ })).toBeInTheDocument();
    await act(async () => {
      socketEvents.connected();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('status', { name: 'Data freshness: Live' })).toBeInTheDocument();
    // The socket drops: the next poll comes in 5 s, the badge says Offline at once.
    server.lag = 3;
    await act(async () => {
      socketEvents.closed();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('status', { name: /^Data freshness: Offline — as of/ })).toBeInTheDocument();
    // Back up: statuses are looked at again at once; the read model now lags.
    await act(async () => {
      socketEvents.connected();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('status', { name: /^Data freshness: As of .* · 3 events behind$/ })).toBeInTheDocument();
    await act(async () => {
      server.lag = 0;
      await vi.advanceTimersByTimeAsync(NOT_LIVE_POLL_MS + 10);
    });
    expect(screen.getByRole('status', { name: 'Data freshness: Live' })).toBeInTheDocument();
  });
});
