import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, seriousViolations, tokenFor, unique, userIdOf } from './helpers';

// spec 2 §2: the case notes lists (Treating, Demand Prep, Litigation, Settled) — the user's
// cases in each stage with their own note (saved on Enter) and row colour (palette dialog).
// The cases are imported here as the external system's facts would arrive.

const CASES = [
  { caseId: 881001, first: 'Nora', last: 'Quill', statusId: 1059, status: 'PL 01 Medical Management', path: 'treating', title: 'Treating' },
  { caseId: 881002, first: 'Otto', last: 'Vance', statusId: 1061, status: 'PL 03 Demand Preparation', path: 'demands/prep', title: 'Demand Prep' },
  { caseId: 881003, first: 'Pia', last: 'Rusk', statusId: 1068, status: 'PL 10 UIM Arbitration', path: 'litigation', title: 'Litigation' },
  { caseId: 881004, first: 'Quin', last: 'Soto', statusId: 1071, status: 'PL 13 Long-term Trust', path: 'negotiation/settled', title: 'Settled' },
] as const;

let paralegalId = 0;
let attorneyId = 0;

/** Today in the firm's zone (the default range of the top bar is this month). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

test.beforeAll(async ({ request }) => {
  paralegalId = await userIdOf(request, 'paralegal');
  attorneyId = await userIdOf(request, 'attorney');
  const demand = (caseId: number, demandId: number) => ({
    fact_id: `e2e-stages-demand-${demandId}`,
    type: 'demand_sent',
    data: { case_id: caseId, demand_id: demandId, kind: 'liability', demand_date: today(), amount_cents: 7_500_000 },
  });
  importFacts([
    // The attorney's case (a teammate of the paralegal on team 1), not the paralegal's.
    {
      fact_id: 'e2e-stages-881005-opened',
      type: 'case_opened',
      data: { case_id: 881005, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Rhea', last_name: 'Tand', status_id: 1064, status_label: 'PL 05 Demand Sent', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-stages-881005-attorney', type: 'staff_assigned', data: { case_id: 881005, role: 'attorney', user_id: attorneyId } },
    { fact_id: 'e2e-stages-881005-rank', type: 'case_rank_set', data: { case_id: 881005, rank_id: 807, rank_label: 'A' } },
    demand(881005, 88100501),
    // Demand Review (spec 2 §4: status 1063).
    {
      fact_id: 'e2e-stages-881007-opened',
      type: 'case_opened',
      data: { case_id: 881007, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Tess', last_name: 'Vale', status_id: 1063, status_label: 'PL 04 Demand Review', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-stages-881007-paralegal', type: 'staff_assigned', data: { case_id: 881007, role: 'paralegal', user_id: paralegalId } },
    { fact_id: 'e2e-stages-881007-rank', type: 'case_rank_set', data: { case_id: 881007, rank_id: 1089, rank_label: 'C' } },
    // Negotiation: the paralegal's case with two rounds and a file-review note (type 81).
    {
      fact_id: 'e2e-stages-881006-opened',
      type: 'case_opened',
      data: { case_id: 881006, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Sami', last_name: 'Ulm', status_id: 1065, status_label: 'PL 06 Negotiations', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-stages-881006-paralegal', type: 'staff_assigned', data: { case_id: 881006, role: 'paralegal', user_id: paralegalId } },
    { fact_id: 'e2e-stages-881006-round-1', type: 'negotiation_amounts_set', data: { case_id: 881006, demand_cents: 20_000_000, offer_cents: 4_000_000 } },
    { fact_id: 'e2e-stages-881006-round-2', type: 'negotiation_amounts_set', data: { case_id: 881006, demand_cents: 15_000_000, offer_cents: 6_000_000 } },
    {
      fact_id: 'e2e-stages-881006-review',
      type: 'note_added',
      data: { case_id: 881006, note_id: 88100601, note_type_id: 81, content: 'File review: counter sent', created_at: '2026-03-09T03:00:00Z' },
    },
  ]);
  importFacts(
    CASES.flatMap((c) => [
      {
        fact_id: `e2e-stages-${c.caseId}-opened`,
        type: 'case_opened',
        data: { case_id: c.caseId, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: c.first, last_name: c.last, status_id: c.statusId, status_label: c.status, high_priority: false, is_mass_tort: false },
      },
      { fact_id: `e2e-stages-${c.caseId}-paralegal`, type: 'staff_assigned', data: { case_id: c.caseId, role: 'paralegal', user_id: paralegalId } },
      { fact_id: `e2e-stages-${c.caseId}-rank`, type: 'case_rank_set', data: { case_id: c.caseId, rank_id: 1161, rank_label: 'B' } },
    ]).concat([
      demand(881002, 88100201),
      // Requests: an open records request on the paralegal's Treating case, and a completed one.
      {
        fact_id: 'e2e-stages-881001-provider',
        type: 'medical_provider_set',
        data: { case_id: 881001, provider_id: 88100101, name: 'Saint Alphonsus Regional Medical Center Imaging', total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false },
      },
      ...[
        [88100111, 'requested'],
        [88100112, 'completed'],
      ].map(([id, status]) => ({
        fact_id: `e2e-stages-request-${id}`,
        type: 'medical_request_set',
        data: { case_id: 881001, request_id: id, provider_id: 88100101, request_date: '2026-03-02', from_date: '2026-01-10', to_date: '2026-02-28', requestor_user_id: paralegalId, status, comments: `Records ${status}` },
      })),
    ]),
  );
  const token = await tokenFor(request, 'paralegal');
  await eventually(async () => {
    const data = await gql<{ userStageCases: { caseId: number }[] }>(request, `query($u:Int!){ userStageCases(userId:$u, stage: SETTLED){ caseId } }`, { u: paralegalId }, token).catch(() => null);
    return !!data && data.userStageCases.some((r) => r.caseId === 881004);
  });
});

test('Treating: a note saved on Enter and a palette colour show after reload and live in a second browser', async ({ page, browser }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/treating`);
  const table = page.getByRole('table', { name: 'Treating' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('Quill');
  const row = table.getByRole('row', { name: /Nora Quill/ });
  await expect(row).toContainText('PL 01 Medical Management');

  // A second browser with the same user follows the list live.
  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, 'paralegal');
  await second.goto(`/dash/${paralegalId}/treating`);
  const otherNote = second.getByRole('textbox', { name: 'Note for Nora Quill' });
  await expect(otherNote).toBeVisible();

  const note = unique('Call PT');
  const field = row.getByRole('textbox', { name: 'Note for Nora Quill' });
  await field.fill('   ');
  await field.press('Enter'); // empty: ignored
  await field.fill(note);
  await field.press('Enter');
  await expect(otherNote).toHaveValue(note);

  await row.getByRole('button', { name: 'Row colour for Nora Quill' }).click();
  const dialog = page.getByRole('dialog', { name: /Row colour/ });
  await expect(dialog.getByRole('group', { name: 'Palette' }).getByRole('button')).toHaveCount(12);
  await dialog.getByRole('button', { name: 'teal' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCSS('background-color', 'rgb(178, 223, 219)');

  await page.reload();
  const again = page.getByRole('table', { name: 'Treating' }).getByRole('row', { name: /Nora Quill/ });
  await expect(again.getByRole('textbox', { name: 'Note for Nora Quill' })).toHaveValue(note);
  await expect(again).toHaveCSS('background-color', 'rgb(178, 223, 219)');
  await expect(second.getByRole('row', { name: /Nora Quill/ })).toHaveCSS('background-color', 'rgb(178, 223, 219)');
  await other.close();
});

test('each stage list shows the cases in its stage', async ({ page }) => {
  await login(page, 'paralegal');
  for (const c of CASES.slice(1)) {
    await page.goto(`/dash/${paralegalId}/${c.path}`);
    const table = page.getByRole('table', { name: c.title });
    await expect(table.getByRole('row', { name: new RegExp(`${c.first} ${c.last}`) })).toContainText(c.status);
    await expect(table.getByRole('row', { name: /Nora Quill/ })).toHaveCount(0);
  }
});

test('Demands: the Team Demands toggle is a paralegal\'s, remembered, and adds the team\'s demands', async ({ page, browser }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/demands`);
  const table = page.getByRole('table', { name: 'Demands' });
  const otto = table.getByRole('row', { name: /Otto Vance/ });
  await expect(otto).toContainText('$51.0k - $100.0k');
  await expect(otto).toContainText('PL 03 Demand Preparation');
  await expect(table.getByRole('row', { name: /Rhea Tand/ })).toHaveCount(0);
  const toggle = page.getByRole('switch', { name: 'Team Demands' });
  await toggle.click();
  await expect(table.getByRole('row', { name: /Rhea Tand/ })).toContainText('$101.0k - $250.0k');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Team Demands' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Demands' }).getByRole('row', { name: /Rhea Tand/ })).toBeVisible();

  const other = await browser.newContext();
  const attorney = await other.newPage();
  await login(attorney, 'attorney');
  await attorney.goto(`/dash/${attorneyId}/demands`);
  await expect(attorney.getByRole('table', { name: 'Demands' }).getByRole('row', { name: /Rhea Tand/ })).toBeVisible();
  await expect(attorney.getByRole('switch', { name: 'Team Demands' })).toHaveCount(0);
  await other.close();
});

test('Negotiation: last amounts, SA file-review note dated month/day in UTC, colour flag, note edit, Use SA Notes remembered', async ({ page }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/negotiation`);
  const table = page.getByRole('table', { name: 'Negotiation' });
  const row = table.getByRole('row', { name: /Sami Ulm/ });
  await expect(row).toContainText('$150,000');
  await expect(row).toContainText('$60,000');
  // 2026-03-09T03:00Z is March 8 in the firm's zone; the spec reads note dates as UTC.
  await expect(row).toContainText('3/9');
  await expect(row).toContainText('File review: counter sent');

  await row.getByRole('button', { name: 'Colour flag for Sami Ulm' }).click();
  await page.getByRole('dialog', { name: /Row colour/ }).getByRole('button', { name: 'purple' }).click();
  await expect(row).toHaveCSS('background-color', 'rgb(225, 190, 231)');

  const text = unique('File review: adjuster called');
  await row.getByRole('button', { name: 'Edit note for Sami Ulm' }).click();
  await page.getByRole('dialog', { name: 'Edit note for Sami Ulm' }).getByLabel('Note').fill(text);
  await page.getByRole('dialog', { name: 'Edit note for Sami Ulm' }).getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText(text);

  // Without SA notes, the Note column is the user's own negotiation note (none yet).
  await page.getByRole('switch', { name: 'Use SA Notes' }).click();
  await expect(row).not.toContainText(text);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Use SA Notes' })).not.toBeChecked();
  await expect(page.getByRole('table', { name: 'Negotiation' }).getByRole('row', { name: /Sami Ulm/ })).toHaveCSS('background-color', 'rgb(225, 190, 231)');
});

test('Demand Review lists the cases in the review statuses and opens the case', async ({ page }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/demands/review`);
  const table = page.getByRole('table', { name: 'Demand Review' });
  const row = table.getByRole('row', { name: /Tess Vale/ });
  await expect(row).toContainText('PL 04 Demand Review');
  await expect(row).toContainText('$15.0k - $50.0k');
  await expect(table.getByRole('row', { name: /Otto Vance/ })).toHaveCount(0);
  await row.getByRole('link', { name: 'Tess Vale' }).click();
  await expect(page).toHaveURL(/\/case\/881007$/);
});

test('Requests lists the open medical record requests with the client and provider truncated', async ({ page }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/demands/requests`);
  const table = page.getByRole('table', { name: 'Requests' });
  const row = table.getByRole('row', { name: /Nora Quill/ });
  await expect(row).toContainText('Saint Alphonsus Regional Medical Ce');
  await expect(row).not.toContainText('Center Imaging');
  await expect(row).toContainText('Records requested');
  await expect(table.getByRole('row', { name: /Records completed/ })).toHaveCount(0);
});

test('the stage screens and the palette dialog have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'paralegal');
  // One case notes list stands for the four (one component).
  for (const path of ['treating', 'demands', 'demands/review', 'demands/requests', 'negotiation']) {
    await page.goto(`/dash/${paralegalId}/${path}`);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto(`/dash/${paralegalId}/treating`);
  await page.getByRole('button', { name: /Row colour for/ }).first().click();
  await expect(page.getByRole('dialog', { name: /Row colour/ })).toBeVisible();
  expect(await seriousViolations(page), 'palette dialog').toEqual([]);
});
