import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestError } from '../../../platform/relay/errors';
import { renderUi } from '../../../ui/testUtils';
import { GroupDialog, type GroupForm } from './GroupDialog';

const CONFLICT = 'Someone else saved this since you opened it (changed: name). Reload to see their changes, then save yours again.';

/** The row as the store has it: `setRow` stands for a live refetch or a reload. */
let setRow: (row: { name: string; version: number }) => void = () => {};

function Harness({ save, reload }: { save: (form: GroupForm, expectedVersion: number | null) => Promise<unknown>; reload: () => Promise<void> }) {
  const [row, set] = useState({ name: 'Alpha', version: 3 });
  setRow = set;
  return (
    <GroupDialog<GroupForm>
      open
      onOpenChange={() => {}}
      noun="Team"
      editing
      initial={{ name: row.name, userIds: [] }}
      version={row.version}
      userOptions={[]}
      save={save}
      reload={reload}
    />
  );
}

// Typing and Relay round trips are slow on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

describe('GroupDialog', () => {
  it('keeps what is typed through live refetches, offers Reload on a conflict and saves at the newest version', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const save = vi.fn<(form: GroupForm, expectedVersion: number | null) => Promise<unknown>>().mockRejectedValueOnce(new RequestError(CONFLICT, 'CONFLICT')).mockResolvedValueOnce({});
    const reload = vi.fn(async () => setRow({ name: 'Beta', version: 5 }));
    renderUi(<Harness save={save} reload={reload} />);
    const name = screen.getByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveValue('Alpha'));

    await user.clear(name);
    await user.type(name, 'Mine');
    // Someone else saves; the live list refetches while the dialog is open.
    act(() => setRow({ name: 'Beta', version: 4 }));
    expect(name).toHaveValue('Mine');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Mine' }), 3);
    expect(await screen.findByRole('alert')).toHaveTextContent('changed: name');
    expect(name).toHaveValue('Mine');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    await waitFor(() => expect(name).toHaveValue('Beta'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Beta' }), 5);
  });

  it('shows no Reload for other errors', async () => {
    const user = userEvent.setup();
    renderUi(<Harness save={() => Promise.reject(new RequestError('Not allowed', 'FORBIDDEN'))} reload={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
