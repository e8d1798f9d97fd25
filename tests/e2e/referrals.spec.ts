import { expect, test, type Page } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, userIdOf, minutesAgoToday } from './helpers';

// Case ids 888001–888099 are this file's (other specs import 880001–890001 elsewhere).
// spec 3 §2.14 Referrals as an intake manager uses them: who sent us cases today (Aggregate,
// By) with the cases behind a count, who we sent clients to (To), the List, and a contact
// created from a referral whose referrer is not a contact yet (the demo case system's
// "Cedar Chiropractic" 70003 is made a contact first; "Dalton Chiropractic" 70004 is not).

const CEDAR = 70_003;
const DALTON = 70_004;
const minutesAgo = minutesAgoToday;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

function referredCase(caseId: number, last: string, source: string, other: number, openedMinutesAgo: number) {
  return [
    {
      fact_id: `e2e-referrals-${caseId}-opened`,
      type: 'case_opened',
      data: { case_id: caseId, organization_id: 2, opened_at: minutesAgo(openedMinutesAgo), first_name: 'Referral', last_name: last, case_type: 'Auto', state: 'UT', office_id: 7, advertising_source: source, high_priority: false, is_mass_tort: false },
    },
    { fact_id: `e2e-referrals-${caseId}-source`, type: 'referral_source_set', data: { case_id: caseId, contact_id: 700_011, source, comments: 'Sent over by the front desk', other_contact_id: other } },
  ];
}

test.beforeAll(async ({ request }) => {
  importFacts([
    { fact_id: 'e2e-referrals-type-1', type: 'reference_item_set', data: { kind: 'contact_type', item_id: 1, name: 'Chiropractor', parent_id: null, attributes: null, active: true } },
    ...referredCase(888001, 'Aspen', 'Ref-Doctors', CEDAR, 30),
    ...referredCase(888002, 'Birchwood', 'Ref-Doctors', CEDAR, 20),
    ...referredCase(888003, 'Cottonwood', 'Ref-Tow Truck', DALTON, 10),
    { fact_id: 'e2e-referrals-888001-provider', type: 'medical_provider_set', data: { case_id: 888001, provider_id: 888001, name: 'Cedar Chiropractic', contact_id: CEDAR, total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false } },
    { fact_id: 'e2e-referrals-888001-referred', type: 'provider_referred_date_set', data: { case_id: 888001, provider_id: 888001, is_referred: true, referred_date: today() } },
  ]);
  const token = await tokenFor(request, 'intake-management');
  await eventually(async () => {
    const d = await gql<{ contactTypes: unknown[] }>(request, '{ contactTypes { contactTypeId } }', {}, token).catch(() => null);
    return (d?.contactTypes.length ?? 0) > 0;
  });
  // Cedar is already a contact (CONFLICT when an earlier run made it).
  await gql(request, 'mutation($c:CreateContactInput!){ createContact(contact:$c){ contactId } }', { c: { saId: CEDAR, saCtg: 2, name: 'Cedar Chiropractic', contactTypeId: 1, priority: true, priorityLevel: 1 } }, token).catch(() => null);
  await eventually(async () => {
    const d = await gql<{ referralsInPeriod: { rows: { caseId: number; contactId: number | null }[] } }>(
      request,
      'query($d:NaiveDate!){ referralsInPeriod(direction:BY,startDate:$d,endDate:$d){ rows { caseId contactId } } }',
      { d: today() },
      token,
    );
    const ours = d.referralsInPeriod.rows.filter((r) => r.caseId >= 888001 && r.caseId <= 888099);
    return ours.length === 3 && ours.some((r) => r.contactId === CEDAR);
  });
});

const aggregateRow = (page: Page, name: string) => page.getByRole('table', { name: /Referrals (by|to) contact/ }).getByRole('row').filter({ hasText: name });

