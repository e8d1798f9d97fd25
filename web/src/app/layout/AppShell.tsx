import { useEffect } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useSessionUser } from '../auth/AuthContext';
import { PresenceProvider } from '../live/presence';
import { rememberAllowedPath } from '../routing/Guards';
import { adminMenuItems, sideDrawerItems } from './menus';
import { DrawerMenu } from './NavMenus';
import { DateRangeControls } from './DateRangeControls';
import { DeadlineBadge } from './DeadlineBadge';
import { UserMenu } from './UserMenu';
import { CaseDialogProvider } from '../../areas/case/dialog/CaseDialogProvider';
import { CaseFinder } from '../../areas/case/finder/CaseFinder';

/** spec 1 §2.2: the main layout: dark side drawer (width 200) and the top bar. */
export function AppShell() {
  const user = useSessionUser();
  const location = useLocation();
  const { orgId } = useParams();
  useEffect(() => rememberAllowedPath(location.pathname + location.search), [location.pathname, location.search]);
  const onOrgPage = location.pathname.startsWith('/org/');
  return (
    <PresenceProvider>
      {/* spec 1 §2.5/§2.6: a client name anywhere opens the one case dialog. */}
      <CaseDialogProvider>
        <div className="shell">
          <aside className="drawer" aria-label="Side drawer">
            <div className="drawer-title">Caseboard</div>
            <DrawerMenu label="Main menu" items={sideDrawerItems(user)} />
            {onOrgPage ? <DrawerMenu label="Admin menu" items={adminMenuItems(user, Number(orgId ?? user.organizationId))} /> : null}
          </aside>
          <div className="shell-main">
            <header className="topbar">
              <Flex align="center" gap="4">
                <Text as="p" size="4" weight="bold" className="product-title">
                  Caseboard
                </Text>
                <CaseFinder />
              </Flex>
              <Flex align="center" gap="4" wrap="wrap">
                <DateRangeControls />
                <DeadlineBadge />
                <UserMenu />
              </Flex>
            </header>
            <main className="content" id="main">
              <Outlet />
            </main>
          </div>
        </div>
      </CaseDialogProvider>
    </PresenceProvider>
  );
}
