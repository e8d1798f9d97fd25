import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@radix-ui/themes';
import { ExternalCaseLink, fillTemplate } from './ExternalCaseLink';
import { StatCard, goalColor } from './StatCard';
import { useAlerts, ALERT_TIMEOUTS } from './Alerts';
import { InlineDateEdit, InlineEdit, InlineSelectEdit } from './InlineEdit';
import { TextInput } from './fields/TextInput';
import { RequestError } from '../platform/relay/errors';
import { renderUi } from './testUtils';

describe('ExternalCaseLink', () => {
  it('fills the template and opens a new tab', () => {
    renderUi(<ExternalCaseLink urlTemplate="https://cases.example/case/{caseId}/view" caseId={4711} />);
    const link = screen.getByRole('link', { name: /Open case 4711/ });
    expect(link).toHaveAttribute('href', 'https://cases.example/case/4711/view');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(fillTemplate('/x/{a}/{b}', { a: 1 })).toBe('/x/1/{b}');
  });
});

describe('StatCard', () => {
  it('shows label and value, coloured by pace', () => {
    renderUi(<StatCard label="Retained" value={42} detail="of 50" />);
    expect(screen.getByRole('group', { name: 'Retained' })).toHaveTextContent('42');
    expect([goalColor(100), goalColor(85), goalColor(65), goalColor(10)]).toEqual(['green', 'indigo', 'amber', 'red']);
  });
});

function AlertButton({ timeout }: { timeout: number }) {
  const { show } = useAlerts();
  return <Button onClick={() => show('error', 'Contact could not be saved', timeout)}>Save</Button>;
}

describe('alerts', () => {
  it('hide after the spec timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderUi(<AlertButton timeout={ALERT_TIMEOUTS.contacts} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Contact could not be saved');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe('InlineEdit', () => {
  it('does nothing for an empty value and keeps the text when a save fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new RequestError('Office is unknown', 'BAD_USER_INPUT'));
    renderUi(<InlineEdit<string> label="office" display="Sandy" initial="" onSave={onSave} editor={(v, set) => <TextInput label="Office" value={v} onChange={set} />} />);
    await user.click(screen.getByRole('button', { name: 'Edit office' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Office'), 'Moab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Office is unknown');
    expect(screen.getByLabelText('Office')).toHaveValue('Moab');
  });
});

describe('inline select and date edits', () => {
  const statuses = [
    { value: '1079', label: 'INT 00 - Lead' },
    { value: '1080', label: 'INT 01 - Follow Up' },
  ];
  it('shows the current option, saves the picked one, and keeps the pick when the save fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValueOnce(new RequestError('Unknown status 1080', 'BAD_USER_INPUT', 'statusId')).mockResolvedValueOnce(undefined);
    renderUi(<InlineSelectEdit label="Status" value="1079" options={statuses} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Status' }));
    expect(screen.getByRole('button', { name: 'Edit Status' })).toHaveTextContent('INT 00 - Lead');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'INT 01 - Follow Up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('1080');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown status 1080');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('INT 01 - Follow Up');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument());
  });

  it('does not save an empty status or date (spec 1 §5), but may save a blank Yes/No', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <InlineSelectEdit label="Office" value="" options={statuses} onSave={vi.fn()} />
        <InlineSelectEdit label="Handled By Backup" value="" options={[{ value: 'Yes', label: 'Yes' }]} allowBlank onSave={vi.fn()} />
        <InlineDateEdit label="Wanted Date" value={null} onSave={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit Office' })).toHaveTextContent('Not set');
    await user.click(screen.getByRole('button', { name: 'Edit Office' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Handled By Backup' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Wanted Date' }));
    expect(screen.getByLabelText('Wanted Date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
