import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, userIdOf } from './helpers';

// spec 2 §2 the inventory area, used as a paralegal would. The cases are imported here (ids
// 882001…), assigned to the paralegal login, with facts dated relative to today so the
// colours of spec 2 §9 are known.

const ALVAREZ = 882001;
const BROOKS = 882002;
const COLE = 882003;

/** A firm-local day `offset` days from today, and the instant at its (Denver) noon. */
function day(offset: number, timeZone = 'America/Denver'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}
const noon = (offset: number) => `${day(offset)}T19:00:00Z`;

function facts(paralegal: number, attorney: number, manager: number) {
  const f = (caseId: number, what: string, type: string, data: Record<string, unknown>) => ({ fact_id: `e2e-inv-${caseId}-${what}`, type, data: { case_id: caseId, ...data } });
  const open = (caseId: number, first: string, last: string, status: [number, string], rank: string | null) => [
    f(caseId, 'opened', 'case_opened', { organization_id: 2, opened_at: noon(-120), first_name: first, last_name: last, case_type: 'Auto', state: 'ID', incident_date: day(-130), high_priority: false, is_mass_tort: false }),
    f(caseId, 'status', 'case_status_changed', { status_id: status[0], status_label: status[1], stage: '', changed_at: noon(-12) }),
    f(caseId, 'paralegal', 'staff_assigned', { role: 'paralegal', user_id: paralegal }),
    f(caseId, 'attorney', 'staff_assigned', { role: 'attorney', user_id: attorney }),
    ...(rank ? [f(caseId, 'rank', 'case_rank_set', { rank_label: rank })] : []),
  ];
  return [
    ...open(ALVAREZ, 'Aurelia', 'Alvarez', [1059, 'PL 01 Medical Management'], 'A'),
    f(ALVAREZ, 'sol', 'deadline_set', { deadline_id: 1, due_date: day(400), deadline_type: 'Statute of Limitations', completed: false }),
    f(ALVAREZ, 'contact', 'case_touch_recorded', { kind: 'client_contact', at: noon(-3), user_id: paralegal }),
    ...open(BROOKS, 'Bertrand', 'Brooksfield', [1065, 'PL 06 Negotiations'], 'B'),
    f(BROOKS, 'contact', 'case_touch_recorded', { kind: 'client_contact', at: noon(-40), user_id: paralegal }),
    f(ALVAREZ, 'review', 'case_touch_recorded', { kind: 'file_review', at: noon(-35), user_id: paralegal }),
    f(ALVAREZ, 'review-note', 'note_added', { note_id: 882001001, note_type_id: 81, content: 'Waiting on MRI report', created_at: noon(-35), creator_name: 'Kelsey Moran' }),
    f(ALVAREZ, 'deadline-review', 'case_touch_recorded', { kind: 'deadline_review', at: noon(-5), user_id: paralegal }),
    f(ALVAREZ, 'task', 'task_set', { task_id: 1, category: 'Medical', summary: 'Request updated bills from every treating provider', due_date: day(4), requestor_user_id: attorney, assignee_user_id: paralegal, completed: false }),
    f(BROOKS, 'task', 'task_set', { task_id: 2, category: 'Client', summary: 'Confirm treatment plan', due_date: day(2), requestor_user_id: paralegal, assignee_user_id: manager, completed: false }),
    f(ALVAREZ, 'answer', 'deadline_set', { deadline_id: 2, due_date: day(3), deadline_type: 'Answer Due', party: 'Plaintiff', respondent: 'Carrier', completed: false }),
    f(BROOKS, 'mediation', 'deadline_set', { deadline_id: 3, due_date: day(20), deadline_type: 'Mediation', completed: false }),
    ...open(COLE, 'Cordelia', 'Colewater', [1055, 'REF OUT 1 - Pending'], null),
  ];
}

