import { expect, test, type Page } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, userIdOf } from './helpers';

// spec 2 §2 Medical requests (/mr Stats, /mr/tasks Tasks), Demands: Balances, Negotiation:
// File Review. The facts are imported here as the external system's would arrive (case ids
// 891001–891099 are this file's and investigation.spec.ts's).

/** Today in the firm's zone (the top bar's default range is this month). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

let paralegalId = 0;
let requesterId = 0;

test.beforeAll(async ({ request }) => {
  paralegalId = await userIdOf(request, 'paralegal');
  requesterId = await userIdOf(request, 'medical-requester');
  importFacts([
    {
      fact_id: 'e2e-more-891001-opened',
      type: 'case_opened',
      data: { case_id: 891001, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Wren', last_name: 'Halvorsen', status_id: 1059, status_label: 'PL 01 Medical Management', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-more-891001-paralegal', type: 'staff_assigned', data: { case_id: 891001, role: 'paralegal', user_id: paralegalId } },
    {
      fact_id: 'e2e-more-891001-provider',
      type: 'medical_provider_set',
      data: { case_id: 891001, provider_id: 89100101, name: 'Treasure Valley Physical Therapy', total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false },
    },
    {
      fact_id: 'e2e-more-891001-request',
      type: 'medical_request_set',
      data: {
        case_id: 891001,
        request_id: 89100111,
        provider_id: 89100101,
        request_date: today(),
        from_date: '2026-01-10',
        to_date: '2026-02-28',
        requestor_user_id: paralegalId,
        assignee_user_id: requesterId,
        status: 'requested',
        comments: 'Records and bills',
      },
    },
    // Balances (spec 2 §2): the paralegal's case in balance resolution, an open verification,
    // two provider lines.
    {
      fact_id: 'e2e-more-891002-opened',
      type: 'case_opened',
      data: { case_id: 891002, organization_id: 2, opened_at: '2025-06-05T16:00:00Z', first_name: 'Yara', last_name: 'Ellingsen', status_id: 1070, status_label: 'PL 12 Fees Disbursed or Lien and Balance Resolution', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-more-891002-paralegal', type: 'staff_assigned', data: { case_id: 891002, role: 'paralegal', user_id: paralegalId } },
    ...[
      [89100201, 'Intermountain Imaging Group', 480_000, 120_000, 30_000],
      [89100202, 'Canyon Chiropractic Clinic', 96_000, 0, 6_000],
    ].map(([id, name, total, paid, adjusted]) => ({
      fact_id: `e2e-more-891002-provider-${id}`,
      type: 'medical_provider_set',
      data: { case_id: 891002, provider_id: id, name, total_cents: total, paid_cents: paid, adjusted_cents: adjusted, balance_cents: (total as number) - (paid as number) - (adjusted as number), is_final: false },
    })),
    {
      fact_id: 'e2e-more-891002-task',
      type: 'task_set',
      data: { case_id: 891002, task_id: 89100211, category: 'Balance Verification', summary: 'Verify balances (2 providers)', description: 'Request reductions', due_date: today(), requestor_user_id: paralegalId, assignee_user_id: paralegalId, completed: false },
    },
    // Negotiation File Review: the paralegal's case in negotiation, reviewed ten days ago.
    {
      fact_id: 'e2e-more-891003-opened',
      type: 'case_opened',
      data: { case_id: 891003, organization_id: 2, opened_at: '2025-09-05T16:00:00Z', first_name: 'Zane', last_name: 'Fjeld', status_id: 1065, status_label: 'PL 06 Negotiations', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-more-891003-paralegal', type: 'staff_assigned', data: { case_id: 891003, role: 'paralegal', user_id: paralegalId } },
    {
      fact_id: 'e2e-more-891003-review',
      type: 'note_added',
      data: { case_id: 891003, note_id: 89100301, note_type_id: 81, content: 'Counteroffer sent to adjuster', created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() },
    },
  ]);
  const token = await tokenFor(request, 'medical-requester');
  await eventually(async () => {
    const data = await gql<{ medicalRequestTasks: { requests: { requestId: number }[] } }>(request, `query{ medicalRequestTasks{ requests{ requestId } } }`, {}, token).catch(() => null);
    return !!data?.medicalRequestTasks.requests.some((r) => r.requestId === 89100111);
  });
});

/** The Total row's cell for the current month in one of the stats tables. */
async function totalThisMonth(page: Page, table: string): Promise<number> {
  const row = page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return Number(cells[cells.length - 1].replace(/,/g, ''));
}

