import type { RouteObject } from 'react-router-dom';
import { OrgRouteGuard } from '../../app/routing/Guards';
import { handle, notBuilt } from '../../app/routing/routeHandle';
import { SubSection } from '../../app/layout/LazySections';
import type { RoleName } from '../../app/auth/roles';
import { orgIntakeRoutes } from '../intake/routes';
import { orgFeesChildren } from '../fees/routes';
import { operationsRoute, usersRoutes } from '../admin/routes';

function guarded(roles: readonly RoleName[], route: RouteObject, intakeSection = false): RouteObject {
  return { element: <OrgRouteGuard roles={roles} intakeSection={intakeSection} />, children: [route] };
}

/** spec 3 §2.1: the /org/{id} routes with the role lists of spec 3 §2.1, §2.2 and §6. */
export const orgRoutes: RouteObject = {
  path: 'org/:orgId',
  lazy: { Component: async () => (await import('../../app/layout/Sections')).OrgSection },
  children: [
    guarded(['admin', 'intake-management'], notBuilt(undefined, 'org-index', 'Organization Home', 'spec 3 §2.3 Organization home')),
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
        notBuilt(undefined, 'demands-index', 'Demands', 'spec 3 §2.5 Demands'),
        notBuilt('overdue', 'demands-overdue', 'Overdue Demands', 'spec 3 §2.5 Overdue demands'),
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
        { index: true, lazy: { Component: async () => (await import('../inventory/scorecard/ScorecardPage')).ScorecardPage }, handle: handle('cm-scorecard') },
        {
          path: 'client-contact',
          lazy: { Component: async () => (await import('../inventory/clientContact/OrgClientContactPage')).OrgClientContactPage },
          handle: handle('org-client-contact'),
        },
        notBuilt('paralegal-stats', 'paralegal-stats', 'Paralegal Stats', 'spec 3 §2.7 Staff screens: Paralegal Stats'),
        notBuilt('attorney-stats', 'attorney-stats', 'Attorney Stats', 'spec 3 §2.7 Staff screens: Attorney Stats'),
      ],
    }),
    guarded(['admin', 'marketing'], notBuilt('marketing', 'marketing', 'Marketing Stats', 'spec 3 §2.4 Marketing')),
    guarded(['admin', 'intake-management'], orgIntakeRoutes(), true),
    guarded(['admin'], notBuilt('inventory', 'org-inventory', 'Inventory Statistics', 'spec 3 §2.8 Inventory statistics')),
    guarded(['admin'], notBuilt('closed-cases', 'org-closed-cases', 'Closed Cases in Period', 'spec 3 §2.9 Closed Cases in Period')),
    guarded(['admin'], usersRoutes),
    guarded(['admin'], operationsRoute),
    guarded(['admin'], notBuilt('reviews', 'org-reviews', 'Unique Reviews', 'spec 3 §2.12 Reviews')),
  ],
  handle: handle('org'),
};

/** spec 3 §2.6: quarter goals. */
export const goalsRoute: RouteObject = notBuilt('goals', 'goals', 'Quarter Goals', 'spec 3 §2.6 Quarter goals');
