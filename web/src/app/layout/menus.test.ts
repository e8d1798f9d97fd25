import { describe, expect, it } from 'vitest';
import { adminMenuItems, dashboardMenuItems, orgMenuItems, sideDrawerItems } from './menus';

const u = (roles: string[]) => ({ roles, userId: 7, organizationId: 2 });
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('menus by role (spec 1 §2.2, §2.3; spec 3 §2.2)', () => {
  it('side drawer', () => {
    expect(sideDrawerItems(u(['admin']))).toEqual([
      { label: 'Organization', to: '/org/2' },
      { label: 'Inventory', to: '/dash/7/inventory' },
    ]);
    expect(labels(sideDrawerItems(u(['intake'])))).toEqual(['Assignment']);
    expect(sideDrawerItems(u(['medical-requester']))).toEqual([{ label: 'Medical Requests', to: '/mr' }]);
    expect(labels(sideDrawerItems(u(['attorney'])))).toEqual(['Inventory']);
  });

  it('every role reaches the organization pages it may open from the drawer', () => {
    expect(sideDrawerItems(u(['marketing']))).toEqual([
      { label: 'Organization', to: '/org/2/marketing' },
      { label: 'Inventory', to: '/dash/7/inventory' },
    ]);
    expect(sideDrawerItems(u(['overlord']))[0]).toEqual({ label: 'Organization', to: '/org/2' });
  });

  it('the overlord sees every item of every menu', () => {
    expect(labels(dashboardMenuItems(u(['overlord'])))).toEqual(labels(dashboardMenuItems(u(['admin']))));
    expect(labels(adminMenuItems(u(['overlord']), 5))).toEqual(['Home', 'Dashboard', 'Demands', 'Intake', 'CRM', 'Users', 'Goals', 'Reviews']);
    expect(labels(orgMenuItems(u(['overlord']), 5))).toEqual(['Stats', 'Marketing', 'Intake', 'Fees', 'Staff', 'Inventory', 'Closed Cases', 'Operations']);
  });

  it('dashboard navigation menu', () => {
    expect(labels(dashboardMenuItems(u(['admin'])))).toEqual(['Organization', 'Intake', 'CRM', 'Cases', 'Treating', 'Demands', 'Negotiation', 'Litigation', 'Fees', 'Reviews']);
    expect(labels(dashboardMenuItems(u(['intake'])))).toEqual(['Intake', 'CRM']);
    expect(labels(dashboardMenuItems(u(['paralegal'])))).toEqual(['Cases', 'Treating', 'Demands', 'Negotiation', 'Litigation', 'Fees', 'Reviews']);
    expect(labels(dashboardMenuItems(u(['marketing'])))).toEqual([]);
    expect(dashboardMenuItems(u(['user'])).find((i) => i.label === 'Fees')?.to).toBe('/dash/7/fees/');
  });

  it('admin-layout menu', () => {
    expect(labels(adminMenuItems(u(['admin']), 2))).toEqual(['Home', 'Dashboard', 'Demands', 'Intake', 'CRM', 'Users', 'Goals', 'Reviews']);
    expect(labels(adminMenuItems(u(['intake-management']), 2))).toEqual(['Home', 'Dashboard', 'CRM']);
  });

  it('organization menu', () => {
    expect(labels(orgMenuItems(u(['admin']), 2))).toEqual(['Stats', 'Marketing', 'Intake', 'Fees', 'Staff', 'Inventory', 'Closed Cases', 'Operations']);
    expect(labels(orgMenuItems(u(['marketing']), 2))).toEqual(['Marketing', 'Fees']);
    expect(labels(orgMenuItems(u(['intake-management']), 2))).toEqual(['Intake']);
  });
});
