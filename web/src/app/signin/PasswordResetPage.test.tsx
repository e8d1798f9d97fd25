import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '../../ui/testUtils';

const resetPassword = vi.fn().mockResolvedValue(true);
vi.mock('../auth/AuthContext', () => ({ useAuth: () => ({ status: 'loggedOut', resetPassword }) }));

const { PasswordResetPage } = await import('./PasswordResetPage');

function renderPage() {
  return renderUi(
    <MemoryRouter initialEntries={['/password-reset/tok123']}>
      <Routes>
        <Route path="/password-reset/:token" element={<PasswordResetPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('password reset (spec 1 §5)', () => {
  it('requires 8 characters and a matching confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'shor');
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(resetPassword).toHaveBeenCalledWith('long enough', 'tok123');
  });
});
