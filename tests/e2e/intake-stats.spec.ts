import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, userIdOf, minutesAgoToday } from './helpers';

// Case ids 887001–887099 are this file's.
// spec 1 §2.5, §9: the intake statistics as an intake manager reads them — the organization
// Report waits for both dates, shows the pacing card with the server's labels and colours, the
// what-if moves the forecast, and a pie slice shows its percentage and count; an intake agent
// reads the same figures on the stats tab but not the organization Report.

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
const minutesAgo = minutesAgoToday;

function signed(caseId: number, caseType: string) {
  return [
    {
      fact_id: `e2e-intake-stats-${caseId}-opened`,
      type: 'case_opened',
      data: {
        case_id: caseId,
        organization_id: 2,
        opened_at: minutesAgo(10),
        first_name: 'Stella',
        last_name: `Stats${caseId}`,
        case_type: caseType,
        state: 'ID',
        office_id: 7,
        lead_type: 'Call',
        advertising_source: 'Ref-PPC',
        high_priority: false,
        is_mass_tort: false,
        status_id: 1079,
        status_label: 'INT 00 - Lead',
      },
    },
    { fact_id: `e2e-intake-stats-${caseId}-wanted`, type: 'wanted_date_set', data: { case_id: caseId, wanted_date: today() } },
    { fact_id: `e2e-intake-stats-${caseId}-retained`, type: 'case_retained', data: { case_id: caseId, retained_date: today() } },
  ];
}

test.beforeAll(async ({ request }) => {
  importFacts([
    ...signed(887001, 'Auto'),
    ...signed(887002, 'Dog Bite'),
    ...signed(887003, 'Auto'),
    // spec 3 §9: fired (closed 'CSA GOT FIRED BY CLIENT') and closed with no fee (a retained case closes with its letter sent, spec 1 §5).
    {
      fact_id: 'e2e-intake-stats-887003-closed',
      type: 'case_closed',
      data: { case_id: 887003, closed_date: today(), reason_id: null, reason: 'CSA GOT FIRED BY CLIENT', comment: 'CSA GOT FIRED BY CLIENT: moved on', closing_letter_sent: true },
    },
  ]);
  const token = await tokenFor(request, 'intake-management');
  await eventually(async () => {
    const d = await gql<{ signedStatsByType: { type: string; total: number }[] }>(request, `query($d:NaiveDate!){ signedStatsByType(startDate:$d,endDate:$d){ type total } }`, { d: today() }, token);
    const n = await gql<{ newCasesInPeriod: { fired: { caseIds: number[] } } }>(request, `query($d:NaiveDate!){ newCasesInPeriod(startDate:$d,endDate:$d){ fired { caseIds } } }`, { d: today() }, token);
    return d.signedStatsByType.some((t) => t.type === 'Dog Bite') && n.newCasesInPeriod.fired.caseIds.includes(887003);
  });
});

test('Intake Report: pacing labels and colours, the what-if moving the forecast, a pie slice', async ({ page }) => {
  await login(page, 'intake-management');
  await page.goto('/org/2/intake');
  await expect(page.getByRole('heading', { name: 'Intake Report' })).toBeVisible();

  // The pacing card: Meridian has a goal (1.9 a business day) and today's signed cases.
  const meridian = page.getByRole('region', { name: 'Pacing' }).getByRole('row', { name: /^Meridian / });
  await expect(meridian).toBeVisible();
  await expect(meridian).toContainText(/Exceeding!|On track|\d+ behind/);
  await expect(page.getByLabel('Period pacing label')).toHaveText(/^(On track!|\+\d+\/day needed)$/);
  await expect(page.getByLabel('Month pacing label')).toHaveText(/^(On track!|\+\d+\/day needed)$/);

  // The what-if: 5 more a day adds 5 × the days left to the month-end forecast.
  const monthEnd = page.getByRole('group', { name: 'Month-end forecast' });
  await expect(monthEnd).toContainText(/\d+\.\d/);
  const before = await monthEnd.locator('span').nth(1).innerText();
  await page.getByLabel('What if we sign this many more per day').fill('5');
  await expect(monthEnd).toContainText('What-if: +5/day');
  const after = await monthEnd.locator('span').nth(1).innerText();
  const left = Number((await monthEnd.innerText()).match(/over (\d+) days left/)?.[1] ?? '0');
  expect(Number(after) - Number(before)).toBeCloseTo(5 * left, 0);
  // A negative what-if is refused in the form and the forecast keeps its last good value.
  await page.getByLabel('What if we sign this many more per day').fill('-2');
  await expect(page.getByText('Enter a number of cases per day from 0 to 1000')).toBeVisible();
  await expect(monthEnd).toContainText('What-if: +5/day');

  // spec 1 §2.5: the pies show each type's percentage and count.
  await expect(page.getByRole('list', { name: 'Signed by Type legend' })).toContainText(/Dog Bite: \d+\.\d% \(1\)/);
  await expect(page.getByRole('table', { name: 'Agent Statistics' }).or(page.getByText('No agent took a lead in this period.'))).toBeVisible();

  // Everything waits until both dates are set.
  await page.getByLabel('Start date').fill('');
  await expect(page.getByText('Choose both dates in the top bar.')).toBeVisible();
});

