import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth, SignInRoute } from './routing/Guards';
import { handle } from './routing/routeHandle';
import { NotBuilt } from './routing/NotBuilt';
import { AppShell } from './layout/AppShell';
import { DashboardSection } from './layout/Sections';
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
    children: [
      { path: '/', element: <LoginPage />, handle: handle('login') },
      { path: '/forgot-password', element: <ForgotPasswordPage />, handle: handle('forgot-password') },
      { path: '/password-reset/:token', element: <PasswordResetPage />, handle: handle('password-reset') },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            element: <DashboardSection />,
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
          { path: '*', element: <NotBuilt screen="Page not found" spec="no such route in spec 3 §2.1" />, handle: handle('not-found') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
