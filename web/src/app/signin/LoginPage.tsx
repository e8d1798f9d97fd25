import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Flex, Link as ThemeLink } from '@radix-ui/themes';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { safeRedirect } from '../auth/roles';
import { TextInput } from '../../ui/fields/TextInput';
import { SignInFrame } from './SignInFrame';

/** spec 1 §2.1 login page; spec 1 §5: no client-side validation. */
export function LoginPage() {
  // The signed-in layout is a chunk of its own: fetch it once the page has painted, while the
  // user types, so signing in does not wait for it (platform issue §6).
  useEffect(() => {
    const timer = setTimeout(() => {
      void import('../layout/AppShell');
      void import('../layout/Sections');
    }, 1000);
    return () => clearTimeout(timer);
  }, []);
  const { login, status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submitting = status === 'loggingIn';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const ok = await login(email.trim(), password);
    // spec 1 §2.1: the redirect value is honoured after login; otherwise the landing page.
    const redirect = safeRedirect(params.get('redirect'));
    if (ok && redirect) navigate(redirect, { replace: true });
  }

  return (
    <SignInFrame title="Login">
      <form onSubmit={onSubmit} aria-label="Login">
        <Flex direction="column" gap="3">
          <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} autoFocus />
          <TextInput label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
          {status === 'error' ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>Login failed. Check your email and password.</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="between" align="center">
            <ThemeLink asChild size="2">
              <Link to="/forgot-password">Forgot Password</Link>
            </ThemeLink>
            <Button type="submit" loading={submitting}>
              Login
            </Button>
          </Flex>
        </Flex>
      </form>
    </SignInFrame>
  );
}
