import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor } from './helpers';

// spec 3 §2.7 Attorney Stats and Paralegal Stats, spec 2 §2 Team dashboard / Team Stats: the
// monthly tables and their detail dialogs. Facts are dated today in the firm's zone, so they
// fall in the default range (this month). Case ids 885001–885099 only.

const A = 885001; // TRS (combined into ACS), paralegal KM (6): fee $70,000, demand
const B = 885002; // RAS (combined into ACS): fee $5,000
const C = 885003; // CS (excluded): fee $99,000

function facts(today: string) {
  const opened = (caseId: number, last: string) => ({
    fact_id: `e2e-orgstaff-${caseId}-opened`,
    type: 'case_opened',
    data: { case_id: caseId, organization_id: 2, case_number: `SA-${caseId}`, opened_at: '2026-01-05T16:00:00Z', first_name: 'Staffclient', last_name: last, office_id: 5, state: 'UT', high_priority: false, is_mass_tort: false },
  });
  const staff = (caseId: number, role: string, userId: number | null, code: string | null) => ({ fact_id: `e2e-orgstaff-${caseId}-${role}`, type: 'staff_assigned', data: { case_id: caseId, role, user_id: userId, staff_code: code } });
  const fee = (caseId: number, dollars: number) => ({
    fact_id: `e2e-orgstaff-${caseId}-fee`,
    type: 'fee_recorded',
    data: { case_id: caseId, fee_id: caseId * 10, amount_cents: dollars * 100, fee_date: today, fee_type: 'Pre-Litigation', shared: false, case_group: 'Auto', fully_settled: false },
  });
  const demand = (caseId: number) => ({ fact_id: `e2e-orgstaff-${caseId}-demand`, type: 'demand_sent', data: { case_id: caseId, demand_id: caseId * 10 + 1, kind: 'liability', demand_date: today, amount_cents: 5_000_000 } });
  return [
    opened(A, 'Avery'),
    staff(A, 'attorney', null, 'TRS'),
    staff(A, 'paralegal', 6, 'KM'),
    fee(A, 70_000),
    demand(A),
    { fact_id: `e2e-orgstaff-${A}-retained`, type: 'case_retained', data: { case_id: A, retained_date: today } },
    { fact_id: `e2e-orgstaff-${A}-rating`, type: 'review_status_set', data: { case_id: A, status_id: 1150, status_type: 74, at: new Date().toISOString(), user_id: 6 } },
    { fact_id: `e2e-orgstaff-${A}-review`, type: 'case_touch_recorded', data: { case_id: A, kind: 'file_review', at: new Date().toISOString(), user_id: 6, note: 'Reviewed' } },
    opened(B, 'Bloom'),
    staff(B, 'attorney', null, 'RAS'),
    fee(B, 5_000),
    opened(C, 'Cruz'),
    staff(C, 'attorney', null, 'CS'),
    fee(C, 99_000),
  ];
}

const TABLE = 'query($s:NaiveDate!,$e:NaiveDate!){ feesInPeriodByAttorneyByMonth(organizationId:2,startDate:$s,endDate:$e){ rows { key cells { amount } } } }';

let monthName = '';

test.beforeAll(async ({ request }) => {
  const token = await tokenFor(request, 'admin');
  const { timeZone } = await gql<{ timeZone: string }>(request, '{ timeZone }', {}, token);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  monthName = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', year: 'numeric' }).format(new Date());
  importFacts(facts(today));
  await eventually(async () => {
    const data = await gql<{ feesInPeriodByAttorneyByMonth: { rows: { key: string; cells: { amount: number }[] }[] } }>(request, TABLE, { s: today, e: today }, token);
    return data.feesInPeriodByAttorneyByMonth.rows.some((r) => r.key === 'ACS' && r.cells[0].amount >= 7_500_000);
  });
});

test('admin: Attorney Stats combines codes, leaves CS out, and a cell opens its fee detail with CSV', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/staff/attorney-stats');
  await expect(page.getByRole('heading', { name: 'Attorney Stats', level: 1 })).toBeVisible();
  const fees = page.getByRole('table', { name: 'Fees by Month' });
  const acs = fees.getByRole('row', { name: /^ACS/ });
  await expect(acs.getByRole('rowheader')).toHaveAttribute('title', /Includes ACS, TRS, RAS/);
  await expect(fees.getByRole('row', { name: /^CS\b/ })).toHaveCount(0);
  await expect(fees.getByRole('columnheader', { name: 'Average' })).toBeVisible();
  // The current month is judged on its projection: its tooltip says so.
  await expect(acs.getByRole('cell').first()).toHaveAttribute('title', /projected month-end/);
  await expect(acs.getByRole('cell').first()).toHaveAttribute('data-goal', /good|medium|bad/);
  await acs.getByRole('button', { name: new RegExp(`^ACS, ${monthName}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`in Fees by ACS in ${monthName}$`) });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'fees details' });
  await expect(rows.getByRole('row', { name: /Staffclient Avery/ })).toContainText('$70,000');
  await expect(rows.getByRole('row', { name: /Staffclient Avery/ })).toContainText('TRS');
  await expect(rows.getByRole('row', { name: /Staffclient Bloom/ })).toContainText('RAS');
  await expect(rows.getByRole('row', { name: /Staffclient Cruz/ })).toHaveCount(0);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Bloom');
  await expect(rows.getByRole('row', { name: /Staffclient Avery/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Export to CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^attorney_fees_ACS_\d{4}-\d{2}-01\.csv$/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('paralegal: the Team dashboard shows the team\'s demands, and a cell lists them', async ({ page }) => {
  await login(page, 'paralegal');
  await page.goto('/dash/6/inventory/team');
  const demands = page.getByRole('table', { name: 'Demands by Month' });
  const km = demands.getByRole('row', { name: /^KM/ });
  await expect(km.getByRole('rowheader')).toHaveAttribute('title', 'Kelsey Moran');
  await km.getByRole('button', { name: new RegExp(`^KM, ${monthName}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Demands by KM in ${monthName}$`) });
  await expect(dialog.getByRole('row', { name: /Staffclient Avery/ })).toContainText('TRS');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // Team Inventory: KM's new cases have no status yet, so only Show Active Only off shows them.
  await page.getByRole('switch', { name: 'Show Active Only' }).click();
  await expect(page.getByRole('img', { name: 'Team Inventory' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'File Reviews by day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cases With 4 or 5 Star Reviews By Team' }).getByRole('row', { name: /^ACS/ })).toBeVisible();
  // Admin-only filters are not the paralegal's.
  await expect(page.getByRole('checkbox', { name: 'Show all paralegals' })).toHaveCount(0);
});

test('admin: Paralegal Stats lists the firm\'s paralegals', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/staff/paralegal-stats');
  await expect(page.getByRole('table', { name: 'Fees by Month' }).getByRole('row', { name: /^KM/ })).toBeVisible();
});

test('attorney: the fees Team Stats tab shows the team\'s monthly tables', async ({ page }) => {
  await login(page, 'attorney');
  await page.goto('/dash/5/fees/team-stats');
  await expect(page.getByRole('heading', { name: 'Team Stats', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fees by Month' }).getByRole('row', { name: /^KM/ })).toContainText('$70,000');
});

test('admin: Inventory statistics charts retained and settled cases by attorney', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/inventory');
  await expect(page.getByRole('img', { name: 'Retained and Settled in Period' })).toBeVisible();
  const retained = page.getByRole('table', { name: 'Retained by Month' });
  await expect(retained.getByRole('row', { name: /^ACS/ }).getByRole('cell').first()).not.toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Settled by Month' })).toBeVisible();
});
