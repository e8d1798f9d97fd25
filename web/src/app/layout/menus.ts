import { hasRole, type RoleName, type SessionUser } from '../auth/roles';

export interface MenuItem {
  label: string;
  to: string;
  /** Active only on an exact match (index pages whose children are other items). */
  end?: boolean;
}

type MenuUser = Pick<SessionUser, 'roles' | 'userId' | 'organizationId'>;

interface MenuRow {
  label: string;
  path: (u: MenuUser, orgId: number) => string;
  roles: readonly RoleName[];
  end?: boolean;
}

/** spec 1 §1: the overlord is the super-admin; the route guards let them everywhere, so every menu lists every item for them. */
function mayUse(user: MenuUser, roles: readonly RoleName[]): boolean {
  return hasRole(user, 'overlord', ...roles);
}

function pick(rows: readonly MenuRow[], user: MenuUser, orgId: number): MenuItem[] {
  return rows
    .filter((row) => mayUse(user, row.roles))
    .map((row) => ({ label: row.label, to: row.path(user, orgId), end: row.end }));
}

/**
 * spec 1 §2.2: side drawer items. 'Organization' is the spec's admin item; the overlord gets
 * it too, and marketing gets it pointing at the first organization page marketing may open
 * (spec 3 §2.2: Marketing and Fees), so every role reaches its organization pages from the
 * drawer (docs/web.md "Menus").
 */
export function sideDrawerItems(user: MenuUser): MenuItem[] {
  const items: MenuItem[] = [];
  if (hasRole(user, 'admin', 'overlord')) items.push({ label: 'Organization', to: `/org/${user.organizationId}` });
  else if (hasRole(user, 'marketing')) items.push({ label: 'Organization', to: `/org/${user.organizationId}/marketing` });
  if (hasRole(user, 'intake')) items.push({ label: 'Assignment', to: `/dash/${user.userId}/intake` });
  else if (hasRole(user, 'medical-requester')) items.push({ label: 'Medical Requests', to: '/mr' });
  else items.push({ label: 'Inventory', to: `/dash/${user.userId}/inventory` });
  return items;
}

const CASE_ROLES: readonly RoleName[] = ['admin', 'intake-management', 'attorney', 'paralegal', 'user'];

/** spec 1 §2.3: navigation menu of the dashboard layout. */
const DASHBOARD_MENU: readonly MenuRow[] = [
  { label: 'Organization', path: (u) => `/org/${u.organizationId}`, roles: ['admin', 'intake-management'] },
  { label: 'Intake', path: (u) => `/dash/${u.userId}/intake`, roles: ['admin', 'intake-management', 'intake'] },
  { label: 'CRM', path: () => '/crm', roles: ['admin', 'intake-management', 'intake'] },
  { label: 'Cases', path: (u) => `/dash/${u.userId}/inventory`, roles: CASE_ROLES },
  { label: 'Treating', path: (u) => `/dash/${u.userId}/treating`, roles: CASE_ROLES },
  { label: 'Demands', path: (u) => `/dash/${u.userId}/demands`, roles: CASE_ROLES },
  { label: 'Negotiation', path: (u) => `/dash/${u.userId}/negotiation`, roles: CASE_ROLES },
  { label: 'Litigation', path: (u) => `/dash/${u.userId}/litigation`, roles: CASE_ROLES },
  { label: 'Fees', path: (u) => `/dash/${u.userId}/fees/`, roles: CASE_ROLES },
  { label: 'Reviews', path: (u) => `/dash/${u.userId}/reviews`, roles: CASE_ROLES },
];

export function dashboardMenuItems(user: MenuUser): MenuItem[] {
  return pick(DASHBOARD_MENU, user, user.organizationId);
}

/** spec 1 §2.3 / spec 3 §2.2: admin-layout side menu. */
const ADMIN_MENU: readonly MenuRow[] = [
  { label: 'Home', path: (_u, org) => `/org/${org}`, roles: ['admin', 'intake-management'], end: true },
  { label: 'Dashboard', path: (u) => `/dash/${u.userId}`, roles: ['admin', 'intake-management'] },
  { label: 'Demands', path: (_u, org) => `/org/${org}/demands`, roles: ['admin'] },
  { label: 'Intake', path: (u) => `/dash/${u.userId}/intake`, roles: ['admin'] },
  { label: 'CRM', path: () => '/crm', roles: ['admin', 'intake-management'] },
  { label: 'Users', path: (_u, org) => `/org/${org}/users`, roles: ['admin'] },
  // Issue 14: the firm's goals are edited here (admin only; the route and `setGoals` check it too).
  { label: 'Goals', path: (_u, org) => `/org/${org}/goal-settings`, roles: ['admin'] },
  { label: 'Reviews', path: (_u, org) => `/org/${org}/reviews`, roles: ['admin'] },
];

export function adminMenuItems(user: MenuUser, orgId: number): MenuItem[] {
  return pick(ADMIN_MENU, user, orgId);
}

/** spec 3 §2.2: organization menu. */
const ORG_MENU: readonly MenuRow[] = [
  { label: 'Stats', path: (_u, org) => `/org/${org}`, roles: ['admin'], end: true },
  { label: 'Marketing', path: (_u, org) => `/org/${org}/marketing`, roles: ['admin', 'marketing'] },
  { label: 'Intake', path: (_u, org) => `/org/${org}/intake`, roles: ['admin', 'intake-management'] },
  { label: 'Fees', path: (_u, org) => `/org/${org}/fees`, roles: ['admin', 'marketing'] },
  { label: 'Staff', path: (_u, org) => `/org/${org}/staff`, roles: ['admin'] },
  { label: 'Inventory', path: (_u, org) => `/org/${org}/inventory`, roles: ['admin'] },
  { label: 'Closed Cases', path: (_u, org) => `/org/${org}/closed-cases`, roles: ['admin'] },
  // Platform issue: the operations screen, for the people who run Caseboard.
  { label: 'Operations', path: (_u, org) => `/org/${org}/operations`, roles: ['admin'] },
];

export function orgMenuItems(user: MenuUser, orgId: number): MenuItem[] {
  return pick(ORG_MENU, user, orgId);
}
