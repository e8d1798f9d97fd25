import { expect, test } from '@playwright/test';
import { login, ORG_ID } from './helpers';
import { startOwnServer, type OwnServer } from './ownServer';

// Issue #18 "A demo firm that is alive": the built-in demo system keeps producing leads, the
// sync worker pulls them, and a Leads page that is open shows them without a reload. Its own
// server runs the live demo at its fastest (a lead every 6 s, the desk open at any hour so the
// check does not depend on when CI runs) and pulls every second.

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer('live-demo', '[connector]\nkind = "demo"\nsync_interval_secs = 1\nreconcile_at = ""\n', {
    CASEBOARD_DEMO_LIVE_RATE: '600',
    CASEBOARD_DEMO_LIVE_HOURS: 'always',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const countOf = async (heading: import('@playwright/test').Locator) => Number(/\((\d+)\)/.exec(await heading.innerText())?.[1] ?? NaN);

test('a lead the live demo opens appears on an open Leads page without a reload', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await page.goto('/');
  await login(page, 'intake-management');
  await page.goto(`/org/${ORG_ID}/intake/leads`);
  const heading = page.getByRole('heading', { name: /^Leads/ });
  await expect(heading).toBeVisible();
  const before = await countOf(heading);
  expect(before).toBeGreaterThanOrEqual(0);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await expect.poll(() => countOf(heading), { timeout: 45_000 }).toBeGreaterThan(before);
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1)).toBeVisible();
  expect(loads, 'the page was not reloaded').toEqual([]);
  await context.close();
});
