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
