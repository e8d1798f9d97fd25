import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestEnvironment } from '../../../test/relayEnvironment';
import { renderUi } from '../../../ui/testUtils';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { UsersPage } from './UsersPage';
import UsersPageQueryNode, { type UsersPageQuery } from './__generated__/UsersPageQuery.graphql';

/** The live list's `changes` notification, fired by the test as the server would. */
let announceChange: () => void = () => {};
vi.mock('../../../platform/live/changes', () => ({
  useChanges: (_topics: readonly string[], onChange: () => void) => {
    announceChange = onChange;
  },
}));
vi.mock('../../../app/auth/AuthContext', () => ({ useSessionUser: () => ({ userId: 1, organizationId: 2, roles: ['admin'] }) }));

// Typing and Relay round trips are slow on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const office = (officeId: number, name: string) => ({ id: `Office:${officeId}`, officeId, name });
const role = (roleId: number, name: string) => ({ id: `Role:${roleId}`, roleId, name });
const person = (userId: number, firstName: string, lastName: string) => ({
  id: `User:${userId}`,
  userId,
  version: 1,
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@caseboard.demo`,
  staffCode: null,
  saContactId: null,
  capacity: 0,
  active: true,
  teams: [],
  roles: [],
  offices: [],
  departments: [],
});

describe('UsersPage', () => {
  it('keeps the open New User dialog, what was typed and an open menu through a live refetch', { timeout: 20_000 }, async () => {
    let users = [person(1, 'Morgan', 'Hale')];
    /** Each answer waits for the test, so it can look at the page while a refetch is in flight. */
    const pending: (() => void)[] = [];
    const answer = () =>
      new Promise<unknown>((resolve) =>
        pending.push(() =>
          resolve({
            organization: {
              id: 'Organization:2',
              organizationId: 2,
              users,
              teams: [],
              roles: [role(6, 'paralegal')],
              offices: [office(3, 'Sandy'), office(7, 'Meridian')],
              departments: [],
            },
          }),
        ),
      );
    const { environment, calls } = createTestEnvironment((name) => {
      if (name === 'UsersPageQuery') return answer();
      throw new Error(`unexpected ${name}`);
    });
    const fetched = () => calls.filter((c) => c.name === 'UsersPageQuery').length;
    const release = async () => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      await act(async () => pending.splice(0).forEach((resolve) => resolve()));
    };
    const router = createMemoryRouter(
      [
        {
          path: '/org/:orgId/users',
          loader: ({ params }) => loadQuery<UsersPageQuery>(environment, UsersPageQueryNode, { orgId: Number(params.orgId) }, { fetchPolicy: 'store-and-network' }),
          element: (
            <QueryBoundary loadingLabel="Loading users…">
              <UsersPage />
            </QueryBoundary>
          ),
        },
      ],
      { initialEntries: ['/org/2/users'] },
    );
    const u = userEvent.setup();
    renderUi(
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    );
    await release();
    await u.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    const firstName = within(dialog).getByLabelText(/First Name/);
    await u.type(firstName, 'Pat');
    await u.click(within(dialog).getByRole('button', { name: /Offices/ }));
    const sandy = await screen.findByRole('menuitemcheckbox', { name: 'Sandy' });

    // Someone else adds a user: the list refetches while the dialog and its menu are open.
    users = [...users, person(2, 'Dana', 'Whitfield')];
    const before = fetched();
    act(() => announceChange());
    await waitFor(() => expect(fetched()).toBeGreaterThan(before));
    // In flight: the page does not fall back to its loading state; nothing is remounted.
    expect(screen.queryByText('Loading users…')).not.toBeInTheDocument();
    expect(sandy.isConnected).toBe(true);
    await release();
    // The list behind the dialog (hidden from the accessibility tree while the dialog is open) shows the new user.
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();

    expect(screen.getByRole('dialog', { name: 'New User' })).toBe(dialog);
    expect(firstName).toHaveValue('Pat');
    expect(sandy.isConnected).toBe(true);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Sandy' })).toBe(sandy);
    await u.click(sandy);
    expect(sandy).toHaveAttribute('aria-checked', 'true');
  });
});
