import { Outlet, type RouteObject } from 'react-router-dom';
import { handle } from './routing/routeHandle';
import { NotFound } from './routing/NotFound';
import { dashIntakeRoutes } from '../areas/intake/routes';
import { dashIndexRoute, inventoryRoutes } from '../areas/inventory/routes';
import { caseSummaryRoute } from '../areas/case/routes';
import { stageRoutes } from '../areas/stages/routes';
import { dashFeesRoutes } from '../areas/fees/routes';
import { crmRoutes } from '../areas/crm/routes';
import { mrRoutes } from '../areas/mr/routes';
import { goalsRoute, orgRoutes } from '../areas/org/routes';

/**
 * spec 3 §2.1: every signed-in route, under the RequireAuth route of `./router`. Its own chunk,
 * loaded on the first signed-in navigation.
 */
export const signedInRoutes: RouteObject[] = [
  {
    // The signed-in layout is its own chunk: the sign-in page loads without it (platform issue §6).
    lazy: { Component: async () => (await import('./layout/AppShell')).AppShell },
    children: [
      {
        lazy: { Component: async () => (await import('./layout/Sections')).DashboardSection },
        children: [
          {
            path: 'dash/:userId',
            element: <Outlet />,
            children: [dashIndexRoute, dashIntakeRoutes, inventoryRoutes, ...stageRoutes, dashFeesRoutes],
          },
          crmRoutes,
          mrRoutes,
          caseSummaryRoute,
          goalsRoute,
        ],
      },
      orgRoutes,
      { path: '*', element: <NotFound />, handle: handle('not-found') },
    ],
  },
];
