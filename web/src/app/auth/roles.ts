// spec 1 §1, §6: the role names exactly as the server stores them.
export const ROLES = [
  'admin',
  'overlord',
  'intake-management',
  'intake',
  'attorney',
  'paralegal',
  'user',
  'marketing',
  'medical-requester',
] as const;

export type RoleName = (typeof ROLES)[number];

export interface SessionUser {
  userId: number;
  organizationId: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  roles: readonly string[];
  teams: readonly { teamId: number; name: string; active: boolean }[];
}

export function hasRole(user: Pick<SessionUser, 'roles'> | null | undefined, ...roles: RoleName[]): boolean {
  return !!user && roles.some((r) => user.roles.includes(r));
}

/** spec 1 §6: intake admin = admin or intake-management. */
export function isIntakeAdmin(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return hasRole(user, 'admin', 'intake-management');
}

/** spec 1 §2.1: the landing page, chosen by role, first match wins. */
export function landingPath(user: Pick<SessionUser, 'roles' | 'userId' | 'organizationId'>): string {
  if (hasRole(user, 'admin')) return `/org/${user.organizationId}`;
  if (hasRole(user, 'intake-management')) return `/org/${user.organizationId}/intake`;
  if (hasRole(user, 'intake')) return `/dash/${user.userId}/intake`;
  if (hasRole(user, 'medical-requester')) return '/mr';
  return `/dash/${user.userId}`;
}

/** Only same-origin paths are honoured as a `redirect` value (no open redirects). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/?') || value.startsWith('/forgot-password') || value.startsWith('/password-reset')) return null;
  return value;
}
