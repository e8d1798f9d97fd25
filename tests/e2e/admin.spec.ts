import { expect, test, type Page } from '@playwright/test';
import { login, ORG_ID, unique } from './helpers';

async function openAs(page: Page, path: string) {
  await page.goto('/');
  await login(page, 'admin');
  await page.goto(path);
}

function row(page: Page, table: string, text: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

async function pick(page: Page, field: string, options: string[]) {
  await page.getByRole('button', { name: field, exact: false }).first().click();
  for (const o of options) await page.getByRole('menuitemcheckbox', { name: o, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('organization administration (spec 3 §2.10, §2.11)', () => {
  test('an admin creates, edits and deactivates a user', async ({ page }) => {
    await openAs(page, `/org/${ORG_ID}/users`);
    await expect(page.getByRole('heading', { name: /^Users \(\d+\)$/ })).toBeVisible();
    const last = unique('Tester');
    const address = `${last.replace(/\s+/g, '.').toLowerCase()}@caseboard.demo`;

    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await expect(dialog.getByLabel('Capacity')).toHaveValue('0');
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await dialog.getByLabel('First Name').fill('Pat');
    await dialog.getByLabel('Last Name').fill(last);
    await dialog.getByLabel('Staff Code').fill('PTT');
    await dialog.getByLabel('Email').fill(address);
    await dialog.getByLabel('Password').fill('a-good-password');
    await dialog.getByLabel('SA Contact ID').fill('4242');
    await dialog.getByLabel('Capacity').fill('12');
    await pick(page, 'Roles', ['paralegal']);
    await pick(page, 'Offices', ['Sandy']);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const created = row(page, 'Users', address);
    await expect(created).toContainText(`Pat ${last}`);
    await expect(created).toContainText('12');
    await expect(created).toContainText('paralegal');
    await expect(created).toContainText('Sandy');

    // A failed save keeps what was typed and shows the server's message.
    await page.getByRole('button', { name: 'New User' }).click();
    const again = page.getByRole('dialog', { name: 'New User' });
    await again.getByLabel('First Name').fill('Dup');
    await again.getByLabel('Last Name').fill('Licate');
    await again.getByLabel('Email').fill(address);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('alert')).toBeVisible();
    await expect(again.getByLabel('First Name')).toHaveValue('Dup');
    await again.getByRole('button', { name: 'Cancel' }).click();

    await created.getByRole('button', { name: `Edit Pat ${last}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Email')).toHaveValue(address);
    await expect(edit.getByLabel('SA Contact ID')).toHaveValue('4242');
    await edit.getByLabel('First Name').fill('Patricia');
    await edit.getByLabel('Capacity').fill('20');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, 'Users', address)).toContainText(`Patricia ${last}`);
    await expect(row(page, 'Users', address)).toContainText('20');

    await row(page, 'Users', address).getByRole('button', { name: `Deactivate Patricia ${last}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, 'Users', address)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show All' }).click();
    await expect(row(page, 'Users', address)).toContainText('No');
  });

  test('an admin creates, edits and deactivates a team', async ({ page }) => {
    await openAs(page, `/org/${ORG_ID}/users/teams`);
    const name = unique('Team');
    await page.getByRole('button', { name: 'New Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Team' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Teams', name)).toContainText('Yes');

    await row(page, 'Teams', name).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team' });
    await edit.getByLabel('Name').fill(`${name} Renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'Teams', `${name} Renamed`)).toBeVisible();

    await row(page, 'Teams', `${name} Renamed`).getByRole('button', { name: `Deactivate ${name} Renamed` }).click();
    await page.getByRole('dialog', { name: 'Deactivate team' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(row(page, 'Teams', `${name} Renamed`)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show All' }).click();
    await expect(row(page, 'Teams', `${name} Renamed`)).toContainText('No');
  });

  test('an admin creates, edits and deletes an office; a used office says what uses it', async ({ page }) => {
    await openAs(page, `/org/${ORG_ID}/users/offices`);
    const name = unique('Office');
    await page.getByRole('button', { name: 'New Office' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Office' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Short Code').fill('TST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'Offices', name)).toContainText('TST');

    await row(page, 'Offices', name).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Office' });
    await edit.getByLabel('Short Code').fill('TS2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'Offices', name)).toContainText('TS2');

    // Sandy has staff: deleting it is refused with what uses it.
    await row(page, 'Offices', 'Sandy').first().getByRole('button', { name: 'Delete Sandy' }).click();
    const refuse = page.getByRole('dialog', { name: 'Delete office' });
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await expect(refuse.getByRole('alert')).toBeVisible();
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Offices', 'Sandy').first()).toBeVisible();

    await row(page, 'Offices', name).getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete office' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, 'Offices', name)).toHaveCount(0);
  });

  test('an admin creates, edits and deletes a department', async ({ page }) => {
    await openAs(page, `/org/${ORG_ID}/users/departments`);
    const name = unique('Department');
    await page.getByRole('button', { name: 'New Department' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Department' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('switch', { name: 'Show On Intake Assignment' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'Departments', name)).toContainText('Yes');

    await row(page, 'Departments', name).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Department' });
    await expect(edit.getByRole('switch', { name: 'Show On Intake Assignment' })).toBeChecked();
    await edit.getByRole('switch', { name: 'Show On Intake Assignment' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'Departments', name)).toContainText('No');

    await row(page, 'Departments', name).getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete department' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, 'Departments', name)).toHaveCount(0);
  });
});
