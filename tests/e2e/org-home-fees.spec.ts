import { expect, test, type Page } from '@playwright/test';
import { ORG_ID, importFacts, login } from './helpers';

// Issue 14, spec 3 §2.3: the organization home's fee charts. Case ids 894001–894099; the
// attorney codes HFZ and HFY belong to this spec alone, so other specs' fees do not move them.

/** Today in the firm's time zone (America/Denver, the suite's default). */
function firmToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function feeFacts() {
  const today = firmToday();
  const fee = (caseId: number, code: string, dollars: number, feeType: string) => [
    {
      fact_id: `e2e-homefees-${caseId}-opened`,
      type: 'case_opened',
      data: { case_id: caseId, organization_id: ORG_ID, opened_at: '2026-01-05T16:00:00Z', first_name: 'Fee', last_name: `Chart${caseId}`, office_id: 5, high_priority: false, is_mass_tort: false },
    },
    { fact_id: `e2e-homefees-${caseId}-attorney`, type: 'staff_assigned', data: { case_id: caseId, role: 'attorney', staff_code: code } },
    {
      fact_id: `e2e-homefees-${caseId}-fee`,
      type: 'fee_recorded',
      data: { case_id: caseId, fee_id: 1, amount_cents: dollars * 100, fee_date: today, fee_type: feeType, shared: false, fully_settled: true },
    },
  ];
  // HFZ: $1,000,000 today, past any month's scaled pre-lit goal ($183,311 at most) → green;
  // its code carries the '-P' suffix the charts strip. HFY: a $500 lit fee (no data label).
  return [...fee(894001, 'HFZ-P', 1_000_000, 'Pre-Litigation'), ...fee(894002, 'HFY', 500, 'Litigation')];
}

const bar = (page: Page, chart: string, code: string) => page.getByRole('region', { name: chart }).locator(`rect[data-bar="${code}"]`);

test('admin sees the fee charts; a goal changed in one browser moves a bar colour live in another; toggles', async ({ browser }) => {
  importFacts(feeFacts());
  const viewer = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  await login(viewer, 'admin');
  await login(editor, 'admin');
  await viewer.goto(`/org/${ORG_ID}`);
  const all = viewer.getByRole('region', { name: 'All Fees in Period' });
  await expect(all).toBeVisible();
  await expect(all.getByText(/^Goal per attorney \$[\d,]+ \(monthly \$[\d,]+\)$/)).toBeVisible();
  await all.getByRole('radio', { name: 'Detailed' }).click();
  // '-P' stripped; green at goal.
  await expect(bar(viewer, 'All Fees in Period', 'HFZ')).toHaveAttribute('data-colour', 'green');
  await expect(all.locator('rect[data-bar="HFZ"] + text')).toHaveText('$1.0M');
  await expect(viewer.getByRole('region', { name: 'Fees By Week' }).getByLabel('This week against its pace')).toBeVisible();

  // A goal far above HFZ's fees, saved in the other browser, turns its bar red without a reload.
  await editor.goto(`/org/${ORG_ID}/goal-settings`);
  const goal = editor.getByLabel('Monthly pre-lit fees per attorney ($)', { exact: true });
  const before = await goal.inputValue();
  try {
    await goal.fill('100000000');
    await editor.getByRole('button', { name: 'Save goals' }).click();
    await expect(editor.getByText(/Goals saved, in force from/)).toBeVisible();
    await expect(bar(viewer, 'All Fees in Period', 'HFZ')).toHaveAttribute('data-colour', 'red');
    await expect(all.getByText(/^Goal per attorney/)).toContainText('(monthly $100,000,000)');
  } finally {
    await goal.fill(before);
    await editor.getByRole('button', { name: 'Save goals' }).click();
    await expect(editor.getByText(/Goals saved, in force from/).first()).toBeVisible();
  }
  await expect(bar(viewer, 'All Fees in Period', 'HFZ')).toHaveAttribute('data-colour', 'green');

  // Toggles: table view names the status in words, sorted by name or by amount.
  await all.getByRole('radio', { name: 'Table' }).click();
  const table = all.getByRole('table', { name: 'All Fees in Period by attorney' });
  await expect(table.getByRole('row', { name: /HFZ.*\$1,000,000.*At goal/ })).toBeVisible();
  await all.getByRole('radio', { name: 'By name' }).click();
  const codes = (await table.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t')[0].trim());
  expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b)));
  await all.getByRole('radio', { name: 'Grouped' }).click();
  await expect(table.getByRole('row', { name: /HFZ/ })).toBeVisible();

  // Lit Fees: HFY's $500 lit fee is a red bar without a data label.
  const lit = viewer.getByRole('region', { name: 'Lit Fees in Period' });
  await lit.getByRole('radio', { name: 'Detailed' }).click();
  await expect(bar(viewer, 'Lit Fees in Period', 'HFY')).toHaveAttribute('data-colour', 'red');
  // (A data label is the text drawn right after its bar; the axis's own "$500" tick is not one.)
  await expect(lit.locator('rect[data-bar="HFY"] + text')).toHaveCount(0);

  // Fees By Week: the firm, then one office; chart and table.
  const weekly = viewer.getByRole('region', { name: 'Fees By Week' });
  await expect(weekly.getByText(/^Weekly goal \$[\d,]+$/)).toBeVisible();
  await expect(weekly.locator('[data-icon]')).toContainText('YTD');
  await weekly.getByRole('combobox', { name: 'Fees By Week office' }).click();
  await viewer.getByRole('option', { name: 'Sandy' }).click();
  await expect(weekly.getByRole('group', { name: 'Sandy weekly pace' })).toBeVisible();
  await weekly.getByRole('radio', { name: 'Table' }).click();
  await expect(weekly.getByRole('table', { name: 'Sandy fees by week' }).getByRole('row', { name: /this week/ })).toBeVisible();
});

test('intake management opens organization home and its fee charts', async ({ page }) => {
  await login(page, 'intake-management');
  await page.goto(`/org/${ORG_ID}`);
  await expect(page).toHaveURL(new RegExp(`/org/${ORG_ID}$`));
  await expect(page.getByRole('heading', { name: 'Organization Stats' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fees By Week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All Fees in Period' })).toBeVisible();
});
