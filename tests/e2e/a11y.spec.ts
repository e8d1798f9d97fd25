import { expect, test } from '@playwright/test';
import { login, ORG_ID, seriousViolations } from './helpers';

test.describe('accessibility of the shell pages (axe-core)', () => {
  test('sign-in screens', async ({ page }) => {
    for (const path of ['/', '/forgot-password', '/password-reset/some-token']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('layout, dashboard and administration pages', async ({ page }) => {
    // Nine full page loads, each checked by axe: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/');
    await login(page, 'admin');
    for (const path of [`/org/${ORG_ID}/users`, `/org/${ORG_ID}/users/teams`, `/org/${ORG_ID}/users/offices`, `/org/${ORG_ID}/users/departments`, `/org/${ORG_ID}`, '/crm', '/mr']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const dash = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' });
    await page.goto(`/org/${ORG_ID}`);
    await dash.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'dashboard').toEqual([]);

    await page.goto(`/org/${ORG_ID}/users`);
    await page.getByRole('button', { name: 'New User' }).click();
    await expect(page.getByRole('dialog', { name: 'New User' })).toBeVisible();
    expect(await seriousViolations(page), 'user dialog').toEqual([]);
  });
});
