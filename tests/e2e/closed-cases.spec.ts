import { expect, test, type Page } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, userIdOf } from './helpers';

// Case ids 899001–899030 are this file's (other specs import 880001–898105).
// spec 1 §2.5 Closed Cases as intake management uses it: 30 cases closed today (more than the
// first page of 25), searched, paged, sorted by Client and by Attorney, and shown all at
// once. The server searches, sorts and pages (issue #17).

const COUNT = 30;
const FIRST = 899001;
const pad = (n: number) => String(n).padStart(3, '0');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

function facts() {
  const out: { fact_id: string; type: string; data: Record<string, unknown> }[] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const caseId = FIRST + i;
    out.push({
      fact_id: `e2e-closed-${caseId}-opened`,
      type: 'case_opened',
      data: {
        case_id: caseId,
        organization_id: 2,
        opened_at: '2026-02-10T16:00:00Z',
        first_name: 'Shutclient',
        last_name: `Closer${pad(i + 1)}`,
        case_type: 'Auto',
        state: 'UT',
        office_id: 5,
        high_priority: false,
        is_mass_tort: false,
      },
    });
    // Every tenth case is Lauren Sutter's (LS); the rest have no attorney.
    if (i % 10 === 0) out.push({ fact_id: `e2e-closed-${caseId}-attorney`, type: 'staff_assigned', data: { case_id: caseId, role: 'attorney', user_id: 5, staff_code: 'LS' } });
    out.push({
      fact_id: `e2e-closed-${caseId}-closed`,
      type: 'case_closed',
      data: { case_id: caseId, closed_date: today(), reason: 'INTAKE - NO CASE', comment: 'No injuries', closing_letter_sent: false },
    });
  }
  return out;
}

const pager = (page: Page) => page.getByText(/^\d+(–\d+)? of \d+$/);
const table = (page: Page) => page.getByRole('table', { name: 'Closed Cases' });
const clients = (page: Page) => table(page).getByRole('button', { name: /^Shutclient Closer/ });

test.beforeAll(async ({ request }) => {
  importFacts(facts());
  const token = await tokenFor(request, 'intake-management');
  await eventually(async () => {
    const d = await gql<{ closedCasesInPeriodPage: { matchingCount: number } }>(
      request,
      'query($s:NaiveDate!,$q:String){ closedCasesInPeriodPage(startDate:$s,endDate:$s,search:$q){ matchingCount } }',
      { s: today(), q: 'Shutclient' },
      token,
    );
    return d.closedCasesInPeriodPage.matchingCount === COUNT;
  });
});

test('intake management searches, pages and sorts the cases closed this month', async ({ page }) => {
  await login(page, 'intake-management');
  const userId = await userIdOf(page.request, 'intake-management');
  await page.goto(`/dash/${userId}/intake/closed-cases`);
  await expect(page.getByRole('heading', { name: 'Closed Cases', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ cases closed in the period$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('shutclient');
  await expect(pager(page)).toHaveText(`1–25 of ${COUNT}`);
  // Closed newest first; all closed today, so the newest case first.
  await expect(table(page).getByRole('row').nth(1)).toContainText(`Shutclient Closer${pad(COUNT)}`);
  await expect(table(page).getByRole('row').nth(1)).toContainText('INTAKE - NO CASE');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pager(page)).toHaveText(`26–${COUNT} of ${COUNT}`);
  await expect(clients(page)).toHaveCount(COUNT - 25);

  // Sorting starts again on the first page: Client ascending, then descending.
  await page.getByRole('button', { name: 'Client', exact: true }).click();
  await expect(pager(page)).toHaveText(`1–25 of ${COUNT}`);
  await expect(table(page).getByRole('row').nth(1)).toContainText('Shutclient Closer001');
  await page.getByRole('button', { name: 'Client', exact: true }).click();
  await expect(table(page).getByRole('row').nth(1)).toContainText(`Shutclient Closer${pad(COUNT)}`);
  // Attorney: the three of LS's first (newest first), the cases without one last.
  await page.getByRole('button', { name: 'Attorney', exact: true }).click();
  await expect(table(page).getByRole('row').nth(1)).toContainText('Shutclient Closer021');
  await expect(table(page).getByRole('row').nth(3)).toContainText('Shutclient Closer001');

  // A narrower search, then every row at once.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('closer02');
  await expect(pager(page)).toHaveText('1–10 of 10');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('shutclient');
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(pager(page)).toHaveText(`${COUNT} of ${COUNT}`);
  await expect(clients(page)).toHaveCount(COUNT);
});
