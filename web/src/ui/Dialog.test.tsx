import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@radix-ui/themes';
import { Dialog } from './Dialog';
import { ConfirmDialog } from './ConfirmDialog';
import { RequestError } from '../platform/relay/errors';
import { renderUi } from './testUtils';

function Harness({ fullScreen = false }: { fullScreen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Contact" maxWidth={600} fullScreen={fullScreen}>
        body text
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens with its title, honours the width and closes', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Contact' });
    expect(dialog).toHaveAttribute('data-max-width', '600');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a full-screen variant', async () => {
    const user = userEvent.setup();
    renderUi(<Harness fullScreen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toHaveAttribute('data-full-screen', 'true');
  });
});

describe('ConfirmDialog', () => {
  it('confirms and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    renderUi(<ConfirmDialog open onOpenChange={onOpenChange} title="Delete office" message="Delete Sandy?" confirmLabel="Delete" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete office"
        message="Delete Sandy?"
        confirmLabel="Delete"
        onConfirm={() => Promise.reject(new RequestError('Office Sandy is used by 3 users', 'CONFLICT'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Office Sandy is used by 3 users');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
