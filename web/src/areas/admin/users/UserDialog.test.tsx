import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { fetchQuery, type Environment } from 'relay-runtime';
import { RequestError } from '../../../platform/relay/errors';
import { createTestEnvironment } from '../../../test/relayEnvironment';
import { renderUi } from '../../../ui/testUtils';
import { UserDialog } from './UserDialog';
import type { UserDialogTestQuery } from './__generated__/UserDialogTestQuery.graphql';

const testQuery = graphql`
  query UserDialogTestQuery($orgId: Int!) {
    organization(id: $orgId) {
      ...UserDialog_organization
      users(includeInactive: true) {
        id
        ...UserDialog_user
      }
    }
  }
`;

function Harness({ environment }: { environment: Environment }) {
  const data = useLazyLoadQuery<UserDialogTestQuery>(testQuery, { orgId: 2 });
  const [open, setOpen] = useState(true);
  const reload = async () => {
    await fetchQuery(environment, testQuery, { orgId: 2 }, { fetchPolicy: 'network-only' }).toPromise();
  };
  return (
    <UserDialog open={open} onOpenChange={setOpen} organization={data.organization!} user={data.organization!.users[0]} organizationId={2} onSaved={() => {}} onReload={reload} />
  );
}

// Typing and Relay round trips are slow on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

describe('UserDialog', () => {
  it('saves at the version it loaded, keeps the typing on CONFLICT and reloads the newest values', { timeout: 20_000 }, async () => {
    let stored = { firstName: 'Pat', version: 3 };
    const user = () => ({
      id: 'User:7',
      userId: 7,
      version: stored.version,
      firstName: stored.firstName,
      lastName: 'Doe',
      name: `${stored.firstName} Doe`,
      email: 'pat@caseboard.demo',
      staffCode: null,
      saContactId: null,
      capacity: 5,
      active: true,
      teams: [],
      roles: [],
      offices: [],
      departments: [],
    });
    const mutate = vi.fn((input: { expectedVersion?: number }) => {
      if (input.expectedVersion !== stored.version) throw new RequestError('Someone else saved this since you opened it (changed: firstName).', 'CONFLICT');
      return { upsertUser: user() };
    });
    const { environment } = createTestEnvironment((name, variables) => {
      if (name === 'UserDialogTestQuery') return { organization: { id: 'Org:2', teams: [], roles: [], offices: [], departments: [], users: [user()] } };
      if (name === 'UpsertUserMutation') return mutate(variables.user as { expectedVersion?: number });
      throw new Error(`unexpected ${name}`);
    });
    const u = userEvent.setup();
    renderUi(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Harness environment={environment} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    const firstName = await screen.findByLabelText(/First Name/);
    await waitFor(() => expect(firstName).toHaveValue('Pat'));
    await u.clear(firstName);
    await u.type(firstName, 'Mine');

    // Someone else saves; a live refetch brings their row while the dialog is open.
    stored = { firstName: 'Theirs', version: 4 };
    await act(() => fetchQuery(environment, testQuery, { orgId: 2 }, { fetchPolicy: 'network-only' }).toPromise());
    expect(firstName).toHaveValue('Mine');

    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed: firstName');
    expect(mutate).toHaveBeenLastCalledWith(expect.objectContaining({ userId: 7, firstName: 'Mine', expectedVersion: 3 }));
    expect(firstName).toHaveValue('Mine');

    await u.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(firstName).toHaveValue('Theirs'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutate).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Theirs', expectedVersion: 4 }));
  });
});
