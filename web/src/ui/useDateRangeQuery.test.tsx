import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { createTestEnvironment } from '../test/relayEnvironment';
import { PREFERENCE_KEYS, writePreference } from '../platform/preferences/storage';
import { renderUi } from './testUtils';
import { useDateRangeQuery } from './useDateRangeQuery';
import type { useDateRangeQueryTestQuery as DeadlineBadgeQuery } from './__generated__/useDateRangeQueryTestQuery.graphql';

// Any query with two date variables will do: a user's deadline count has fromDate/toDate.
const deadlineQuery = graphql`
  query useDateRangeQueryTestQuery($userId: Int!, $fromDate: NaiveDate!, $toDate: NaiveDate!) {
    user(id: $userId) {
      id
      deadlineCount(fromDate: $fromDate, toDate: $toDate)
    }
  }
`;

function Count({ queryRef }: { queryRef: PreloadedQuery<DeadlineBadgeQuery> }) {
  const data = usePreloadedQuery<DeadlineBadgeQuery>(deadlineQuery, queryRef);
  return <p>{data.user?.deadlineCount} deadlines</p>;
}

function Screen() {
  const state = useDateRangeQuery<DeadlineBadgeQuery>(deadlineQuery, (range) => ({ userId: 7, fromDate: range.startDate, toDate: range.endDate }));
  if (state.status === 'waiting') return <p>Pick a start and an end date.</p>;
  return <Suspense fallback={<p>Loading…</p>}>{state.queryRef ? <Count queryRef={state.queryRef} /> : <p>Loading…</p>}</Suspense>;
}

describe('useDateRangeQuery (spec 3 §1: queries wait until both dates are set)', () => {
  it('runs nothing while a date is missing, then runs for the range and again when it changes', async () => {
    writePreference(PREFERENCE_KEYS.startDate, '2025-01-01');
    writePreference(PREFERENCE_KEYS.endDate, '');
    const { environment, calls } = createTestEnvironment((_name, variables) => ({ user: { id: 'u7', deadlineCount: variables.toDate === '2025-01-31' ? 3 : 5 } }));
    renderUi(
      <RelayEnvironmentProvider environment={environment}>
        <Screen />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByText('Pick a start and an end date.')).toBeVisible();
    expect(calls).toEqual([]);
    await act(async () => writePreference(PREFERENCE_KEYS.endDate, '2025-01-31'));
    expect(await screen.findByText('3 deadlines')).toBeVisible();
    expect(calls).toEqual([{ name: 'useDateRangeQueryTestQuery', variables: { userId: 7, fromDate: '2025-01-01', toDate: '2025-01-31' } }]);
    await act(async () => writePreference(PREFERENCE_KEYS.endDate, '2025-02-28'));
    expect(await screen.findByText('5 deadlines')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
