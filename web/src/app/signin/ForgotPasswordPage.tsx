import { useState, type FormEvent } from 'react';
import { Button, Callout, Flex, Link as ThemeLink } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { graphql, useMutation } from 'react-relay/hooks';
import { TextInput } from '../../ui/fields/TextInput';
import { SignInFrame } from './SignInFrame';
import type { ForgotPasswordPageMutation } from './__generated__/ForgotPasswordPageMutation.graphql';

/** spec 1 §2.1 forgot password; spec 1 §8: on failure the spinner stops; 'Email sent.' has no timeout. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [commit, inFlight] = useMutation<ForgotPasswordPageMutation>(graphql`
    mutation ForgotPasswordPageMutation($email: String!) {
      sendPasswordResetEmail(email: $email) {
        email
      }
    }
  `);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    commit({
      variables: { email: email.trim() },
      onCompleted: (_r, errors) => {
        if (errors?.length) console.error('Password reset request failed', errors);
        else setSent(true);
      },
      onError: (err) => console.error('Password reset request failed', err),
    });
  }

  return (
    <SignInFrame title="Forgot Password">
      {sent ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            Email sent.{' '}
            <ThemeLink asChild>
              <Link to="/">Back to login</Link>
            </ThemeLink>
          </Callout.Text>
        </Callout.Root>
      ) : (
        <form onSubmit={onSubmit} aria-label="Forgot password">
          <Flex direction="column" gap="3">
            <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} autoFocus />
            <Flex justify="between" align="center">
              <ThemeLink asChild size="2">
                <Link to="/">Back to login</Link>
              </ThemeLink>
              <Button type="submit" loading={inFlight}>
                Send Password Reset Email
              </Button>
            </Flex>
          </Flex>
        </form>
      )}
    </SignInFrame>
  );
}
