import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { graphql, loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestEnvironment } from '../../test/relayEnvironment';
import { useRouteQueryData } from './routeQuery';
import queryNode, { type routeQueryTestQuery } from './__generated__/routeQueryTestQuery.graphql';

graphql`
  query routeQueryTestQuery($userId: Int!, $fromDate: NaiveDate!, $toDate: NaiveDate!) {
    user(id: $userId) {
      id
      deadlineCount(fromDate: $fromDate, toDate: $toDate)
    }
  }
`;

function Count({ userId }: { userId: number }) {
  const data = useRouteQueryData<routeQueryTestQuery>(queryNode, { userId, fromDate: '2025-01-01', toDate: '2025-01-31' });
  return <p>{data.user?.deadlineCount} deadlines</p>;
}

function Page() {
  const [userId, setUserId] = useState(7);
  return (
    <>
      <button onClick={() => setUserId(8)}>Next user</button>
      <Suspense fallback={<p>Loading…</p>}>
        <Count userId={userId} />
      </Suspense>
    </>
  );
}

describe('useRouteQueryData (issue #37: the route loader starts the query)', () => {
  it('reads the loader’s reference without a second request, and loads again when the variables change, keeping the old answer meanwhile', async () => {
    const { environment, calls } = createTestEnvironment((_name, variables) => ({ user: { id: `u${variables.userId}`, deadlineCount: variables.userId === 7 ? 3 : 5 } }));
    const router = createMemoryRouter([
      { path: '/', loader: () => loadQuery<routeQueryTestQuery>(environment, queryNode, { userId: 7, fromDate: '2025-01-01', toDate: '2025-01-31' }), element: <Page /> },
    ]);
    render(
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findByText('3 deadlines')).toBeVisible();
    expect(calls).toHaveLength(1);
    await act(async () => screen.getByRole('button', { name: 'Next user' }).click());
    expect(await screen.findByText('5 deadlines')).toBeVisible();
    expect(calls.map((c) => c.variables.userId)).toEqual([7, 8]);
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
