import { beforeEach, describe, expect, it } from 'vitest';
import { getSignInDevice, setSignInDevice, setToken } from './session';

describe('sign-in device proofs (issue #36 §4)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one proof per account, whatever the case of the email, across sign-outs', () => {
    setSignInDevice('Intake@Caseboard.demo ', 'proof-a');
    setSignInDevice('admin@caseboard.demo', 'proof-b');
    setToken(null);
    expect(getSignInDevice('intake@caseboard.demo')).toBe('proof-a');
    expect(getSignInDevice('ADMIN@caseboard.demo')).toBe('proof-b');
    expect(getSignInDevice('other@caseboard.demo')).toBeNull();
  });

  it('keeps the proof it had when a sign-in answers none', () => {
    setSignInDevice('intake@caseboard.demo', 'proof-a');
    setSignInDevice('intake@caseboard.demo', null);
    expect(getSignInDevice('intake@caseboard.demo')).toBe('proof-a');
  });
});
