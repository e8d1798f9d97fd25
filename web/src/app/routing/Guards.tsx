import { Flex, Spinner, Text } from '@radix-ui/themes';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useAuth, useSessionUser } from '../auth/AuthContext';
import { landingPath, safeRedirect, type RoleName } from '../auth/roles';
import { orgRouteDecision, roleRouteDecision, type GuardDecision } from './guards';

/** The last pages the shell rendered, newest last: where "stay" goes back to. */
let shownPaths: string[] = [];

/** Called by the shell after each render of a page. */
export function rememberAllowedPath(path: string) {
  if (shownPaths[shownPaths.length - 1] !== path) shownPaths = [...shownPaths.slice(-9), path];
}

/**
 * Where a refused page goes back to: the last page shown before it. The shell may have noted
 * the refused path itself before its guard rendered (a route whose code or query loads first
 * renders its guard a commit later), so it is forgotten here, never gone back to.
 */
export function pathBefore(refused: string, fallback: string): string {
  shownPaths = shownPaths.filter((p) => p !== refused);
  return shownPaths[shownPaths.length - 1] ?? fallback;
}

function FullPageSpinner({ label }: { label: string }) {
  return (
    <Flex align="center" justify="center" gap="3" style={{ minHeight: '100vh' }} role="status">
      <Spinner size="3" />
      <Text>{label}</Text>
    </Flex>
  );
}

/** spec 1 §2.1: every route but the three sign-in routes needs a token. */
export function RequireAuth() {
  const { status, loggedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loggingIn') return <FullPageSpinner label="Signing in…" />;
  // spec 1 §4: Log Out goes to / (no redirect value: the user chose to leave).
  if (status !== 'loggedIn' && loggedOutByUser) return <Navigate to="/" replace />;
  if (status !== 'loggedIn') {
    const pending = location.pathname + location.search;
    return <Navigate to={`/?redirect=${encodeURIComponent(pending)}`} replace />;
  }
  return <Outlet />;
}

/** spec 1 §2.1: a signed-in user opening a sign-in route goes to the landing page. */
export function SignInRoute() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  if (status === 'loggedIn' && user) {
    return <Navigate to={safeRedirect(params.get('redirect')) ?? landingPath(user)} replace />;
  }
  return <Outlet />;
}

function applyDecision(decision: GuardDecision, currentPath: string, fallback: string) {
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Navigate to={pathBefore(currentPath, fallback)} replace />;
}

export function OrgRouteGuard({ roles, intakeSection = false }: { roles: readonly RoleName[]; intakeSection?: boolean }) {
  const user = useSessionUser();
  const { orgId } = useParams();
  const location = useLocation();
  const decision = orgRouteDecision(user, Number(orgId), roles, intakeSection);
  return applyDecision(decision, location.pathname + location.search, landingPath(user));
}

export function RoleGuard({ roles }: { roles: readonly RoleName[] }) {
  const user = useSessionUser();
  const location = useLocation();
  return applyDecision(roleRouteDecision(user, roles), location.pathname + location.search, landingPath(user));
}
