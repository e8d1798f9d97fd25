import type { RouteObject } from 'react-router-dom';
import { OrgRouteGuard } from '../../app/routing/Guards';
import { handle } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import type { RoleName } from '../../app/auth/roles';
import { orgIntakeRoutes } from '../intake/routes';
import { orgFeesChildren } from '../fees/routes';
import { operationsRoute, usersRoutes } from '../admin/routes';
import { goalSettingsLoader } from './goals/goalSettingsLoader';
import { quarterGoalsLoader } from './goals/quarterGoalsLoader';
import { inventoryStatsLoader } from '../staffStats/inventoryStatsLoader';
import { scorecardLoader } from '../inventory/scorecard/scorecardLoader';
import { marketingLoader, orgClosedCasesLoader, orgDemandsLoader, orgHomeLoader, orgOverdueLoader, orgReviewsLoader } from './orgLoaders';

function guarded(roles: readonly RoleName[], route: RouteObject, intakeSection = false): RouteObject {
  return { element: <OrgRouteGuard roles={roles} intakeSection={intakeSection} />, children: [route] };
}

/** spec 3 §2.1: the /org/{id} routes with the role lists of spec 3 §2.1, §2.2 and §6. */
export const orgRoutes: RouteObject = {
  path: 'org/:orgId',
  lazy: { Component: async () => (await import('../../app/layout/Sections')).OrgSection },
  children: [
    // Issue 14: intake management opens Home too (the server allows them its statistics), so it takes the intake section's entry rule.
    guarded(['admin', 'intake-management'], { index: true, loader: orgHomeLoader, lazy: { Component: async () => (await import('./home/OrgHomePage')).OrgHomePage }, handle: handle('org-index') }, true),
    guarded(['admin'], {
      path: 'demands',
      element: (
        <SubSection
          label="Demands sections"
          items={[
            { label: 'Demands', to: '.', end: true },
            { label: 'Overdue', to: 'overdue' },
          ]}
        />
      ),
      children: [
        { index: true, loader: orgDemandsLoader, lazy: { Component: async () => (await import('./demands/OrgDemandsPage')).OrgDemandsPage }, handle: handle('demands-index') },
        { path: 'overdue', loader: orgOverdueLoader, lazy: { Component: async () => (await import('./demands/OrgOverduePage')).OrgOverduePage }, handle: handle('demands-overdue') },
      ],
    }),
    guarded(['admin', 'marketing'], { path: 'fees', children: [orgFeesChildren] }),
    guarded(['admin'], {
      path: 'staff',
      element: (
        <SubSection
          label="Staff sections"
          items={[
            { label: 'CM Scorecard', to: '.', end: true },
            { label: 'Client Contact', to: 'client-contact' },
            { label: 'Paralegal Stats', to: 'paralegal-stats' },
            { label: 'Attorney Stats', to: 'attorney-stats' },
          ]}
        />
      ),
      children: [
        { index: true, loader: scorecardLoader, lazy: { Component: async () => (await import('../inventory/scorecard/ScorecardPage')).ScorecardPage }, handle: handle('cm-scorecard') },
        {
          path: 'client-contact',
          lazy: { Component: async () => (await import('../inventory/clientContact/OrgClientContactPage')).OrgClientContactPage },
          handle: handle('org-client-contact'),
        },
        { path: 'paralegal-stats', lazy: { Component: async () => (await import('../staffStats/StaffStatsPages')).ParalegalStatsPage }, handle: handle('paralegal-stats') },
        { path: 'attorney-stats', lazy: { Component: async () => (await import('../staffStats/StaffStatsPages')).AttorneyStatsPage }, handle: handle('attorney-stats') },
      ],
    }),
    guarded(['admin', 'marketing'], { path: 'marketing', loader: marketingLoader, lazy: { Component: async () => (await import('./marketing/MarketingPage')).MarketingPage }, handle: handle('marketing') }),
    guarded(['admin', 'intake-management'], orgIntakeRoutes(), true),
    guarded(['admin'], { path: 'inventory', loader: inventoryStatsLoader, lazy: { Component: async () => (await import('../staffStats/InventoryStatsPage')).InventoryStatsPage }, handle: handle('org-inventory') }),
    guarded(['admin'], { path: 'closed-cases', loader: orgClosedCasesLoader, lazy: { Component: async () => (await import('./closedCases/OrgClosedCasesPage')).OrgClosedCasesPage }, handle: handle('org-closed-cases') }),
    guarded(['admin'], usersRoutes),
    guarded(['admin'], operationsRoute),
    guarded(['admin'], { path: 'reviews', loader: orgReviewsLoader, lazy: { Component: async () => (await import('./reviews/OrgReviewsPage')).OrgReviewsPage }, handle: handle('org-reviews') }),
    guarded(['admin'], { path: 'goal-settings', loader: goalSettingsLoader, lazy: { Component: async () => (await import('./goals/GoalSettingsPage')).GoalSettingsPage }, handle: handle('org-goal-settings', ['admin']) }),
  ],
  handle: handle('org'),
};

/** spec 3 §2.6: quarter goals. */
export const goalsRoute: RouteObject = {
  path: 'goals',
  loader: quarterGoalsLoader,
  lazy: { Component: async () => (await import('./goals/QuarterGoalsPage')).QuarterGoalsPage },
  handle: handle('goals'),
};
