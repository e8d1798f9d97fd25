import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor } from './helpers';

// Issue 16: the CRM as an intake manager uses it — add a referral contact from the case
// system's search, toggle its priority, sync, and log a visit that a second browser sees at once.

test.beforeAll(async ({ request }) => {
  importFacts([
    { fact_id: 'e2e-crm-type-1', type: 'reference_item_set', data: { kind: 'contact_type', item_id: 1, name: 'Chiropractor', parent_id: null, attributes: null, active: true } },
    { fact_id: 'e2e-crm-type-8', type: 'reference_item_set', data: { kind: 'contact_type', item_id: 8, name: 'Attorney', parent_id: null, attributes: null, active: true } },
    { fact_id: 'e2e-crm-event-type-1', type: 'reference_item_set', data: { kind: 'contact_event_type', item_id: 1, name: 'Office Visit', parent_id: null, attributes: null, active: true } },
  ]);
  const token = await tokenFor(request, 'intake-management');
  await eventually(async () => {
    const data = await gql<{ contactTypes: unknown[]; contactEventTypes: unknown[] }>(request, '{ contactTypes { contactTypeId } contactEventTypes { contactEventTypeId } }', {}, token).catch(() => null);
    return data?.contactTypes.length === 2 && data.contactEventTypes.length === 1;
  });
});

test('an intake manager adds a contact from the case system, toggles its priority and syncs', async ({ page }) => {
  await login(page, 'intake-management');
  await page.goto('/crm/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'New Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Contact' });
  await dialog.getByLabel('Name').fill('Aspe');
  await expect(dialog.getByText('Type at least 5 characters to search the case system')).toBeVisible();
  // 'Add Contact' is disabled until a case-system contact and a contact type are chosen.
  const add = dialog.getByRole('button', { name: 'Add Contact' });
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Name').fill('Alder Chiro');
  await dialog.getByRole('option', { name: /Alder Chiropractic/ }).click();
  await expect(dialog.getByText(/Case system contact 70001/)).toBeVisible();
  // The case system's type, when the firm uses the same one, is chosen already.
  await expect(dialog.getByRole('combobox', { name: 'Contact Type' })).toHaveText('Chiropractor');
  await dialog.getByRole('combobox', { name: 'Contact Type' }).click();
  await page.getByRole('option', { name: 'Chiropractor' }).click();
  await dialog.getByRole('checkbox', { name: 'Priority' }).click();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Alder Chiropractic/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /Open Alder Chiropractic/ })).toHaveText('70001');

  // The Priority column toggles the flag.
  await row.getByRole('button', { name: /Priority of Alder Chiropractic: Yes/ }).click();
  await expect(row.getByRole('button', { name: /Priority of Alder Chiropractic: No/ })).toBeVisible();

  await page.getByRole('button', { name: 'Sync Contacts' }).click();
  await expect(page.getByText(/Contacts synced successfully/)).toBeVisible();
});

test('a visit logged in Activity shows at once in a second browser', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await login(first, 'intake-management');
  await login(second, 'intake');
  await second.goto('/crm');
  await expect(second.getByRole('heading', { name: 'Contact Activity' })).toBeVisible();
  await first.goto('/crm');
  await first.getByRole('button', { name: 'New Event' }).click();
  const dialog = first.getByRole('dialog', { name: 'New Event' });
  const add = dialog.getByRole('button', { name: 'Add Event' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await first.getByRole('option', { name: 'Office Visit' }).click();
  await dialog.getByRole('combobox', { name: 'Contact' }).click();
  await first.getByRole('option', { name: 'Alder Chiropractic' }).click();
  // spec 1 §5: disabled until type, contact, date and comment are all filled.
  await expect(add).toBeDisabled();
  const comment = `Brought lunch for the front desk ${Date.now().toString(36)}`;
  await dialog.getByLabel('Comment').fill(comment);
  await expect(add).toBeEnabled();
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('row', { name: new RegExp(comment) })).toBeVisible();
  await expect(second.getByRole('row', { name: new RegExp(comment) })).toBeVisible();
});
