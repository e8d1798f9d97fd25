import { describe, expect, it } from 'vitest';
import { RequestError } from '../platform/relay/errors';
import { NO_ERRORS, toFormErrors } from './formErrors';

describe('toFormErrors', () => {
  it('puts a field error under its field', () => {
    expect(toFormErrors(new RequestError('Too short', 'BAD_USER_INPUT', 'team.name'), ['name'])).toEqual({ form: null, fields: { name: 'Too short' }, conflict: false });
  });

  it('marks a stale-version CONFLICT and keeps the server message above the buttons', () => {
    const message = 'Someone else saved this since you opened it (changed: name). Reload to see their changes, then save yours again.';
    // Relay hands errors over as { source: { errors } } as well as RequestError.
    expect(toFormErrors({ source: { errors: [{ message, extensions: { code: 'CONFLICT' } }] } }, ['name'])).toEqual({ form: message, fields: {}, conflict: true });
  });

  it('is no conflict for other errors', () => {
    expect(toFormErrors(new RequestError('No', 'FORBIDDEN'), ['name'])).toEqual({ form: 'No', fields: {}, conflict: false });
    expect(NO_ERRORS.conflict).toBe(false);
  });
});
