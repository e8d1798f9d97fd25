import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor } from './helpers';

// spec 3 §2.9 Closed Cases in Period. Three cases close today (the default range):
// A (LS) retained, demand sent, CASE SETTLED; B (JRT) retained, demand sent, CLIENT FIRED FIRM
// (not settled after demand); C never retained, INTAKE - NO CASE (hidden by Retained Only).

const A = 886001;
const B = 886002;
const C = 886003;

function facts(today: string) {
  const f = (caseId: number, kind: string, type: string, data: Record<string, unknown>) => ({ fact_id: `e2e-orgclosed-${caseId}-${kind}`, type, data: { case_id: caseId, ...data } });
  const opened = (caseId: number, last: string) =>
    f(caseId, 'opened', 'case_opened', { organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Closedclient', last_name: last, state: 'UT', case_type: 'MVA', high_priority: false, is_mass_tort: false });
  const attorney = (caseId: number, userId: number, code: string) => f(caseId, 'att', 'staff_assigned', { role: 'attorney', user_id: userId, staff_code: code });
  const retained = (caseId: number) => f(caseId, 'retained', 'case_retained', { retained_date: '2026-01-10' });
  const demand = (caseId: number) => f(caseId, 'demand', 'demand_sent', { demand_id: caseId * 10, kind: 'liability', demand_date: '2026-02-01', amount_cents: null });
  const closed = (caseId: number, reason: string) => f(caseId, 'closed', 'case_closed', { closed_date: today, reason_id: null, reason, comment: `${reason}: e2e`, closing_letter_sent: true });
  return [
    opened(A, 'Aldana'),
    attorney(A, 5, 'LS'),
    retained(A),
    demand(A),
    closed(A, 'CASE SETTLED'),
    opened(B, 'Birch'),
    attorney(B, 22, 'JRT'),
    retained(B),
    demand(B),
    closed(B, 'CLIENT FIRED FIRM'),
    opened(C, 'Cole'),
    closed(C, 'INTAKE - NO CASE'),
  ];
}

// spec 3 §2.5: D (LS, Sandy) sent a demand today; E (JRT, Meridian) sent one today and has been
// in Demand Prep for 60 days (overdue).
const D = 886011;
const E = 886012;

function demandFacts(today: string) {
  const f = (caseId: number, kind: string, type: string, data: Record<string, unknown>) => ({ fact_id: `e2e-orgdemands-${caseId}-${kind}`, type, data: { case_id: caseId, ...data } });
  // Noon UTC of the firm's date 60 days back: the same calendar date in the firm's time zone at
  // any hour of the run (a plain `now - 60 days` lands on the 59th day when it crosses the DST
  // change late in the evening).
  const sixtyDaysAgo = new Date(Date.parse(`${today}T12:00:00Z`) - 60 * 86_400_000).toISOString();
  return [
    f(D, 'opened', 'case_opened', { organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Demandclient', last_name: 'Dahl', office_id: 5, state: 'UT', case_type: 'MVA', high_priority: false, is_mass_tort: false }),
    f(D, 'att', 'staff_assigned', { role: 'attorney', user_id: 5, staff_code: 'LS' }),
    f(D, 'demand', 'demand_sent', { demand_id: D * 10, kind: 'liability', demand_date: today, amount_cents: null }),
    f(E, 'opened', 'case_opened', { organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Demandclient', last_name: 'Ewing', office_id: 7, state: 'ID', case_type: 'Premises', high_priority: false, is_mass_tort: false }),
    f(E, 'att', 'staff_assigned', { role: 'attorney', user_id: 22, staff_code: 'JRT' }),
    f(E, 'demand', 'demand_sent', { demand_id: E * 10, kind: 'uim', demand_date: today, amount_cents: null }),
    f(E, 'status', 'case_status_changed', { status_id: 1061, status_label: 'PL 03 Demand Preparation', stage: 'Demand Prep', changed_at: sixtyDaysAgo }),
  ];
}

const REPORT = 'query($s:NaiveDate!,$e:NaiveDate!){ closedCasesReport(startDate:$s,endDate:$e,retainedOnly:false){ count cases { caseId } } }';

test.beforeAll(async ({ request }) => {
  const token = await tokenFor(request, 'admin');
  const { timeZone } = await gql<{ timeZone: string }>(request, '{ timeZone }', {}, token);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  importFacts([...facts(today), ...demandFacts(today)]);
  await eventually(async () => {
    const data = await gql<{ closedCasesReport: { cases: { caseId: number }[] } }>(request, REPORT, { s: today, e: today }, token);
    const d = await gql<{ allDemandsInPeriod: { demands: { caseId: number }[] } }>(request, 'query($s:NaiveDate!){ allDemandsInPeriod(startDate:$s,endDate:$s,showAll:true){ demands { caseId } } }', { s: today }, token);
    return [A, B, C].every((id) => data.closedCasesReport.cases.some((c) => c.caseId === id)) && [D, E].every((id) => d.allDemandsInPeriod.demands.some((x) => x.caseId === id));
  });
});

test('admin: closed cases headline, Retained Only, By Attorney, search and Closed_Report CSV', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/closed-cases');
  await expect(page.getByRole('heading', { name: 'Closed Cases in Period', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Closed Cases' });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  await expect(row('Closedclient Aldana')).toContainText('CASE SETTLED');
  await expect(row('Closedclient Birch')).toContainText('CLIENT FIRED FIRM');
  // Retained Only is on by default: the intake case is not listed.
  await expect(row('Closedclient Cole')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Not Settled After Demand' })).toContainText('%');
  await expect(page.getByRole('group', { name: 'Average TOD' })).toContainText(/\d+\.\d/);
  await expect(page.getByRole('img', { name: 'Closed Reasons' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Time on Desk by Attorney (average days)' })).toBeVisible();

  await page.getByRole('switch', { name: 'Retained Only' }).click();
  await expect(row('Closedclient Cole')).toContainText('INTAKE - NO CASE');
  await page.getByRole('switch', { name: 'By Attorney' }).click();
  await expect(page.getByRole('img', { name: 'Closed Cases by Attorney' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Birch');
  await expect(row('Closedclient Birch')).toBeVisible();
  await expect(row('Closedclient Aldana')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export to CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Closed_Report/);
});

test('admin: demands with Show All, office and By Week; overdue keeps 45+ prep days', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/demands');
  await expect(page.getByRole('heading', { name: 'Demands', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Demands' });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  await page.getByRole('switch', { name: 'Show All' }).click();
  await expect(row('Demandclient Dahl')).toContainText('Liability Demand');
  await expect(row('Demandclient Ewing')).toContainText('UIM Demand');
  await expect(row('Demandclient Ewing')).toContainText('Meridian');
  await expect(page.getByRole('group', { name: 'Average per Month' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Demands by Attorney' })).toBeVisible();
  await page.getByRole('switch', { name: 'By Week' }).click();
  await expect(page.getByRole('group', { name: 'Average per Week' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Demands by Week' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option', { name: 'Meridian' }).click();
  await expect(row('Demandclient Ewing')).toBeVisible();
  await expect(row('Demandclient Dahl')).toHaveCount(0);

  await page.getByRole('link', { name: 'Overdue' }).click();
  await expect(page.getByRole('heading', { name: 'Overdue Demands', level: 1 })).toBeVisible();
  await page.getByRole('switch', { name: 'Show All' }).click();
  const overdue = page.getByRole('table', { name: 'Overdue Demands' });
  await expect(overdue.getByRole('row', { name: /Demandclient Ewing/ })).toContainText(/6\d/);
  await expect(overdue.getByRole('row', { name: /Demandclient Dahl/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Percentage Overdue' })).toContainText('%');
});

// spec 3 §2.12, spec 2 §5: a case (R, LS) rated from the Reviews screen and a non-client review.
const R = 886021;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test('admin: non-client review added, a case rated through the comma search; the attorney sees it on Reviews', async ({ page, browser }) => {
  importFacts([
    { fact_id: `e2e-orgreviews-${R}-opened`, type: 'case_opened', data: { case_id: R, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Revclient', last_name: 'Ruizzo', high_priority: false, is_mass_tort: false } },
    { fact_id: `e2e-orgreviews-${R}-att`, type: 'staff_assigned', data: { case_id: R, role: 'attorney', user_id: 5, staff_code: 'LS' } },
  ]);
  await login(page, 'admin');
  await page.goto('/org/2/reviews');
  await expect(page.getByRole('heading', { name: 'Unique Reviews', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Exclude Intake' })).toBeChecked();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
  // This month's column of the chart: every team's stacked value, summed (0 without a column).
  const month = `${MONTHS[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;
  const chart = page.getByRole('img', { name: '4 and 5 Star Reviews by Team by Month' });
  const monthTotal = async () => (await chart.locator(`rect[data-bar="${month}"]`).evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('data-value'))))).reduce((a, b) => a + b, 0);
  await expect(page.getByRole('table', { name: 'Unique Reviews' })).toBeVisible();
  const before = await monthTotal();

  await page.getByRole('button', { name: 'Non-Client Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Non-Client Review' });
  await dialog.getByLabel('First Name').fill('Nora');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields');
  await dialog.getByLabel('Last Name').fill('Outsider');
  await dialog.getByRole('combobox', { name: 'Rating' }).click();
  await page.getByRole('option', { name: '5 Star' }).click();
  await dialog.getByLabel('Date').fill(today);
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // After a create the form resets and the dialog stays open.
  await expect(dialog.getByLabel('First Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const table = page.getByRole('table', { name: 'Unique Reviews' });
  await expect(table.getByRole('row', { name: /Nora Outsider/ })).toContainText('5 Star');
  // spec 3 §2.12: the 5-star non-client review of today adds one to this month's column.
  await expect(chart).toBeVisible();
  await expect.poll(monthTotal).toBe(before + 1);

  // The comma search finds the case; rating it lists it among the reviews.
  await page.getByLabel('Client name (last, first)').fill('Ruizzo, Rev');
  const found = page.getByRole('table', { name: 'Cases found' });
  await found.getByRole('combobox', { name: 'Rating of Revclient Ruizzo' }).click();
  await page.getByRole('option', { name: '4 Star' }).click();
  await expect(table.getByRole('row', { name: /Revclient Ruizzo/ })).toContainText('4 Star');

  const attorney = await browser.newPage();
  await login(attorney, 'attorney');
  await attorney.goto('/dash/5/reviews');
  await expect(attorney.getByRole('table', { name: 'Reviews' }).getByRole('row', { name: /Revclient Ruizzo/ })).toContainText('4 Star');
  await attorney.close();
});
