import { expect, test } from '@playwright/test';
import { ORG_ID, login } from './helpers';

// Issue 14: goals are the firm's configuration. An admin changes a goal on the goals screen;
// bad input is refused under the field and nothing is saved; a second browser sees the saved
// goal at once, and the change is listed with who made it.

test('an admin changes a goal and a second browser sees it live', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await login(first, 'admin');
  await login(second, 'admin');
  await first.goto(`/org/${ORG_ID}/goal-settings`);
  await second.goto(`/org/${ORG_ID}/goal-settings`);
  await expect(first.getByRole('heading', { name: 'Goals', exact: true })).toBeVisible();
  const quarter = first.getByLabel('Demands per quarter', { exact: true });
  const before = await quarter.inputValue();
  expect(Number(before)).toBeGreaterThan(0);
  // spec 3 §9's daily fee goal is shown in dollars.
  await expect(first.getByLabel('Fees per business day ($)', { exact: true })).toHaveValue(/^\d+(\.\d\d)?$/);

  // A negative goal is refused under its field; nothing is saved.
  await quarter.fill('-5');
  await first.getByRole('button', { name: 'Save goals' }).click();
  await expect(first.getByText('A goal cannot be negative')).toBeVisible();
  await expect(second.getByLabel('Demands per quarter', { exact: true })).toHaveValue(before);
  await quarter.fill('abc');
  await first.getByRole('button', { name: 'Save goals' }).click();
  await expect(first.getByText("'abc' is not a number")).toBeVisible();

  const next = String(Number(before) + 13);
  await quarter.fill(next);
  await first.getByRole('button', { name: 'Save goals' }).click();
  await expect(first.getByText(/Goals saved, in force from/)).toBeVisible();
  await expect(quarter).toHaveValue(next);
  // The other browser follows without a reload, and the change is on the audit list.
  await expect(second.getByLabel('Demands per quarter', { exact: true })).toHaveValue(next);
  await expect(second.getByRole('row', { name: /Quarter goals: Demands per quarter/ }).first()).toBeVisible();
});

test('only admins reach the goals screen', async ({ page }) => {
  await login(page, 'marketing');
  await page.goto(`/org/${ORG_ID}/goal-settings`);
  // The route guard sends a marketing user back to a page of theirs; the server refuses too.
  await expect(page).not.toHaveURL(/goal-settings/);
  await expect(page.getByRole('button', { name: 'Save goals' })).toHaveCount(0);
});