test('Referrals: who sent us cases today, the cases behind a count, and who we sent clients to', async ({ page }) => {
  await login(page, 'intake-management');
  await page.goto('/org/2/intake/referrals');
  await expect(page.getByRole('heading', { name: 'Referrals' })).toBeVisible();
  // Aggregate, By: Cedar sent two of today's cases, none retained yet.
  const cedar = aggregateRow(page, 'Cedar Chiropractic');
  await expect(cedar).toContainText('Level 1');
  await cedar.getByRole('button', { name: /2 referrals of Cedar Chiropractic/ }).click();
  const popup = page.getByRole('dialog', { name: /Cedar Chiropractic: 2 referrals/ });
  await expect(popup.getByRole('button', { name: 'Referral Aspen' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Referral Birchwood' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Referral Cottonwood' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // To: the firm sent Aspen to Cedar today.
  await page.getByRole('radio', { name: 'To' }).click();
  await expect(aggregateRow(page, 'Cedar Chiropractic').getByRole('button', { name: /1 referrals of Cedar Chiropractic/ })).toBeVisible();
  // The List shows the client and downloads as CSV.
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'Referral Aspen' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Referrals_To_List_/);
});

test('Referrals: a referrer that is not a contact yet becomes one from its row', async ({ page, request }) => {
  await login(page, 'intake-management');
  await page.goto(`/dash/${await userIdOf(request, 'intake-management')}/intake/referrals`);
  await page.getByRole('radio', { name: 'List' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Referral Cottonwood' }) });
  await expect(row).toContainText('Ref-Tow Truck');
  await row.getByRole('button', { name: 'Add Ref-Tow Truck as a contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Contact' });
  const add = dialog.getByRole('button', { name: 'Add Contact' });
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Name').fill('Dalton Chiro');
  // The case system's record behind the referral (saId 70004) is chosen as soon as it shows.
  await expect(dialog.getByText(/Case system contact 70004/)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Contact Type' }).click();
  await page.getByRole('option', { name: 'Chiropractor' }).click();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(dialog).toBeHidden();
  // The row now names the contact (live: the CRM read model advanced).
  await expect(row).toContainText('Dalton Chiropractic');
  await expect(row.getByRole('button', { name: /as a contact/ })).toHaveCount(0);
});

test('Providers map: filter by level, the marker count follows, a popup, and an address search', async ({ page, request }) => {
  const token = await tokenFor(request, 'intake-management');
  type MapData = { referralMap: { markers: { contactId: number; city: string; state: string }[]; legend: { level: number | null; count: number }[] } };
  const read = () => gql<MapData>(request, '{ referralMap { markers { contactId city state } legend { level count } } }', {}, token);
  await eventually(async () => (await read()).referralMap.markers.some((m) => m.contactId === CEDAR));
  const data = await read();
  const levelOne = data.referralMap.legend.find((l) => l.level === 1)!.count;
  const cedar = data.referralMap.markers.find((m) => m.contactId === CEDAR)!;

  await login(page, 'intake-management');
  await page.goto('/org/2/intake/referrals-map');
  await expect(page.getByRole('heading', { name: 'Provider Referrals Map' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Providers map' });
  await expect(map).toHaveCSS('height', '500px');
  await expect(page.getByRole('listitem', { name: /^Highest \(red\)/ })).toBeVisible();
  const all = data.referralMap.markers.length;
  await expect(page.getByRole('status').filter({ hasText: 'providers on the map' })).toContainText(`${all} providers on the map`);
  await expect(map.locator('path.provider-marker')).toHaveCount(all);

  // Level 1 only: the count follows (Cedar Chiropractic is one of them).
  await page.getByRole('checkbox', { name: 'Level 1 (Highest)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'providers on the map' })).toContainText(`${levelOne} providers on the map`);
  await expect(map.locator('path.provider-marker')).toHaveCount(levelOne);
  await expect(map.locator('path.provider-marker-red')).toHaveCount(levelOne);

  // Go to Cedar's city through the server's geocoder, then open its popup.
  await page.getByLabel('Address search').fill(`${cedar.city}, ${cedar.state}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForTimeout(500);
  await map.locator('path.provider-marker-red').first().click({ force: true });
  await expect(map.locator('.leaflet-popup-content')).toContainText('Priority Level 1');

  // An address that does not geocode says so.
  await page.getByLabel('Address search').fill('1 Unknown Rd, Atlantis');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No place found' })).toBeVisible();
});
