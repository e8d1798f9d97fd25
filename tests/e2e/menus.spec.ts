import { expect, test } from '@playwright/test';
import { login, menuItems, ORG_ID, type Role } from './helpers';

const CASES = ['Cases', 'Treating', 'Demands', 'Negotiation', 'Litigation', 'Fees', 'Reviews'];

// spec 1 §2.2 side drawer; spec 1 §2.3 dashboard menu; spec 3 §2.2 admin-layout and organization menus.
const EXPECTED: Record<Role, { main: string[]; dashboard: string[]; admin?: string[]; org?: string[]; orgPath?: string }> = {
  admin: {
    main: ['Organization', 'Inventory'],
    dashboard: ['Organization', 'Intake', 'CRM', ...CASES],
    admin: ['Home', 'Dashboard', 'Demands', 'Intake', 'CRM', 'Users', 'Goals', 'Reviews'],
    org: ['Stats', 'Marketing', 'Intake', 'Fees', 'Staff', 'Inventory', 'Closed Cases', 'Operations'],
    orgPath: `/org/${ORG_ID}/users`,
  },
  overlord: {
    main: ['Organization', 'Inventory'],
    dashboard: ['Organization', 'Intake', 'CRM', ...CASES],
    admin: ['Home', 'Dashboard', 'Demands', 'Intake', 'CRM', 'Users', 'Goals', 'Reviews'],
    org: ['Stats', 'Marketing', 'Intake', 'Fees', 'Staff', 'Inventory', 'Closed Cases', 'Operations'],
    orgPath: `/org/${ORG_ID}/users`,
  },
  'intake-management': {
    main: ['Inventory'],
    dashboard: ['Organization', 'Intake', 'CRM', ...CASES],
    admin: ['Home', 'Dashboard', 'CRM'],
    org: ['Intake'],
    orgPath: `/org/${ORG_ID}/intake`,
  },
  intake: { main: ['Assignment'], dashboard: ['Intake', 'CRM'] },
  attorney: { main: ['Inventory'], dashboard: CASES },
  paralegal: { main: ['Inventory'], dashboard: CASES },
  user: { main: ['Inventory'], dashboard: CASES },
  marketing: { main: ['Organization', 'Inventory'], dashboard: [], admin: [], org: ['Marketing', 'Fees'], orgPath: `/org/${ORG_ID}/marketing` },
  'medical-requester': { main: ['Medical Requests'], dashboard: [] },
};

async function expectMenu(page: import('@playwright/test').Page, label: string, items: string[]) {
  if (items.length === 0) {
    await expect(page.getByRole('navigation', { name: label })).toHaveCount(0);
  } else {
    expect(await menuItems(page, label)).toEqual(items);
  }
}

test.describe('menus by role', () => {
  for (const [role, expected] of Object.entries(EXPECTED) as [Role, (typeof EXPECTED)[Role]][]) {
    test(`${role} sees exactly the spec's menu items`, async ({ page }) => {
      await page.goto('/');
      await login(page, role);
      // A dashboard-layout page of this user.
      const mainItems = await menuItems(page, 'Main menu');
      expect(mainItems).toEqual(expected.main);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: expected.main[expected.main.length - 1] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectMenu(page, 'Dashboard menu', expected.dashboard);
      if (expected.orgPath) {
        await page.goto(expected.orgPath);
        await expect(page).toHaveURL(expected.orgPath);
        await expectMenu(page, 'Organization menu', expected.org ?? []);
        await expectMenu(page, 'Admin menu', expected.admin ?? []);
      }
    });
  }

  // Platform issue §6: marketing and overlord reach every organization page they may open from the drawer.
  const ORG_PAGES: Partial<Record<Role, { entry: string; pages: [string, string][] }>> = {
    marketing: {
      entry: `/org/${ORG_ID}/marketing`,
      pages: [
        ['Marketing', `/org/${ORG_ID}/marketing`],
        ['Fees', `/org/${ORG_ID}/fees`],
      ],
    },
    overlord: {
      entry: `/org/${ORG_ID}`,
      pages: [
        ['Stats', `/org/${ORG_ID}`],
        ['Marketing', `/org/${ORG_ID}/marketing`],
        ['Intake', `/org/${ORG_ID}/intake`],
        ['Fees', `/org/${ORG_ID}/fees`],
        ['Staff', `/org/${ORG_ID}/staff`],
        ['Inventory', `/org/${ORG_ID}/inventory`],
        ['Closed Cases', `/org/${ORG_ID}/closed-cases`],
        ['Operations', `/org/${ORG_ID}/operations`],
      ],
    },
  };
  for (const [role, { entry, pages }] of Object.entries(ORG_PAGES) as [Role, { entry: string; pages: [string, string][] }][]) {
    test(`${role} reaches its organization pages through the drawer`, async ({ page }) => {
      await page.goto('/');
      await login(page, role);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Organization' }).click();
      await expect(page).toHaveURL(entry);
      for (const [label, path] of pages) {
        await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}(/[a-z-]*)?$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      if (role === 'overlord') {
        await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /^Users \(\d+\)$/ })).toBeVisible();
      }
    });
  }

  test('a role outside an organization route stays where it was', async ({ page }) => {
    await page.goto('/');
    await login(page, 'attorney');
    const here = page.url();
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/\/fees\/?$/);
    // The Fees page is on screen (its query loaded) before the person types another address.
    await expect(page.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
    await page.evaluate((org) => {
      window.history.pushState({}, '', `/org/${org}/users`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, ORG_ID);
    await expect(page).toHaveURL(/\/fees\/?$/);
    expect(here).toContain('/dash/');
  });

  test('intake-management opens organization home from the dashboard menu (issue 14)', async ({ page }) => {
    await page.goto('/');
    await login(page, 'intake-management');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dash\/\d+\/inventory$/);
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Organization' }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${ORG_ID}$`));
    await expect(page.getByRole('heading', { name: 'Organization Stats' })).toBeVisible();
  });

  test('an unknown path says Page not found, with the way home', async ({ page }) => {
    await page.goto('/');
    await login(page, 'attorney');
    for (const path of ['/no-such-page', `/org/${ORG_ID}/no-such-page`, '/dash/1/inventory/nothing-here']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to your start page' }).click();
    await expect(page).toHaveURL(/\/dash\/\d+/);
  });
});