test.beforeAll(async ({ request }) => {
  const [paralegal, attorney, manager] = [await userIdOf(request, 'paralegal'), await userIdOf(request, 'attorney'), await userIdOf(request, 'user')];
  importFacts(facts(paralegal, attorney, manager));
  const token = await tokenFor(request, 'paralegal');
  await eventually(async () => {
    const data = await gql<{ userCases: { cases: { caseId: number }[] } }>(
      request,
      'query($u:Int!){ userCases(userId:$u, excludeReferred:false){ cases { caseId } } }',
      { u: paralegal },
      token,
    ).catch(() => null);
    return !!data && [ALVAREZ, BROOKS, COLE].every((id) => data.userCases.cases.some((c) => c.caseId === id));
  });
});

test('all cases: columns, rank bar, Exclude Ref, search', async ({ page, request }) => {
  const paralegal = await userIdOf(request, 'paralegal');
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegal}/inventory`);
  const table = page.getByRole('table', { name: 'All Cases' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('Alvarez');
  const row = table.getByRole('row', { name: /Aurelia Alvarez/ });
  // Type, Stage, Status, DIS, Client, SOL Conf, Rank, Paralegal, DOI, State.
  await expect(row).toContainText('Auto');
  await expect(row).toContainText('Treating');
  await expect(row).toContainText('PL 01 Medical Management');
  await expect(row.getByRole('cell').nth(4)).toHaveText('12');
  const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  await expect(row).toContainText(us(day(400)));
  await expect(row).toContainText('Kelsey Moran');
  await expect(row).toContainText(us(day(-130)));
  await expect(row.getByRole('link', { name: `Open case ${ALVAREZ} in the case system (new tab)` })).toBeVisible();

  // The rank bar counts the rows by rank.
  await expect(page.getByRole('figure', { name: 'Cases by rank' })).toBeVisible();

  // Exclude Ref (default on) hides the referred-out case; off shows it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Colewater');
  await expect(table.getByRole('row', { name: /Cordelia Colewater/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Exclude Ref' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Colewater');
  await expect(table.getByRole('row', { name: /Cordelia Colewater/ })).toContainText('Referred Out');

  // The client name opens the case dialog.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Brooksfield');
  await table.getByRole('button', { name: 'Bertrand Brooksfield', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Bertrand Brooksfield' })).toBeVisible();
});

test('client contact: colours by age, Attorney Only, Hide Stages remembered', async ({ page, request }) => {
  const paralegal = await userIdOf(request, 'paralegal');
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegal}/inventory/client-contact`);
  const table = page.getByRole('table', { name: 'Client Contact' });
  // spec 2 §9: contacted 3 days ago → white; 40 days ago → yellow.
  const alvarez = table.getByRole('row', { name: /Aurelia Alvarez/ });
  const brooks = table.getByRole('row', { name: /Bertrand Brooksfield/ });
  await expect(alvarez).toContainText('(3 d)');
  await expect(brooks).toContainText('(40 d)');
  await expect(brooks).toHaveAttribute('style', /amber/);
  await expect(alvarez).not.toHaveAttribute('style', /amber|red/);
  // Referred-out cases are hidden until the user chooses otherwise.
  await expect(table.getByRole('row', { name: /Cordelia Colewater/ })).toHaveCount(0);

  // Hide Treating: Alvarez (PL 01) goes; the choice survives a reload.
  await page.getByRole('button', { name: /Hide Stages/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Treating' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row', { name: /Aurelia Alvarez/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Client Contact' }).getByRole('row', { name: /Bertrand Brooksfield/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Client Contact' }).getByRole('row', { name: /Aurelia Alvarez/ })).toHaveCount(0);

  // Attorney Only: the paralegal is nobody's primary attorney here.
  await page.getByRole('checkbox', { name: 'Attorney Only' }).click();
  await expect(page.getByRole('table', { name: 'Client Contact' }).getByRole('row', { name: /Bertrand Brooksfield/ })).toHaveCount(0);
});

