import { useState, type FormEvent } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { TextInput } from '../../ui/fields/TextInput';
import { SignInFrame } from './SignInFrame';
import { confirmationError, passwordError } from './passwordRules';

/** spec 1 §2.1 password reset; spec 1 §5 validation; success signs the user in (spec 1 §4). */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const { resetPassword, status } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const tooShort = passwordError(password);
  const mismatch = confirmationError(password, confirmation);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (tooShort || mismatch) return;
    void resetPassword(password, token);
  }

  return (
    <SignInFrame title="Reset Password">
      <form onSubmit={onSubmit} aria-label="Reset password">
        <Flex direction="column" gap="3">
          <TextInput
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={touched.password || password.length > 0 ? tooShort : null}
          />
          <TextInput
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            onBlur={() => setTouched((t) => ({ ...t, confirmation: true }))}
            error={touched.confirmation || confirmation.length > 0 ? mismatch : null}
          />
          {status === 'error' ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>The password could not be changed. The link may have expired; request a new one.</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="end">
            <Button type="submit" disabled={!!mismatch} loading={status === 'loggingIn'}>
              Change Password
            </Button>
          </Flex>
        </Flex>
      </form>
    </SignInFrame>
  );
}
