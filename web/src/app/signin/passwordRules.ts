/** spec 1 §5, §9: reset password rules. */
export const PASSWORD_MIN_LENGTH = 8;

export function passwordError(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? 'Password must be at least 8 characters' : null;
}

export function confirmationError(password: string, confirmation: string): string | null {
  return password !== confirmation ? 'Passwords must match' : null;
}
