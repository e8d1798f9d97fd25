import type { RoleName } from '../auth/roles';

/** Route metadata: the spec's route name (spec 3 §2.1) and, where it has one, its role list. */
export interface RouteHandle {
  name: string;
  roles?: readonly RoleName[];
  /** spec 1 §2.3: route names whose pages show the team selector. */
  teamPage?: boolean;
}

/** spec 1 §2.3: the team pages. */
export const TEAM_PAGE_NAMES = [
  'inventory-team',
  'fees-list',
  'fees-settlements',
  'org-fees-list',
  'org-fees-settlements',
  'demands-list',
  'demands-overdue',
  'demands-index',
  'cm-scorecard',
  'dash-cm-scorecard',
] as const;

export function handle(name: string, roles?: readonly RoleName[]): RouteHandle {
  return { name, roles, teamPage: (TEAM_PAGE_NAMES as readonly string[]).includes(name) };
}
