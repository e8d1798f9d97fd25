import { expect, test } from '@playwright/test';
import { login, ORG_ID } from './helpers';

// Issue #18: the Sync panel of the operations screen. "Sync now" asks the sync worker for a
// pull at once; the panel then shows one more pull and a recent successful pull. (The suite's
// server uses the built-in demo system, whose pages are empty: no facts land, none are parked.)

const pullsIn = (text: string) => Number(/(\d+) pulls/.exec(text)?.[1] ?? NaN);

test('Sync now pulls at once and the panel shows it', async ({ page }) => {
  await page.goto('/');
  await login(page, 'admin');
  await page.goto(`/org/${ORG_ID}/operations`);
  await expect(page.getByRole('heading', { name: 'Sync with the case system' })).toBeVisible();
  const lastPull = page.getByRole('group', { name: 'Last successful pull' });
  await expect(lastPull).toContainText('pulls');
  const before = pullsIn(await lastPull.innerText());
  expect(before).toBeGreaterThanOrEqual(0);
  await expect(page.getByText('No parked facts.')).toBeVisible();

  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Synced with the case system.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => pullsIn(await lastPull.innerText()), { timeout: 20_000 }).toBeGreaterThan(before);
  await expect(lastPull).toContainText('ago');
  await expect(page.getByRole('group', { name: 'Failures in a row' })).toContainText('0');
});
