import { describe, expect, it } from 'vitest';
import { orgRouteDecision, roleRouteDecision } from './guards';

const u = (roles: string[], organizationId = 2) => ({ roles, organizationId });

describe('organization route guard (spec 1 §4)', () => {
  it('always allows an overlord', () => {
    expect(orgRouteDecision(u(['overlord'], 1), 2, ['admin'], false)).toEqual({ kind: 'allow' });
  });
  it('allows an admin only in their own organization', () => {
    expect(orgRouteDecision(u(['admin']), 2, ['admin'], false)).toEqual({ kind: 'allow' });
    expect(orgRouteDecision(u(['admin']), 3, ['admin'], false)).toEqual({ kind: 'stay' });
  });
  it('sends intake-management to their intake page outside the intake section', () => {
    expect(orgRouteDecision(u(['intake-management']), 2, ['admin', 'intake-management'], false)).toEqual({ kind: 'redirect', to: '/org/2/intake' });
    expect(orgRouteDecision(u(['intake-management']), 2, ['admin', 'intake-management'], true)).toEqual({ kind: 'allow' });
    expect(orgRouteDecision(u(['intake-management']), 5, ['admin', 'intake-management'], true)).toEqual({ kind: 'redirect', to: '/org/2/intake' });
  });
  it('lets a matching role in and keeps everyone else where they were', () => {
    expect(orgRouteDecision(u(['marketing']), 2, ['admin', 'marketing'], false)).toEqual({ kind: 'allow' });
    expect(orgRouteDecision(u(['attorney']), 2, ['admin'], false)).toEqual({ kind: 'stay' });
    expect(orgRouteDecision(u(['intake-management']), 2, ['admin'], false)).toEqual({ kind: 'stay' });
  });
  it('checks plain role lists elsewhere', () => {
    expect(roleRouteDecision(u(['intake']), ['admin', 'intake-management'])).toEqual({ kind: 'stay' });
    expect(roleRouteDecision(u(['intake-management']), ['admin', 'intake-management'])).toEqual({ kind: 'allow' });
  });
});
