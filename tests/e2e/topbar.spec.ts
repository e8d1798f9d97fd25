import { expect, test } from '@playwright/test';
import { login, userIdOf } from './helpers';

test.describe('top bar and dashboard tab bar (spec 1 §2.2, §2.3, §4)', () => {
  test('date range shortcuts are kept in the browser; only Past 90 Days sets the flag', async ({ page }) => {
    await page.goto('/');
    await login(page, 'attorney');
    await page.getByRole('button', { name: 'Date range shortcuts' }).click();
    await page.getByRole('menuitem', { name: 'Past 90 Days' }).click();
    const stored = () => page.evaluate(() => ({ start: localStorage.getItem('caseboard.startDate'), end: localStorage.getItem('caseboard.endDate'), flag: localStorage.getItem('caseboard.pastNinetyDays') }));
    expect((await stored()).flag).toBe('true');
    const endValue = await page.getByLabel('End date').inputValue();
    await page.reload();
    await expect(page.getByLabel('End date')).toHaveValue(endValue);
    await page.getByRole('button', { name: 'Date range shortcuts' }).click();
    await page.getByRole('menuitem', { name: 'Current Month' }).click();
    expect((await stored()).flag).toBe('false');
    const start = await page.getByLabel('Start date').inputValue();
    expect(start.endsWith('-01')).toBe(true);
    await page.getByRole('button', { name: 'Date range shortcuts' }).click();
    await page.getByRole('menuitem', { name: 'Previous Month' }).click();
    await expect(page.getByLabel('Start date')).not.toHaveValue(start);
    await expect(page.getByLabel('Start date')).toHaveValue(/-01$/);
  });

  test('the deadline badge opens the deadlines page', async ({ page, request }) => {
    const id = await userIdOf(request, 'paralegal');
    await page.goto('/');
    await login(page, 'paralegal');
    const badge = page.getByRole('link', { name: /^Deadlines due: \d+$/ });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page).toHaveURL(`/dash/${id}/inventory/deadlines`);
  });

  test('an admin acts as another user (sent to the server) and picks a team on team pages', async ({ page, request }) => {
    const paralegalId = await userIdOf(request, 'paralegal');
    await page.goto('/');
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('combobox', { name: 'Act as' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Team' })).toHaveCount(0);

    const actAsRequest = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.headers()['x-act-as'] === String(paralegalId));
    await page.getByRole('combobox', { name: 'Act as' }).click();
    const paralegalName = await page.evaluate(async (pid) => {
      const token = JSON.parse(localStorage.getItem('caseboard.token')!);
      const res = await fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ query: `{ user(id: ${pid}) { name } }` }) });
      return (await res.json()).data.user.name as string;
    }, paralegalId);
    await page.getByRole('option', { name: paralegalName, exact: true }).click();
    await actAsRequest;
    expect(await page.evaluate(() => localStorage.getItem('caseboard.actAsUserId'))).toBe(String(paralegalId));
    await expect(page.getByRole('link', { name: /^Deadlines due/ })).toHaveAttribute('href', `/dash/${paralegalId}/inventory/deadlines`);

    await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Team' }).click();
    // The top bar's team selector (the Team dashboard has its own admin team select).
    const topTeam = page.getByRole('group', { name: 'Dashboard selectors' }).getByRole('combobox', { name: 'Team' });
    await expect(topTeam).toBeVisible();
    await expect(topTeam).not.toHaveText('');
  });
});
