// The stored login token and admin act-as choice (spec 1 §3, §4).
import { PREFERENCE_KEYS, readPreference, writePreference } from './storage';

export function getToken(): string | null {
  return readPreference<string | null>(PREFERENCE_KEYS.token, null);
}

export function setToken(token: string | null): void {
  writePreference(PREFERENCE_KEYS.token, token);
}

export function getActAsUserId(): number | null {
  return readPreference<number | null>(PREFERENCE_KEYS.actAsUserId, null);
}

export function setActAsUserId(userId: number | null): void {
  writePreference(PREFERENCE_KEYS.actAsUserId, userId);
}

/** This browser's device proofs, one per account (issue #36 §4): kept across sign-outs, sent
 *  with the next sign-in so that strangers' failed guesses never lock this browser out. */
type Devices = Record<string, string>;

export function getSignInDevice(email: string): string | null {
  return readPreference<Devices>(PREFERENCE_KEYS.signInDevices, {})[email.trim().toLowerCase()] ?? null;
}

export function setSignInDevice(email: string, device: string | null | undefined): void {
  if (!device) return;
  const devices = readPreference<Devices>(PREFERENCE_KEYS.signInDevices, {});
  writePreference(PREFERENCE_KEYS.signInDevices, { ...devices, [email.trim().toLowerCase()]: device });
}
