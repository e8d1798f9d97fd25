import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth, SignInRoute } from './routing/Guards';
import { handle } from './routing/routeHandle';
import { NotFound } from './routing/NotFound';
import { LoadingState } from '../ui/QueryBoundary';
import { LoginPage } from './signin/LoginPage';
import { ForgotPasswordPage } from './signin/ForgotPasswordPage';
import { PasswordResetPage } from './signin/PasswordResetPage';
import { dashIntakeRoutes } from '../areas/intake/routes';
import { dashIndexRoute, inventoryRoutes } from '../areas/inventory/routes';
import { caseSummaryRoute } from '../areas/case/routes';
import { stageRoutes } from '../areas/stages/routes';
import { dashFeesRoutes } from '../areas/fees/routes';
import { crmRoutes } from '../areas/crm/routes';
import { mrRoutes } from '../areas/mr/routes';
import { goalsRoute, orgRoutes } from '../areas/org/routes';

/** spec 3 §2.1: the full route table. */
export const routes: RouteObject[] = [
  {
    element: <SignInRoute />,
    hydrateFallbackElement: <LoadingState label="Loading…" />,
    children: [
      { path: '/', element: <LoginPage />, handle: handle('login') },
      { path: '/forgot-password', element: <ForgotPasswordPage />, handle: handle('forgot-password') },
      { path: '/password-reset/:token', element: <PasswordResetPage />, handle: handle('password-reset') },
    ],
  },
  {
    element: <RequireAuth />,
    hydrateFallbackElement: <LoadingState label="Loading…" />,
    children: [
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
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
