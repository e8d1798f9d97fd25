import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, minutesAgoToday } from './helpers';

// Case ids 888050–888059 are this file's (referrals.spec.ts uses 888001–888049).
// Issue 15 PPC report as marketing's admin uses it: today's paid leads, a drill-down to the
// cases behind a count, and a spend entry that changes the cost per lead live in a second
// browser; bad spend is refused with the server's message.

const minutesAgo = minutesAgoToday;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

function paidLead(caseId: number, last: string, retained: boolean) {
  return [
    {
      fact_id: `e2e-ppc-${caseId}-opened`,
      type: 'case_opened',
      data: { case_id: caseId, organization_id: 2, opened_at: minutesAgo(30), first_name: 'Ppc', last_name: last, case_type: 'Auto', state: 'UT', office_id: 5, advertising_source: 'Ref-PPC', callrail_source: 'Google Ads', high_priority: false, is_mass_tort: false },
    },
    ...(retained ? [{ fact_id: `e2e-ppc-${caseId}-retained`, type: 'case_retained', data: { case_id: caseId, retained_date: today() } }] : []),
  ];
}

test.beforeAll(async ({ request }) => {
  importFacts([...paidLead(888050, 'Alpha', true), ...paidLead(888051, 'Bravo', false)]);
  const token = await tokenFor(request, 'admin');
  await eventually(async () => {
    const d = await gql<{ ppcReport: { cases: { caseId: number }[] } }>(request, 'query($d:NaiveDate!){ ppcReport(startDate:$d,endDate:$d){ cases { caseId } } }', { d: today() }, token);
    return [888050, 888051].every((id) => d.ppcReport.cases.some((c) => c.caseId === id));
  });
});

test('PPC report: the cases behind a count, and a spend entry seen live in a second browser', async ({ page, browser }) => {
  await login(page, 'admin');
  await page.goto('/org/2/intake/ppc-report');
  await expect(page.getByRole('heading', { name: 'PPC Report' })).toBeVisible();
  const table = page.getByRole('table', { name: 'PPC report' });
  const total = table.getByRole('row').filter({ hasText: 'Ref-PPC' }).filter({ hasText: 'Total' });
  await expect(total).toContainText('Not entered');

  // Drill down from the retained count to its cases.
  await total.getByRole('button', { name: /^Retained of Ref-PPC, total/ }).click();
  const dialog = page.getByRole('dialog', { name: /Ref-PPC — Total: Retained/ });
  await expect(dialog.getByRole('button', { name: 'Ppc Alpha' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ppc Bravo' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, 'intake-management');
  await second.goto('/org/2/intake/ppc-report');
  const secondTotal = second.getByRole('table', { name: 'PPC report' }).getByRole('row').filter({ hasText: 'Ref-PPC' }).filter({ hasText: 'Total' });
  await expect(secondTotal).toContainText('Not entered');

  // Bad spend is refused with the server's message; then a good one.
  await page.getByRole('button', { name: 'Enter Spend' }).click();
  const form = page.getByRole('dialog', { name: 'Enter Spend' });
  await form.getByRole('combobox', { name: 'Paid source' }).click();
  await page.getByRole('option', { name: 'Ref-PPC', exact: true }).click();
  await form.getByLabel('Amount ($)').fill('-20');
  await form.getByRole('button', { name: 'Save Spend' }).click();
  await expect(form.getByRole('alert')).toContainText('negative');
  await form.getByLabel('Amount ($)').fill('1,500');
  await form.getByRole('button', { name: 'Save Spend' }).click();
  await expect(form).toBeHidden();
  await expect(total).not.toContainText('Not entered');
  // The top bar's default range is this month's bounds: the whole month's spend counts.
  await expect(total).toContainText('$1,500');
  await expect(secondTotal).toContainText('$1,500');
  await other.close();
});