test('deadlines: One Week by default, a wider range, the badge follows', async ({ page, request }) => {
  const paralegal = await userIdOf(request, 'paralegal');
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegal}/inventory/deadlines`);
  const table = page.getByRole('table', { name: 'Deadlines' });
  await expect(table.getByRole('row', { name: /Aurelia Alvarez/ })).toContainText('Answer Due');
  await expect(table.getByRole('row', { name: /Bertrand Brooksfield/ })).toHaveCount(0);
  const badge = page.getByRole('link', { name: /Deadlines due/ });
  await expect(badge).toHaveText(/1$/);
  await expect(page.getByRole('checkbox', { name: 'Show All' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'One Month' }).click();
  await expect(page.getByRole('table', { name: 'Deadlines' }).getByRole('row', { name: /Bertrand Brooksfield/ })).toContainText('Mediation');
  await expect(badge).toHaveText(/2$/);
});

test("deadlines: an admin's Show All lists the organization's with attorney and paralegal", async ({ page, request }) => {
  await login(page, 'admin');
  const admin = await userIdOf(request, 'admin');
  await page.goto(`/dash/${admin}/inventory/deadlines`);
  await page.getByRole('checkbox', { name: 'Show All' }).click();
  const all = page.getByRole('table', { name: 'Deadlines' });
  await expect(all.getByRole('row', { name: /Aurelia Alvarez/ })).toContainText('Kelsey Moran');
  await expect(all.getByRole('columnheader', { name: 'Attorney' })).toBeVisible();
});

test('file review: colours by age, a note saved on Enter turns the row white and shows in the case dialog', async ({ page, request }) => {
  const paralegal = await userIdOf(request, 'paralegal');
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegal}/inventory/file-review`);
  const table = page.getByRole('table', { name: 'File Review' });
  const alvarez = table.getByRole('row', { name: /Aurelia Alvarez/ });
  // spec 2 §9: 35 days → yellow; never reviewed → red.
  await expect(alvarez).toContainText('(35 d)');
  await expect(alvarez).toContainText('Waiting on MRI report');
  await expect(alvarez).toHaveAttribute('style', /amber/);
  await expect(table.getByRole('row', { name: /Bertrand Brooksfield/ })).toContainText('Never');
  await expect(table.getByRole('row', { name: /Bertrand Brooksfield/ })).toHaveAttribute('style', /red/);

  await alvarez.getByRole('button', { name: 'Edit file review note for Aurelia Alvarez' }).click();
  const text = `MRI received ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'File review note' }).fill(text);
  await page.getByRole('textbox', { name: 'File review note' }).press('Enter');
  await expect(alvarez).toContainText(text);
  await expect(alvarez).toContainText('(0 d)');
  await expect(alvarez).not.toHaveAttribute('style', /amber|red/);

  await alvarez.getByRole('button', { name: 'Aurelia Alvarez', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Aurelia Alvarez' })).toContainText(text);
});

test('deadline review: the same layout, coloured by the last deadline review', async ({ page, request }) => {
  const paralegal = await userIdOf(request, 'paralegal');
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegal}/inventory/deadline-review`);
  const table = page.getByRole('table', { name: 'Deadline Review' });
  await expect(table.getByRole('row', { name: /Aurelia Alvarez/ })).toContainText('(5 d)');
  await expect(table.getByRole('row', { name: /Aurelia Alvarez/ })).not.toHaveAttribute('style', /amber|red/);
  await expect(table.getByRole('row', { name: /Bertrand Brooksfield/ })).toHaveAttribute('style', /red/);
  await expect(page.getByRole('button', { name: /Hide Stages/ })).toHaveCount(0);
});

test('tasks: own tasks with long summaries shortened, Show Requested lists the ones asked of others', async ({ page, request }) => {
  const paralegal = await userIdOf(request, 'paralegal');
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegal}/inventory/tasks`);
  const table = page.getByRole('table', { name: 'Tasks' });
  const own = table.getByRole('row', { name: /Aurelia Alvarez/ });
  // spec 2 §9: summary 30 characters, the full text on hover.
  await expect(own).toContainText('Request updated bills from eve...');
  await expect(own.getByTitle('Request updated bills from every treating provider')).toBeVisible();
  await expect(own).toContainText('Lauren Sutter');
  await expect(table.getByRole('row', { name: /Bertrand Brooksfield/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Show Requested' }).click();
  const requested = page.getByRole('table', { name: 'Tasks' }).getByRole('row', { name: /Bertrand Brooksfield/ });
  await expect(requested).toContainText('Confirm treatment plan');
  await expect(requested).toContainText('Tyler Brooks');
});
