import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, ORG_ID } from './helpers';
import { freePort, startOwnServer, type OwnServer } from './ownServer';

// Issue #18: reconciliation with the external case system and write-backs, visibly. This spec
// runs its own Caseboard against a fake HTTP external system (the suite's server uses the
// built-in demo system, which agrees with itself): the drift is listed, a re-pull clears a
// case, and Retry now pushes a refused write-back again.

const DIFFERS = 897001; // office 1 here, 3 in the case system; status changed here, never taken
const ONLY_THERE = 897002; // only the case system has it: re-pull brings it in

const snapshot = (caseId: number, officeId: number) => ({
  case_id: caseId,
  organization_id: null,
  status_id: 1079,
  office_id: officeId,
  opened_on: '2025-07-01',
  note_count: 0,
  medical_total_cents: 0,
});
const opened = (caseId: number, last: string) => ({
  fact_id: `e2e-recon-${caseId}-opened`,
  type: 'case_opened',
  data: { case_id: caseId, organization_id: ORG_ID, opened_at: '2025-07-01T16:00:00Z', first_name: 'Reese', last_name: last, status_id: 1079, office_id: 1, high_priority: false, is_mass_tort: false },
});

const there = new Map<number, object>([
  [DIFFERS, snapshot(DIFFERS, 3)],
  [ONLY_THERE, snapshot(ONLY_THERE, 1)],
]);
let pushes = 0;

let fake: Server;
let own: OwnServer;
let dataDir: string;
let base: string;

test.beforeAll(async () => {
  fake = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (body: unknown, status = 200) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/cases') {
      const after = Number(url.searchParams.get('after_case_id') ?? '-1');
      const limit = Number(url.searchParams.get('limit') ?? '1000');
      return json([...there.entries()].sort(([a], [b]) => a - b).filter(([id]) => id > after).slice(0, limit).map(([, c]) => c));
    }
    if (url.pathname === '/api/facts') {
      const id = Number(url.searchParams.get('case_id'));
      return json({ facts: id === ONLY_THERE ? [opened(ONLY_THERE, 'Outside')] : [], next: null });
    }
    if (url.pathname === '/api/contacts') return json([]);
    if (url.pathname === '/api/writeback') {
      pushes += 1;
      return json({ error: 'down for maintenance' }, 503);
    }
    return json({ error: 'not found' }, 404);
  });
  const fakePort = await freePort();
  await new Promise<void>((r) => fake.listen(fakePort, '127.0.0.1', r));

  own = await startOwnServer('recon', `[connector]\nkind = "http"\nbase_url = "http://127.0.0.1:${fakePort}/api"\nreconcile_at = ""\n`);
  ({ base, dataDir } = own);
  const env = own.env;
  const facts = path.join(dataDir, 'facts.jsonl');
  writeFileSync(facts, JSON.stringify(opened(DIFFERS, 'Inside')) + '\n');
  execFileSync(process.env.E2E_CASEBOARD_BIN!, ['import', facts, '--data-dir', dataDir], { env, stdio: 'ignore' });
});

test.afterAll(async () => {
  fake?.close();
  await own?.stop();
});

test('drift is listed, a re-pull clears a case, and Retry now pushes a refused change again', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/');
  await login(page, 'admin');

  // A change made here that the case system refuses (HTTP 503).
  const token = await page.evaluate(async () => {
    const r = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation{login(email:"admin@caseboard.demo",password:"caseboard"){token}}' }),
    });
    return ((await r.json()) as { data: { login: { token: string } } }).data.login.token;
  });
  const changed = await page.request.post(`${base}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: `mutation{upsertSaStatus(status:{caseId:${DIFFERS},statusId:1080,type:1}){status}}` },
  });
  expect((await changed.json()).errors).toBeUndefined();
  await expect.poll(() => pushes, { timeout: 15_000 }).toBeGreaterThan(0);

  await page.goto(`/org/${ORG_ID}/operations`);
  await expect(page.getByRole('heading', { name: 'Reconciliation with the case system' })).toBeVisible();
  await expect(page.getByText('No reconciliation has run yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Reconcile now' }).click();

  const drift = page.getByRole('table', { name: 'Drifting cases' });
  const differs = drift.getByRole('row').filter({ has: page.getByRole('cell', { name: String(DIFFERS), exact: true }) });
  const onlyThere = drift.getByRole('row').filter({ has: page.getByRole('cell', { name: String(ONLY_THERE), exact: true }) });
  await expect(differs).toContainText('Write-back not taken');
  await expect(differs).toContainText('office_id: here 1, there 3');
  await expect(differs).toContainText('status_id: here 1080, there 1079');
  await expect(onlyThere).toContainText('Missing here');

  await onlyThere.getByRole('button', { name: `Re-pull case ${ONLY_THERE}` }).click();
  await expect(page.getByText(`Case ${ONLY_THERE}: 1 of 1 facts new; it matches now.`)).toBeVisible();
  await expect(onlyThere).toHaveCount(0);
  await expect(differs).toBeVisible();

  // The refused change is on the failed list; Retry now pushes it again at once.
  const failed = page.getByRole('table', { name: 'Failed write-backs' });
  await expect(failed.getByRole('row').filter({ has: page.getByRole('cell', { name: String(DIFFERS), exact: true }) })).toContainText('case_status_changed');
  const before = pushes;
  await failed.getByRole('button', { name: /^Retry .* now$/ }).first().click();
  await expect(page.getByText('Retrying now: the change is pushed within a few seconds.')).toBeVisible();
  await expect.poll(() => pushes, { timeout: 15_000 }).toBeGreaterThan(before);
  await context.close();
});
