// The server's error codes (ARCHITECTURE "API"): errors[].extensions.code.
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'INTERNAL' | 'NETWORK';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; field?: string };
}

export class RequestError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(message: string, code: ErrorCode, field?: string) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.field = field;
  }
}

export function fromGraphQLErrors(errors: GraphQLErrorShape[]): RequestError {
  const first = errors[0];
  const code = (first?.extensions?.code ?? 'INTERNAL') as ErrorCode;
  return new RequestError(first?.message ?? 'Request failed', code, first?.extensions?.field);
}

/** Relay wraps network errors; find our error (or a message) anywhere in the cause chain. */
export function asRequestError(error: unknown): RequestError {
  let current: unknown = error;
  for (let i = 0; i < 5 && current; i += 1) {
    if (current instanceof RequestError) return current;
    const withSource = current as { source?: { errors?: GraphQLErrorShape[] }; cause?: unknown };
    if (withSource.source?.errors?.length) return fromGraphQLErrors(withSource.source.errors);
    current = withSource.cause;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RequestError(message, 'INTERNAL');
}

/** A message fit for a person: the server's message for user errors, a generic one otherwise. */
export function userMessage(error: unknown): string {
  const e = asRequestError(error);
  if (e.code === 'INTERNAL') return 'Something went wrong on the server. Please try again.';
  if (e.code === 'NETWORK') return 'The server could not be reached. Please try again.';
  return e.message;
}
