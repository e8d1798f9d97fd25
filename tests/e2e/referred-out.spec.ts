import { expect, test, type Page } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor } from './helpers';

// Case ids 898001–898105 are this file's (other specs import 880001–897002).
// spec 1 §2.5 Referred Out as intake management uses it: 105 cases referred to one firm (more
// than the first page of 100), filtered by Firm and Type, searched, sorted by Client, paged,
// shown all at once, and a status changed inline that the Status filter then finds. The
// server filters, sorts and pages (issue #17).

const FIRM = 'Keystone Referral Group';
const COUNT = 105;
const FIRST = 898001;
const pad = (n: number) => String(n).padStart(3, '0');

function facts() {
  const out: { fact_id: string; type: string; data: Record<string, unknown> }[] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const caseId = FIRST + i;
    // Every seventh case is a dog bite; the client names sort by their number.
    out.push({
      fact_id: `e2e-refout-${caseId}-opened`,
      type: 'case_opened',
      data: {
        case_id: caseId,
        organization_id: 2,
        opened_at: '2026-02-10T16:00:00Z',
        first_name: 'Keyclient',
        last_name: `Pager${pad(i + 1)}`,
        case_type: i % 7 === 0 ? 'Dog Bite' : 'Auto',
        state: 'UT',
        office_id: 5,
        high_priority: false,
        is_mass_tort: false,
        status_id: 1055,
        status_label: 'REF OUT 1 - Pending',
      },
    });
    out.push({ fact_id: `e2e-refout-${caseId}-firm`, type: 'case_info_set', data: { case_id: caseId, field: 'referred', value: FIRM } });
  }
  return out;
}

const pager = (page: Page) => page.getByText(/^\d+(–\d+)? of \d+$/);
const table = (page: Page) => page.getByRole('table', { name: 'Referred Out' });

async function pick(page: Page, filter: string, value: string) {
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

test.beforeAll(async ({ request }) => {
  importFacts(facts());
  const token = await tokenFor(request, 'intake-management');
  await eventually(async () => {
    const d = await gql<{ referredOutCasesPage: { matchingCount: number } }>(
      request,
      'query($f:ReferredOutFilter){ referredOutCasesPage(filter:$f){ matchingCount } }',
      { f: { firm: FIRM } },
      token,
    );
    return d.referredOutCasesPage.matchingCount === COUNT;
  });
});

test('intake management pages, filters, searches and sorts Referred Out, and changes a status inline', async ({ page }) => {
  await login(page, 'intake-management');
  await page.goto('/org/2/intake/referred-out');
  await expect(page.getByRole('heading', { name: /Referred Out/, level: 1 })).toBeVisible();

  await pick(page, 'Firm', FIRM);
  await expect(pager(page)).toHaveText(`1–100 of ${COUNT}`);
  // Default sort: type ascending (ties newest first), so the 15 dog bites come last.
  await expect(table(page).getByRole('row').nth(1)).toContainText(`Keyclient Pager${pad(COUNT)}Auto`);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pager(page)).toHaveText(`101–${COUNT} of ${COUNT}`);
  await expect(table(page).getByRole('button', { name: /^Keyclient Pager/ })).toHaveCount(COUNT - 100);
  await expect(table(page).getByRole('row', { name: /Dog Bite/ })).toHaveCount(COUNT - 100);

  await pick(page, 'Type', 'Dog Bite');
  await expect(pager(page)).toHaveText('1–15 of 15');

  await pick(page, 'Type', 'All');
  await page.getByRole('button', { name: 'Client', exact: true }).click();
  await expect(table(page).getByRole('row').nth(1)).toContainText('Keyclient Pager001');
  await page.getByRole('button', { name: 'Client', exact: true }).click();
  await expect(table(page).getByRole('row').nth(1)).toContainText(`Keyclient Pager${pad(COUNT)}`);

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('pager042');
  await expect(pager(page)).toHaveText('1–1 of 1');
  const row = table(page).getByRole('row', { name: /Keyclient Pager042/ });
  await row.getByRole('button', { name: 'Edit Status' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Status' });
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'REF OUT 3 - Accepted' }).click();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row).toContainText('REF OUT 3 - Accepted');
  // The dialog closes once saved (its own Status field is gone before the filter is used).
  await expect(edit).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
  await pick(page, 'Status', 'REF OUT 3 - Accepted');
  await expect(table(page).getByRole('button', { name: 'Keyclient Pager042', exact: true })).toBeVisible();
  await expect(table(page).getByRole('button', { name: /^Keyclient Pager/ })).toHaveCount(1);

  await pick(page, 'Status', 'All');
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(pager(page)).toHaveText(`${COUNT} of ${COUNT}`);
  await expect(table(page).getByRole('button', { name: /^Keyclient Pager/ })).toHaveCount(COUNT);
});
