import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireAuth, SignInRoute } from './routing/Guards';
import { handle } from './routing/routeHandle';
import { LoadingState } from '../ui/QueryBoundary';
import { LoginPage } from './signin/LoginPage';
import { ForgotPasswordPage } from './signin/ForgotPasswordPage';
import { PasswordResetPage } from './signin/PasswordResetPage';
/** The route that holds every signed-in route once they are loaded. */
const SIGNED_IN = 'signed-in';

/**
 * spec 3 §2.1: the route table. The sign-in pages are here; the signed-in routes (every area's
 * route definitions, loaders and preloaded query documents) are in `./signedInRoutes`, loaded on
 * the first navigation past sign-in, so the sign-in page's bundle does not grow with each screen
 * (platform issue §6: 200 KB gzip).
 */
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
    id: SIGNED_IN,
    // Discovered on the first signed-in navigation (patchRoutesOnNavigation below).
    children: [],
  },
];

export function createRouter() {
  let discovered = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch }) {
      // Called for every path the table cannot match fully (and for paths with parameters):
      // the signed-in routes are added once; after that every path matches or is NotFound.
      if (discovered) return;
      const { signedInRoutes } = await import('./signedInRoutes');
      if (discovered) return;
      discovered = true;
      patch(SIGNED_IN, signedInRoutes);
    },
  });
}
