import { TabNav } from '@radix-ui/themes';
import { NavLink, useMatch, useResolvedPath } from 'react-router-dom';
import type { MenuItem } from './menus';
import { ScrollHint } from '../../ui/ScrollHint';

/** A horizontal menu (spec 1 §2.3, spec 3 §2.2) on Radix TabNav; too wide, it scrolls with a hint. */
export function TabMenu({ label, items }: { label: string; items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <ScrollHint label={label}>
      <TabNav.Root aria-label={label} mb="3">
        {items.map((item) => (
          <TabItem key={item.label + item.to} item={item} />
        ))}
      </TabNav.Root>
    </ScrollHint>
  );
}

function TabItem({ item }: { item: MenuItem }) {
  const resolved = useResolvedPath(item.to);
  const path = resolved.pathname.length > 1 ? resolved.pathname.replace(/\/$/, '') : resolved.pathname;
  const active = !!useMatch({ path, end: !!item.end });
  return (
    <TabNav.Link asChild active={active}>
      <NavLink to={item.to} end={item.end}>
        {item.label}
      </NavLink>
    </TabNav.Link>
  );
}

/** A vertical list of links in the dark drawer. */
export function DrawerMenu({ label, items }: { label: string; items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="drawer-menu">
      <ul>
        {items.map((item) => (
          <li key={item.label + item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
