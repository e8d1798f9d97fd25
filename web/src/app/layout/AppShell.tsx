import { useEffect, useRef, useState } from 'react';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross1Icon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useSessionUser } from '../auth/AuthContext';
import { PresenceProvider } from '../../platform/live/presence';
import { rememberAllowedPath } from '../routing/Guards';
import { adminMenuItems, sideDrawerItems } from './menus';
import { DrawerMenu } from './NavMenus';
import { DateRangeControls } from './DateRangeControls';
import { DeadlineBadge } from './DeadlineBadge';
import { UserMenu } from './UserMenu';
import { CaseDialogProvider } from '../../areas/case/dialog/CaseDialogProvider';
import { CaseFinder } from '../../areas/case/finder/CaseFinder';

/**
 * spec 1 §2.2: the main layout: dark side drawer (width 200) and the top bar. Under 768 px
 * the drawer folds away behind a menu button in the top bar (platform issue §6).
 */
export function AppShell() {
  const user = useSessionUser();
  const location = useLocation();
  const { orgId } = useParams();
  useEffect(() => rememberAllowedPath(location.pathname + location.search), [location.pathname, location.search]);
  const onOrgPage = location.pathname.startsWith('/org/');
  // Under 768 px the drawer is a panel opened by the menu button (CSS decides the width).
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!drawerOpen) return;
    // The opened panel takes the focus, and gives it back to the menu button when it closes.
    document.querySelector<HTMLElement>('#side-drawer a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    const button = menuButton.current;
    return () => {
      window.removeEventListener('keydown', onKey);
      if (button && getComputedStyle(button).display !== 'none') button.focus();
    };
  }, [drawerOpen]);
  return (
    <PresenceProvider>
      {/* spec 1 §2.5/§2.6: a client name anywhere opens the one case dialog. */}
      <CaseDialogProvider>
        <div className="shell" data-drawer-open={drawerOpen || undefined}>
          <aside className="drawer" id="side-drawer" aria-label="Side drawer">
            <Flex className="drawer-title" align="center" justify="between">
              Caseboard
              <IconButton className="drawer-close" variant="ghost" color="gray" aria-label="Close menu" onClick={() => setDrawerOpen(false)}>
                <Cross1Icon />
              </IconButton>
            </Flex>
            <DrawerMenu label="Main menu" items={sideDrawerItems(user)} />
            {onOrgPage ? <DrawerMenu label="Admin menu" items={adminMenuItems(user, Number(orgId ?? user.organizationId))} /> : null}
          </aside>
          {drawerOpen ? <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
          <div className="shell-main">
            <header className="topbar">
              <Flex align="center" gap="4">
                <IconButton ref={menuButton} className="menu-button" variant="soft" aria-label="Open menu" aria-controls="side-drawer" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
                  <HamburgerMenuIcon />
                </IconButton>
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
