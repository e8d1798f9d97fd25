import { hasRole, type RoleName, type SessionUser } from '../auth/roles';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'stay' };

/**
 * spec 1 §4 "Route guard for organization routes": overlord always; an admin only for
 * their own organization; a user whose roles match the route's roles is allowed, except
 * intake-management, who is sent to their organization intake page outside the routes
 * open to them (`inIntakeSection`: the intake section and, issue 14, organization Home,
 * whose statistics the server serves them); anyone else stays where they were. A non-overlord never sees another
 * organization (see docs/web.md).
 */
export function orgRouteDecision(
  user: Pick<SessionUser, 'roles' | 'organizationId'>,
  routeOrgId: number,
  routeRoles: readonly RoleName[],
  inIntakeSection: boolean,
): GuardDecision {
  if (hasRole(user, 'overlord')) return { kind: 'allow' };
  const ownOrg = routeOrgId === user.organizationId;
  if (hasRole(user, 'admin')) return ownOrg ? { kind: 'allow' } : { kind: 'stay' };
  if (!routeRoles.some((r) => user.roles.includes(r))) return { kind: 'stay' };
  if (hasRole(user, 'intake-management') && routeRoles.includes('intake-management')) {
    if (inIntakeSection && ownOrg) return { kind: 'allow' };
    return { kind: 'redirect', to: `/org/${user.organizationId}/intake` };
  }
  return ownOrg ? { kind: 'allow' } : { kind: 'stay' };
}

/** Role-limited routes outside /org (e.g. spec 1 §2.5 New Providers, Closed Cases). */
export function roleRouteDecision(user: Pick<SessionUser, 'roles'>, roles: readonly RoleName[] | undefined): GuardDecision {
  if (!roles || roles.length === 0 || hasRole(user, 'overlord')) return { kind: 'allow' };
  return roles.some((r) => user.roles.includes(r)) ? { kind: 'allow' } : { kind: 'stay' };
}