test('Intake Stats tab for an intake agent; the organization Report is not theirs', async ({ page }) => {
  await login(page, 'intake');
  const id = await userIdOf(page.request, 'intake');
  await page.goto(`/dash/${id}/intake/stats`);
  await expect(page.getByRole('heading', { name: 'Intake Stats' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Leads by Type legend' })).toContainText(/Dog Bite: \d+\.\d% \(\d+\)/);
  await page.goto('/org/2/intake');
  await expect(page.getByRole('heading', { name: 'Intake Report' })).toHaveCount(0);
});

const rowOf = (page: import('@playwright/test').Page, client: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: client, exact: true }) });

test('New Cases: the fired figure opens its cases, and a sign-up type edit is seen live in a second browser', async ({ page, browser }) => {
  await login(page, 'intake-management');
  await page.goto('/org/2/intake/new-cases');
  await expect(page.getByRole('heading', { name: 'New Cases' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fired' })).toContainText(/Fired rate \d+\.\d\d%/);
  await page.getByRole('button', { name: 'Show the cases: Fired' }).click();
  const popup = page.getByRole('dialog', { name: 'Fired' });
  await expect(popup.getByRole('button', { name: 'Stella Stats887003' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Stella Stats887001' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  // Every retained case's pop-up pages on the server, 10 rows a page, counting what the table counts (issue #17).
  const pager = /^\d+(–\d+)? of \d+$/;
  const total = Number((await page.getByText(pager).textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show the cases: Retained in period' }).click();
  const everyCase = page.getByRole('dialog', { name: 'Retained in period' });
  await expect(everyCase.getByText(pager)).toHaveText(`1–${Math.min(10, total)} of ${total}`);
  await expect(everyCase.getByRole('row').nth(Math.min(10, total))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(everyCase).toHaveCount(0);
  // The server searches the table (issue #17): one row, then every row again.
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await search.fill('stats887003');
  await expect(page.getByText(/^\d+(–\d+)? of \d+$/)).toHaveText('1–1 of 1');
  await expect(rowOf(page, 'Stella Stats887003')).toBeVisible();
  await search.fill('');

  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, 'intake');
  const intakeId = await userIdOf(second.request, 'intake');
  await second.goto(`/dash/${intakeId}/intake/new-cases`);
  await expect(rowOf(second, 'Stella Stats887001')).toBeVisible();

  await rowOf(page, 'Stella Stats887001').getByRole('button', { name: 'Edit Sign-up Type' }).click();
  await page.getByRole('combobox', { name: 'Sign-up Type' }).click();
  await page.getByRole('option', { name: 'E-Sign' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Stella Stats887001').getByRole('button', { name: 'Edit Sign-up Type' })).toHaveText('E-Sign');
  await expect(rowOf(second, 'Stella Stats887001').getByRole('button', { name: 'Edit Sign-up Type' })).toHaveText('E-Sign');
  await other.close();
});
