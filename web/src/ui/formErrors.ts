import { asRequestError } from '../platform/relay/errors';
import { userMessage } from '../platform/relay/errors';

export interface FormErrors {
  form: string | null;
  fields: Record<string, string>;
  /**
   * The save was refused because someone saved the row since the form loaded (`CONFLICT`);
   * the form offers Reload (CONVENTIONS 14: what was typed stays until the user reloads).
   */
  conflict: boolean;
}

export const NO_ERRORS: FormErrors = { form: null, fields: {}, conflict: false };

/**
 * BAD_USER_INPUT with a field goes under that field; everything else above the buttons;
 * CONFLICT (a stale version) also sets `conflict`.
 */
export function toFormErrors(error: unknown, knownFields: readonly string[]): FormErrors {
  const e = asRequestError(error);
  if (e.code === 'BAD_USER_INPUT' && e.field) {
    const field = knownFields.find((f) => f === e.field || e.field!.endsWith(`.${f}`));
    if (field) return { form: null, fields: { [field]: e.message }, conflict: false };
  }
  return { form: userMessage(e), fields: {}, conflict: e.code === 'CONFLICT' };
}
