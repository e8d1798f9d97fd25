import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gql, login, ORG_ID, tokenFor, unique, userIdOf, type Role } from './helpers';

/** The mail is quoted-printable: soft line breaks (=\n) and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// spec 1 §2.1: landing page by role, first match wins.
const LANDING: Record<Role, (userId: number) => string> = {
  admin: () => `/org/${ORG_ID}`,
  overlord: (id) => `/dash/${id}/inventory`,
  'intake-management': () => `/org/${ORG_ID}/intake`,
  intake: (id) => `/dash/${id}/intake`,
  attorney: (id) => `/dash/${id}/inventory`,
  paralegal: (id) => `/dash/${id}/inventory`,
  user: (id) => `/dash/${id}/inventory`,
  marketing: (id) => `/dash/${id}/inventory`,
  'medical-requester': () => '/mr',
};

test.describe('sign-in', () => {
  for (const role of Object.keys(LANDING) as Role[]) {
    test(`${role} logs in and lands on their page`, async ({ page, request }) => {
      const userId = await userIdOf(request, role);
      await page.goto('/');
      await login(page, role);
      // /dash/{id} redirects to its index, inventory-list (spec 3 §2.1).
      await expect(page).toHaveURL(new RegExp(`${LANDING[role](userId)}$`));
      // A signed-in user opening a sign-in route goes to the landing page.
      await page.goto('/forgot-password');
      await expect(page).toHaveURL(new RegExp(`${LANDING[role](userId)}$`));
    });
  }

  test('a wrong password shows the error state', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('admin@caseboard.demo');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Login failed');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected URL without a token goes to / with redirect and returns there after login', async ({ page }) => {
    await page.goto(`/org/${ORG_ID}/users/teams`);
    await expect(page).toHaveURL(`/?redirect=${encodeURIComponent(`/org/${ORG_ID}/users/teams`)}`);
    await login(page, 'admin');
    await expect(page).toHaveURL(`/org/${ORG_ID}/users/teams`);
    await expect(page.getByRole('heading', { name: /^Teams/ })).toBeVisible();
  });

  test('the token survives a reload and Log Out clears it', async ({ page }) => {
    await page.goto('/');
    await login(page, 'attorney');
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('caseboard.token'))).toBeNull();
  });

  test('a stale stored token is dropped silently and the pending path kept', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('caseboard.token', JSON.stringify('not-a-real-token')));
    await page.goto('/crm/contacts');
    await expect(page).toHaveURL(`/?redirect=${encodeURIComponent('/crm/contacts')}`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('forgot password shows Email sent. and the mailed reset link signs the user in', async ({ page, request }) => {
    // A user of its own, so the demo logins keep their password.
    const admin = await tokenFor(request, 'admin');
    const address = `${unique('reset').replace(/\s+/g, '.').toLowerCase()}@caseboard.demo`;
    await gql(request, 'mutation($u:UserInput!){ upsertUser(user:$u){ userId } }', { u: { organizationId: ORG_ID, firstName: 'Reset', lastName: 'Tester', email: address, password: 'first-password', capacity: 0, active: true, roleIds: [] } }, admin);

    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
    await expect(page.getByText('Email sent.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail');
    let link = '';
    await expect
      .poll(() => {
        // The mail folder appears with the first mail: poll until then instead of failing.
        const files = (existsSync(mailDir) ? readdirSync(mailDir) : [])
          .map((f) => path.join(mailDir, f))
          .filter((f) => statSync(f).isFile())
          .map((f) => decodeQuotedPrintable(readFileSync(f, 'utf8')))
          .filter((text) => text.includes(address));
        const match = files.map((t) => /\/password-reset\/([A-Za-z0-9_\-.%]+)/.exec(t)).find(Boolean);
        link = match ? `/password-reset/${match[1]}` : '';
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('different');
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm Password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Reset Tester');
    await expect(page).toHaveURL(/\/dash\/\d+\/inventory$/);
  });
});
