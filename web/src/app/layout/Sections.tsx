import { Outlet, useMatches, useParams, useRevalidator } from 'react-router-dom';
import { useSessionUser } from '../auth/AuthContext';
import { hasRole } from '../auth/roles';
import type { RouteHandle } from '../routing/routeHandle';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { AdminTabBar } from './AdminTabBar';
import { dashboardMenuItems, orgMenuItems } from './menus';
import { TabMenu } from './NavMenus';
import { FreshnessScope } from '../../platform/live/FreshnessScope';
import { ScreenFreshness } from '../../ui/Freshness';
import type { ReactNode } from 'react';

/**
 * A section's header row (its menu, then the screen's freshness badge) over its screen. The
 * scope collects the read models the screen's live queries name, so every screen of the
 * section shows how fresh it is (platform issue §3) without code of its own.
 */
function SectionFrame({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <FreshnessScope>
      <div className="section-header">
        <div className="section-menu">{menu}</div>
        <div className="section-freshness">
          <ScreenFreshness />
        </div>
      </div>
      {children}
    </FreshnessScope>
  );
}

/** Screen queries are preloaded by loaders: "Try again" re-runs them. */
function RouteBoundary() {
  const { revalidate } = useRevalidator();
  return (
    <QueryBoundary onReset={() => void revalidate()}>
      <Outlet />
    </QueryBoundary>
  );
}

function useOnTeamPage(): boolean {
  const matches = useMatches();
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.teamPage);
}

/** Pages of the dashboard layout (spec 1 §2.3): the navigation menu and the admin tab bar. */
export function DashboardSection({ actAs = true }: { actAs?: boolean }) {
  const user = useSessionUser();
  const teamPage = useOnTeamPage();
  const admin = hasRole(user, 'admin');
  return (
    <SectionFrame menu={<TabMenu label="Dashboard menu" items={dashboardMenuItems(user)} />}>
      <AdminTabBar showActAs={admin && actAs} showTeam={admin && teamPage} />
      <RouteBoundary />
    </SectionFrame>
  );
}

/** Pages of the organization area (spec 3 §2.2): the organization menu. */
export function OrgSection() {
  const user = useSessionUser();
  const { orgId } = useParams();
  const teamPage = useOnTeamPage();
  const admin = hasRole(user, 'admin');
  return (
    <SectionFrame menu={<TabMenu label="Organization menu" items={orgMenuItems(user, Number(orgId))} />}>
      <AdminTabBar showActAs={false} showTeam={admin && teamPage} />
      <RouteBoundary />
    </SectionFrame>
  );
}

/** A sub-navigation inside a section (intake tabs, users tabs). */
export function SubSection({ label, items }: { label: string; items: { label: string; to: string; end?: boolean }[] }) {
  return (
    <>
      <TabMenu label={label} items={items} />
      <RouteBoundary />
    </>
  );
}
