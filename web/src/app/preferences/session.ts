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
