import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../ui/testUtils';
import { NoteField } from './NoteField';

describe('NoteField', () => {
  it('saves the trimmed note on Enter and ignores an empty one (spec 2 §5)', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderUi(<NoteField label="Note for Ana" note={null} onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Note for Ana' });
    await user.type(box, '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, ' call PT {Enter}');
    expect(onSave).toHaveBeenCalledWith('call PT');
  });

  it('keeps what was typed when the save fails and says why', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('The server is not answering'));
    renderUi(<NoteField label="Note for Ana" note="old" onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Note for Ana' });
    await user.clear(box);
    await user.type(box, 'new note{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box).toHaveValue('new note');
  });
});
