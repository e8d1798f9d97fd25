import { describe, expect, it } from 'vitest';
import { landingPath, safeRedirect } from './roles';

const user = (roles: string[]) => ({ roles, userId: 7, organizationId: 2 });

describe('landing page (spec 1 §2.1, first match wins)', () => {
  it.each([
    [['admin', 'intake'], '/org/2'],
    [['intake-management', 'intake'], '/org/2/intake'],
    [['intake', 'medical-requester'], '/dash/7/intake'],
    [['medical-requester'], '/mr'],
    [['attorney'], '/dash/7'],
    [['overlord'], '/dash/7'],
    [[], '/dash/7'],
  ])('%j lands on %s', (roles, path) => {
    expect(landingPath(user(roles))).toBe(path);
  });

  it('honours only same-origin redirect paths', () => {
    expect(safeRedirect('/org/2/users')).toBe('/org/2/users');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
