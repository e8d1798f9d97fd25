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

describe('where a refused page goes back to', () => {
  it('is the page shown before it, even when the shell noted the refused path first', async () => {
    const { rememberAllowedPath, pathBefore } = await import('./Guards');
    rememberAllowedPath('/dash/5/inventory');
    rememberAllowedPath('/dash/5/fees');
    rememberAllowedPath('/org/2/users');
    expect(pathBefore('/org/2/users', '/dash/5')).toBe('/dash/5/fees');
    // A refused path is forgotten: a second refusal never goes back to it.
    expect(pathBefore('/org/2/teams', '/dash/5')).toBe('/dash/5/fees');
  });
});