test('a medical requester completes a request on /mr/tasks: it leaves the queue and the stats move', async ({ page }) => {
  await login(page, 'medical-requester');
  await expect(page).toHaveURL(/\/mr$/);
  await expect(page.getByRole('heading', { name: 'Medical Record Stats' })).toBeVisible();
  for (const title of ['Total Requests', 'Total Completed', 'Total Completed in 30 Days']) {
    await expect(page.getByRole('table', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Total Requests', exact: true }).getByRole('rowheader', { name: 'Ellen Ford (EF)' })).toBeVisible();
  const completedBefore = await totalThisMonth(page, 'Total Completed');
  expect(await totalThisMonth(page, 'Total Requests')).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/mr\/tasks$/);
  const requests = page.getByRole('table', { name: 'Open Requests' });
  const row = requests.getByRole('row').filter({ hasText: 'Wren Halvorsen' });
  await expect(row).toContainText('Treasure Valley Physical Therapy');
  await row.getByRole('button', { name: /Edit Status of request 89100111/ }).click();
  await page.getByRole('combobox', { name: /Status of request 89100111/ }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(requests.getByRole('row').filter({ hasText: 'Wren Halvorsen' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Stats' }).click();
  await expect(page.getByRole('table', { name: 'Total Completed', exact: true })).toBeVisible();
  await expect.poll(() => totalThisMonth(page, 'Total Completed')).toBe(completedBefore + 1);
});

test('a paralegal reads balances grouped by provider and saves a comment', async ({ page, browser }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/demands/balances`);
  await expect(page.getByRole('heading', { name: 'Balances', level: 1 })).toBeVisible();
  const imaging = page.getByRole('table', { name: 'Balances at Intermountain Imaging Group' });
  const row = imaging.getByRole('row').filter({ hasText: 'Yara Ellingsen' });
  // total $4,800, paid $1,200, adjusted $300, balance $3,300
  await expect(row).toContainText('$3,300');
  await expect(page.getByRole('table', { name: 'Balances at Canyon Chiropractic Clinic' }).getByRole('row').filter({ hasText: 'Yara Ellingsen' })).toContainText('$900');

  // A second browser has the list open.
  const other = await browser.newPage();
  await login(other, 'paralegal');
  await other.goto(`/dash/${paralegalId}/demands/balances`);
  await expect(other.getByRole('table', { name: 'Balances at Intermountain Imaging Group' })).toBeVisible();

  await row.getByRole('button', { name: 'Comments for Yara Ellingsen at Intermountain Imaging Group' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Comments').fill('Asked for a 25% reduction');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Asked for a 25% reduction');
  await expect(other.getByRole('table', { name: 'Balances at Intermountain Imaging Group' }).getByRole('row').filter({ hasText: 'Yara Ellingsen' })).toContainText('Asked for a 25% reduction');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Balances at Intermountain Imaging Group' }).getByRole('row').filter({ hasText: 'Yara Ellingsen' })).toContainText('Asked for a 25% reduction');
  await other.close();
});

test('Negotiation File Review lists the negotiation cases and opens the case summary', async ({ page }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/negotiation/file-review`);
  await expect(page.getByRole('heading', { name: 'Negotiation File Review' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Negotiation File Review' });
  const row = table.getByRole('row').filter({ hasText: 'Zane Fjeld' });
  await expect(row).toContainText('Negotiation');
  await expect(row).toContainText('(10 d)');
  await expect(row).toContainText('Counteroffer sent to adjuster');
  // Only the Negotiation stage is listed.
  await expect(table.getByRole('row').filter({ hasText: 'Yara Ellingsen' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Zane Fjeld' }).click();
  await expect(page).toHaveURL(/\/case\/891003$/);
});
