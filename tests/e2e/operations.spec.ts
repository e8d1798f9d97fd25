import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, ORG_ID, seriousViolations, tokenFor } from './helpers';

// Platform issue: the operations screen. An admin rebuilds a read model from the browser while
// another browser keeps reading it, and retries a failed write-back.

const CASE_ID = 890001;

test.beforeAll(async ({ request }) => {
  // A case with notes, so the `cases` rebuild has events to fold.
  const id = (what: string) => `e2e-ops-${CASE_ID}-${what}`;
  importFacts([
    {
      fact_id: id('opened'),
      type: 'case_opened',
      data: { case_id: CASE_ID, organization_id: 2, opened_at: '2025-07-01T16:00:00Z', first_name: 'Ruth', last_name: 'Adler', status_id: 1079, status_label: 'INT 00 - Lead', case_type: 'Auto', office_id: 7, state: 'ID', high_priority: false, is_mass_tort: false },
    },
    ...[1, 2, 3].map((n) => ({
      fact_id: id(`note-${n}`),
      type: 'note_added',
      data: { case_id: CASE_ID, note_id: CASE_ID * 100 + n, note_type_id: 189, content: `Operations note ${n}`, created_at: `2025-07-0${n + 1}T16:00:00Z`, creator_name: 'Dana Intake' },
    })),
  ]);
  const token = await tokenFor(request, 'admin');
  await eventually(async () => {
    const data = await gql<{ case: { notes: unknown[] } | null }>(request, `{ case(caseId: ${CASE_ID}) { notes(order: OLDEST_FIRST) { noteId } } }`, {}, token).catch(() => null);
    return data?.case?.notes.length === 3;
  });
});

test('an admin rebuilds cases and watches it reach 100 % while another browser reads a case', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const readerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const reader = await readerContext.newPage();
  await admin.goto('/');
  await login(admin, 'admin');
  await admin.goto(`/org/${ORG_ID}`);
  await admin.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Operations' }).click();
  await expect(admin).toHaveURL(new RegExp(`/org/${ORG_ID}/operations$`));
  const projections = admin.getByRole('table', { name: 'Projections' });
  const casesRow = projections.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'cases', exact: true }) });
  await expect(casesRow).toContainText('live');

  await reader.goto('/');
  await login(reader, 'intake');
  await reader.goto(`/case/${CASE_ID}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Ruth Adler');

  await casesRow.getByRole('button', { name: 'Rebuild cases' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Rebuild cases' });
  await expect(confirm).toContainText('keep serving');
  await confirm.getByRole('button', { name: 'Rebuild' }).click();
  await expect(confirm).toBeHidden();

  // The other browser keeps reading the case while the new generation fills.
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Ruth Adler');
  await expect(reader.getByRole('list', { name: 'Notes, oldest first' }).getByRole('listitem')).toHaveCount(3);

  await expect(casesRow.getByLabel('cases rebuild percent')).toHaveText('100 %', { timeout: 30_000 });
  await expect(casesRow).toContainText('Rebuilt');
  await expect(casesRow.getByRole('progressbar', { name: 'cases rebuild progress' })).toBeVisible();
  await expect(casesRow).toContainText('live');
  expect(await seriousViolations(admin), 'operations screen').toEqual([]);

  // Served from the new generation, the case reads the same.
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Ruth Adler');
  await expect(reader.getByRole('list', { name: 'Notes, oldest first' }).getByRole('listitem')).toHaveCount(3);
  await adminContext.close();
  await readerContext.close();
});

test('a failed write-back shows on the screen and Retry now clears it', async ({ page }) => {
  // A push the external system refused three times (the demo connector accepts the retry).
  const id = `e2e-wb-${Date.now().toString(36)}`;
  const database = path.join(process.env.E2E_DATA_DIR!, 'caseboard.sqlite');
  execFileSync('sqlite3', [
    '-cmd',
    '.timeout 5000',
    database,
    `INSERT INTO writeback_outbox (id, kind, case_id, payload, created_at, attempts, next_attempt_at, last_error, organization_id) ` +
      `VALUES ('${id}', 'note_added', ${CASE_ID}, '{}', '2026-01-01T00:00:00Z', 3, '2099-01-01T00:00:00Z', 'HTTP 503 Service Unavailable from the case system', 2)`,
  ]);
  await page.goto('/');
  await login(page, 'admin');
  await page.goto(`/org/${ORG_ID}/operations`);
  const failures = page.getByRole('table', { name: 'Failed write-backs' });
  await expect(failures).toContainText('HTTP 503 Service Unavailable');
  await expect(page.getByRole('group', { name: 'Failed write-backs' })).toContainText('1');
  await expect(page.getByRole('status', { name: 'Last write-back error' })).toContainText('HTTP 503');
  await failures.getByRole('button', { name: `Retry ${id} now` }).click();
  await expect(failures.getByRole('button', { name: `Retry ${id} now` })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('No failed write-backs.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Failed write-backs' })).toContainText('0');
});
