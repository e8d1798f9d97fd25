import { asRequestError } from '../app/relay/errors';
import { userMessage } from '../app/relay/errors';

export interface FormErrors {
  form: string | null;
  fields: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { form: null, fields: {} };

/** BAD_USER_INPUT with a field goes under that field; everything else above the buttons. */
export function toFormErrors(error: unknown, knownFields: readonly string[]): FormErrors {
  const e = asRequestError(error);
  if (e.code === 'BAD_USER_INPUT' && e.field) {
    const field = knownFields.find((f) => f === e.field || e.field!.endsWith(`.${f}`));
    if (field) return { form: null, fields: { [field]: e.message } };
  }
  return { form: userMessage(e), fields: {} };
}
