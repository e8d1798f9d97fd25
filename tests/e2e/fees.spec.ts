import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor } from './helpers';

// spec 2 §2 Fees (per user and organization tabs), spec 2 §6 roles. The fees are imported
// here, dated today in the firm's zone, so they fall in the default range (this month).

const A = 880101; // LS (attorney@), Sandy → Utah, Google, $12,345, Auto, fully settled
const B = 880102; // JRT, Meridian → Boise, Attorney Referral, $8,000, Premises, litigation, shared
const C = 880103; // LS, Wyoming, Google, $4,000, Dog Bite

function facts(today: string) {
  const opened = (caseId: number, last: string, office: number, state: string, source: string) => ({
    fact_id: `e2e-fees-${caseId}-opened`,
    type: 'case_opened',
    data: { case_id: caseId, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Feeclient', last_name: last, office_id: office, state, advertising_source: source, high_priority: false, is_mass_tort: false },
  });
  const attorney = (caseId: number, userId: number, code: string) => ({ fact_id: `e2e-fees-${caseId}-att`, type: 'staff_assigned', data: { case_id: caseId, role: 'attorney', user_id: userId, staff_code: code } });
  const fee = (caseId: number, dollars: number, group: string, litigation: boolean, shared: boolean, fullySettled: boolean) => ({
    fact_id: `e2e-fees-${caseId}-fee`,
    type: 'fee_recorded',
    data: { case_id: caseId, fee_id: caseId * 10, amount_cents: dollars * 100, fee_date: today, fee_type: litigation ? 'Litigation' : 'Pre-Litigation', shared, case_group: group, fully_settled: fullySettled },
  });
  const settlement = (caseId: number, dollars: number, fee: number, taken: number, closing: string | null) => ({
    fact_id: `e2e-fees-${caseId}-settlement`,
    type: 'settlement_recorded',
    data: {
      case_id: caseId,
      settlement_id: caseId * 10 + 1,
      settlement_type: 'Liability',
      insurance_type: 'BI',
      amount_cents: dollars * 100,
      attorney_fee_cents: fee * 100,
      referral_fee_cents: 0,
      fees_taken_cents: taken * 100,
      market: 'Utah',
      settlement_date: today,
      closing_date: closing,
    },
  });
  return [
    opened(A, 'Anders', 5, 'UT', 'Google'),
    attorney(A, 5, 'LS'),
    fee(A, 12_345, 'Auto', false, false, true),
    opened(B, 'Brandt', 7, 'ID', 'Attorney Referral'),
    attorney(B, 22, 'JRT'),
    fee(B, 8_000, 'Premises', true, true, false),
    opened(C, 'Castell', 11, 'WY', 'Google'),
    attorney(C, 5, 'LS'),
    fee(C, 4_000, 'Dog Bite', false, false, false),
    // Open settlements: A not banked (nothing taken, no closing date); C banked today; B (JRT) banked.
    settlement(A, 37_035, 12_345, 0, null),
    settlement(B, 24_000, 8_000, 8_000, today),
    settlement(C, 12_000, 4_000, 4_000, today),
  ];
}

const FEES = 'query($s:NaiveDate!,$e:NaiveDate!){ feesInPeriod(startDate:$s,endDate:$e,organizationId:2){ lines { caseId } } }';

test.beforeAll(async ({ request }) => {
  const token = await tokenFor(request, 'admin');
  const { timeZone } = await gql<{ timeZone: string }>(request, '{ timeZone }', {}, token);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  importFacts(facts(today));
  await eventually(async () => {
    const data = await gql<{ feesInPeriod: { lines: { caseId: number }[] } }>(request, FEES, { s: today, e: today }, token);
    return [A, B, C].every((id) => data.feesInPeriod.lines.some((l) => l.caseId === id));
  });
});

const row = (page: import('@playwright/test').Page, name: string) => page.getByRole('table', { name: 'Fees' }).getByRole('row', { name: new RegExp(name) });

test('attorney: own fees, tiles, Summary/Detailed, Timeline/Fee Amounts, no Source column, FS tooltip', async ({ page }) => {
  await login(page, 'attorney');
  await page.goto('/dash/5/fees');
  await expect(page.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
  await expect(row(page, 'Feeclient Anders')).toContainText('$12,345');
  await expect(row(page, 'Feeclient Castell')).toContainText('Wyoming');
  await expect(row(page, 'Feeclient Brandt')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Total Fees' })).toContainText('$');
  await expect(page.getByRole('group', { name: 'Avg Cases Per Month' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Fees' });
  await expect(table.getByRole('columnheader', { name: 'Attorney' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Fee filters' })).toHaveCount(0);
  await expect(row(page, 'Feeclient Anders').getByLabel('Fully Settled - Case has no additional sources of compensation to pursue')).toBeVisible();

  // Statistics by Case Group: summary cards, then the detailed table.
  await expect(page.getByRole('listitem', { name: 'Auto' })).toBeVisible();
  await page.getByRole('radio', { name: 'Detailed' }).click();
  await expect(page.getByRole('table', { name: 'Statistics by Case Group' }).getByRole('row', { name: /Dog Bite/ })).toBeVisible();

  // Fee Analytics: Timeline (with its total line), then Fee Amounts.
  await expect(page.getByRole('img', { name: 'Cases resolved per month by case group' })).toBeVisible();
  await expect(page.getByTestId('total-line')).toBeVisible();
  await page.getByRole('radio', { name: 'Fee Amounts' }).click();
  await expect(page.getByRole('img', { name: 'Fees per month by case group' })).toBeVisible();
});

test('marketing: Source column, office filter, CSV export', async ({ page }) => {
  await login(page, 'marketing');
  await page.goto('/dash/8/fees');
  const table = page.getByRole('table', { name: 'Fees' });
  await expect(table.getByRole('columnheader', { name: 'Source' })).toBeVisible();
  await expect(row(page, 'Feeclient Brandt')).toContainText('Attorney Referral');
  await page.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option', { name: 'Utah' }).click();
  await expect(row(page, 'Feeclient Anders')).toBeVisible();
  await expect(row(page, 'Feeclient Castell')).toHaveCount(0);
  await expect(row(page, 'Feeclient Brandt')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export to CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^fees/);
});

test('admin: organization fees, Exclude Shared Fees', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/fees');
  await expect(row(page, 'Feeclient Brandt')).toContainText('Boise');
  await page.getByRole('switch', { name: 'Exclude Shared Fees' }).click();
  await expect(row(page, 'Feeclient Brandt')).toHaveCount(0);
  await expect(row(page, 'Feeclient Anders')).toBeVisible();
});

const settlementRow = (page: import('@playwright/test').Page, name: string) => page.getByRole('table', { name: 'Open settlements' }).getByRole('row', { name: new RegExp(name) });

test("settlements: the attorney's open settlements, Fees Not Banked, Only Not Banked, search", async ({ page }) => {
  await login(page, 'attorney');
  await page.goto('/dash/5/fees/fee-settlements');
  await expect(page.getByRole('heading', { name: 'Settlements', level: 1 })).toBeVisible();
  await expect(settlementRow(page, 'Feeclient Anders')).toContainText('$37,035');
  await expect(settlementRow(page, 'Feeclient Castell')).toContainText('$4,000');
  await expect(settlementRow(page, 'Feeclient Brandt')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Fees Not Banked' })).toContainText('$12,345');
  await expect(page.getByRole('switch', { name: 'Show All' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Only Not Banked' }).click();
  await expect(settlementRow(page, 'Feeclient Castell')).toHaveCount(0);
  await expect(settlementRow(page, 'Feeclient Anders')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Castell');
  await expect(settlementRow(page, 'Feeclient Anders')).toHaveCount(0);
});

test("settlements: admin Show All (default on) lists every attorney's, off lists the admin's own", async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/fees/fee-settlements');
  await expect(settlementRow(page, 'Feeclient Brandt')).toContainText('JRT');
  // The server searches and sorts (issue #17): the three fixture settlements by Fee, one way
  // then the other ($12,345 Anders, $8,000 Brandt, $4,000 Castell).
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Feeclient');
  const table = page.getByRole('table', { name: 'Open settlements' });
  await expect(table.getByRole('row', { name: /Feeclient/ })).toHaveCount(3);
  const fee = table.getByRole('columnheader', { name: 'Fee' });
  const firstRow = table.getByRole('row', { name: /Feeclient/ }).first();
  await fee.getByRole('button').click();
  await expect(fee).toHaveAttribute('aria-sort', /ascending|descending/);
  const order = await fee.getAttribute('aria-sort');
  const lowestFirst = order === 'ascending';
  await expect(firstRow).toContainText(lowestFirst ? 'Feeclient Castell' : 'Feeclient Anders');
  await fee.getByRole('button').click();
  await expect(fee).toHaveAttribute('aria-sort', lowestFirst ? 'descending' : 'ascending');
  await expect(firstRow).toContainText(lowestFirst ? 'Feeclient Anders' : 'Feeclient Castell');
  await page.getByRole('switch', { name: 'Show All' }).click();
  await expect(settlementRow(page, 'Feeclient Brandt')).toHaveCount(0);
});

test('settled cases: tiles, by case group and office, Summary/Detailed, attorney performance, search', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/org/2/fees/settled-cases');
  await expect(page.getByRole('heading', { name: 'Settled Cases', level: 1 })).toBeVisible();
  // Case A's only fee line is fully settled today: a pre-litigation Auto case in Utah.
  const cases = page.getByRole('table', { name: 'Settled cases' });
  await expect(cases.getByRole('row', { name: /Feeclient Anders/ })).toContainText('Pre-Litigation');
  await expect(cases.getByRole('row', { name: /Feeclient Anders/ })).toContainText('$12,345');
  await expect(cases.getByRole('row', { name: /Feeclient Castell/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Total Settled Cases' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'By Case Group' }).getByRole('listitem', { name: 'Auto' })).toBeVisible();
  await page.getByRole('radio', { name: 'By Office' }).click();
  await expect(page.getByRole('list', { name: 'By Office' }).getByRole('listitem', { name: 'Utah' })).toBeVisible();
  await page.getByRole('radio', { name: 'Detailed' }).click();
  await expect(page.getByRole('table', { name: 'By Office' }).getByRole('row', { name: /Utah/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Attorney Performance Analytics' }).getByRole('row', { name: /LS/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Anders');
  await expect(cases.getByRole('row', { name: /Feeclient Anders/ })).toBeVisible();
});

test('fee comparison: Aggregate per attorney, then the List per case with its count and search', async ({ page }) => {
  await login(page, 'attorney');
  await page.goto('/dash/5/fees/fee-comparison');
  await expect(page.getByRole('heading', { name: 'Fee Comparison', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fee comparison by attorney' }).getByRole('row', { name: /LS/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fee comparison by case' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'List' }).click();
  // Case A: fee $12,345 of a $37,035 settlement = 33.3 %, no medical bills.
  const row = page.getByRole('table', { name: 'Fee comparison by case' }).getByRole('row', { name: /Feeclient Anders/ });
  await expect(row).toContainText('33.3%');
  await expect(row).toContainText('$37,035');
  await expect(page.getByRole('status').filter({ hasText: /settled case/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Anders');
  await expect(row).toBeVisible();
});

test("rate: the attorney's rate per year, case type and attorney, green above 800", async ({ page }) => {
  await login(page, 'attorney');
  await page.goto('/dash/5/fees/fee-rate');
  await expect(page.getByRole('heading', { name: 'Rate', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rate' });
  for (const header of ['Year', 'Case Type', 'Attorney', 'TOD Days', 'TOD Months', 'Total Cases', 'Avg Fees', 'Rate']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // Case A: retained (opened) 2026-01-05, settled today with $12,345: about ten months on desk,
  // a rate above 800 — green.
  const row = table.getByRole('row', { name: /LS/ });
  await expect(row).toContainText('$12,345');
  await expect(row.locator('[data-rate-color]')).toHaveAttribute('data-rate-color', 'green');
});
