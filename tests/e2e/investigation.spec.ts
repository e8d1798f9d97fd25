import { expect, test } from '@playwright/test';
import { eventually, gql, importFacts, login, tokenFor, userIdOf } from './helpers';

// spec 2 §2 All Cases row menu: Investigation Report — the investigation's facts and custom
// fields (spec 1 §3 "Custom field (UDF)") in a read-only full-screen dialog. Case ids
// 891001–891099 belong to this file and stages-more.spec.ts.

let paralegalId = 0;

test.beforeAll(async ({ request }) => {
  paralegalId = await userIdOf(request, 'paralegal');
  const def = (id: number, name: string, input: string, options: string, order: number) => ({
    fact_id: `e2e-inv-udf-def-${id}`,
    type: 'reference_item_set',
    data: { kind: 'udf_definition', item_id: id, name, attributes: { input_type: input, options, screen: 'incident', sort_order: order }, active: true },
  });
  const udf = (id: number, value: string) => ({ fact_id: `e2e-inv-891050-udf-${id}`, type: 'udf_value_set', data: { case_id: 891050, udf_type_id: id, udf_value_id: 891050_00 + (id % 100), value } });
  importFacts([
    def(891051, 'E2E Airbags Deployed', 'Dropdown', 'Yes~No', 900),
    def(891052, 'E2E Body Parts Injured', 'Multiselect', 'Neck~Back~Head', 901),
    def(891053, 'E2E Property Damage Estimate', 'Currency', '', 902),
    def(891054, 'E2E Date of First Treatment', 'Date', '', 903),
    {
      fact_id: 'e2e-inv-891050-opened',
      type: 'case_opened',
      data: { case_id: 891050, organization_id: 2, opened_at: '2026-01-05T16:00:00Z', first_name: 'Ines', last_name: 'Brekke', status_id: 1059, status_label: 'PL 01 Medical Management', high_priority: false, is_mass_tort: false },
    },
    { fact_id: 'e2e-inv-891050-paralegal', type: 'staff_assigned', data: { case_id: 891050, role: 'paralegal', user_id: paralegalId } },
    { fact_id: 'e2e-inv-891050-incident', type: 'incident_set', data: { case_id: 891050, incident_date: '2026-01-02', incident_time: '14:35', state: 'ID', facts: 'Rear-ended at a red light on Fairview Ave.' } },
    udf(891051, 'Yes'),
    udf(891052, 'Neck|Back'),
    udf(891053, '4250.00'),
    udf(891054, '2026-01-06'),
  ]);
  const token = await tokenFor(request, 'paralegal');
  await eventually(async () => {
    const data = await gql<{ incidentUdfs: { udfLabel: string; udfValues: string[] }[] }>(request, `query{ incidentUdfs(caseId: 891050){ udfLabel udfValues } }`, {}, token).catch(() => null);
    return !!data?.incidentUdfs.some((u) => u.udfLabel === 'E2E Date of First Treatment' && u.udfValues.length === 1);
  });
});

test('a paralegal opens the Investigation Report of a case from All Cases', async ({ page }) => {
  await login(page, 'paralegal');
  await page.goto(`/dash/${paralegalId}/inventory`);
  const row = page.getByRole('table', { name: 'All Cases' }).getByRole('row').filter({ hasText: 'Ines Brekke' });
  await row.getByRole('button', { name: 'Investigation Report of case 891050' }).click();
  const dialog = page.getByRole('dialog', { name: 'Investigation Report: Ines Brekke' });
  const facts = dialog.getByRole('definition');
  await expect(dialog.getByText('Rear-ended at a red light on Fairview Ave.')).toBeVisible();
  await expect(dialog.getByText('01/02/2026')).toBeVisible();
  await expect(dialog.getByText('2:35 PM')).toBeVisible();
  const fields = dialog.getByRole('region', { name: 'Custom Fields' });
  await expect(fields).toContainText('E2E Airbags Deployed');
  await expect(fields).toContainText('Neck, Back');
  await expect(fields).toContainText('$4,250.00');
  await expect(fields).toContainText('01/06/2026');
  expect(await facts.count()).toBeGreaterThan(4);
  // Read-only: nothing to edit.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

// spec 1 §2.5, §2.6, §4, §8: the editable Investigation form from the Investigations list.
// Case 891060 is an intake lead at INT 02, wanted today (firm time zone).
const FORM_CASE = 891060;
const firmToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

test.describe('the Investigation form', () => {
  test.beforeAll(async ({ request }) => {
    const item = (kind: string, id: number, name: string, attributes: Record<string, unknown> | null = null) => ({
      fact_id: `e2e-invform-${kind}-${id}`,
      type: 'reference_item_set',
      data: { kind, item_id: id, name, parent_id: null, attributes, active: true },
    });
    const def = (id: number, name: string, input: string, order: number) => item('udf_definition', id, name, { input_type: input, options: '', screen: 'incident', sort_order: order });
    importFacts([
      def(891055, 'E2E Police Report Number', 'Text', 904),
      def(891056, 'E2E Witness Statement', 'MultiText5', 905),
      def(891057, 'E2E Investigator Notes', 'MultiText10', 906),
      item('state', 891071, 'ID'),
      item('state', 891072, 'UT'),
      item('quick_injury', 891081, 'E2E Whiplash'),
      item('quick_injury', 891082, 'E2E Concussion'),
      {
        fact_id: `e2e-invform-${FORM_CASE}-opened`,
        type: 'case_opened',
        data: { case_id: FORM_CASE, organization_id: 2, opened_at: new Date(Date.now() - 3600_000).toISOString(), first_name: 'Nora', last_name: 'Falk', status_id: 1081, status_label: 'INT 02 - Investigator Appointment', high_priority: false, is_mass_tort: false },
      },
      { fact_id: `e2e-invform-${FORM_CASE}-wanted`, type: 'wanted_date_set', data: { case_id: FORM_CASE, wanted_date: firmToday() } },
      { fact_id: `e2e-invform-${FORM_CASE}-incident`, type: 'incident_set', data: { case_id: FORM_CASE, incident_date: '2026-01-10', incident_time: '08:15', state: 'ID', facts: 'Side-swiped on I-84.' } },
    ]);
    const token = await tokenFor(request, 'intake');
    await eventually(async () => {
      const d = await gql<{ investigation: { udfs: { udfLabel: string }[]; incident: { stateId: number | null } } }>(request, `query{ investigation(caseId: ${FORM_CASE}){ udfs { udfLabel } incident { stateId } } }`, {}, token).catch(() => null);
      return !!d?.investigation.udfs.some((u) => u.udfLabel === 'E2E Investigator Notes') && d.investigation.incident.stateId !== null;
    }, 30_000);
  });

  test('intake fills the custom fields and the incident, sees a failed save, and completes the investigation', async ({ page, request }) => {
    await login(page, 'intake');
    const intakeId = await userIdOf(request, 'intake');
    await page.goto(`/dash/${intakeId}/intake/investigations`);
    await page.getByRole('button', { name: `Open the investigation of case ${FORM_CASE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Investigation: Nora Falk' });
    await expect(dialog.getByLabel('Incident Facts')).toHaveValue('Side-swiped on I-84.');
    // The referral source is read-only outside the organization page.
    await expect(dialog.getByLabel('Referral Source')).toBeDisabled();

    await dialog.getByLabel('E2E Police Report Number').fill('ISP-2026-0042');
    await dialog.getByLabel('E2E Witness Statement').fill('Driver of the truck drifted\ninto her lane.');
    await dialog.getByLabel('E2E Property Damage Estimate').fill('$3,180.5');
    await dialog.getByLabel('E2E Date of First Treatment').fill('2026-01-12');
    await dialog.getByLabel('E2E Airbags Deployed').click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await dialog.getByLabel('E2E Body Parts Injured').click();
    await page.getByRole('menuitemcheckbox', { name: 'Head' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Neck' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Incident Facts').fill('Side-swiped on I-84 near exit 50 by a box truck.');
    await dialog.getByLabel('Incident Time').fill('16:45');
    await dialog.getByLabel('Incident State').click();
    await page.getByRole('option', { name: 'UT', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Injury', exact: true }).fill('Neck strain, headache');
    await dialog.getByLabel('Quick Injuries').click();
    await page.getByRole('menuitemcheckbox', { name: 'E2E Whiplash' }).click();
    await page.keyboard.press('Escape');

    const token = await tokenFor(request, 'intake');
    type Form = { investigation: { udfs: { udfLabel: string; udfValue: string | null }[]; incident: { incidentFacts: string; incidentTime: string; state: string; injurySummary: string }; quickInjuryIds: number[] } };
    const read = () => gql<Form>(request, `query{ investigation(caseId: ${FORM_CASE}){ udfs { udfLabel udfValue } incident { incidentFacts incidentTime state injurySummary } quickInjuryIds } }`, {}, token);
    const value = (f: Form, label: string) => f.investigation.udfs.find((u) => u.udfLabel === label)?.udfValue;
    await eventually(async () => {
      const f = await read();
      return (
        value(f, 'E2E Police Report Number') === 'ISP-2026-0042' &&
        value(f, 'E2E Witness Statement') === 'Driver of the truck drifted\ninto her lane.' &&
        value(f, 'E2E Property Damage Estimate') === '3180.50' &&
        value(f, 'E2E Date of First Treatment') === '2026-01-12' &&
        value(f, 'E2E Airbags Deployed') === 'No' &&
        value(f, 'E2E Body Parts Injured') === 'Neck|Head' &&
        f.investigation.incident.incidentFacts === 'Side-swiped on I-84 near exit 50 by a box truck.' &&
        f.investigation.incident.incidentTime === '16:45' &&
        f.investigation.incident.state === 'UT' &&
        f.investigation.incident.injurySummary === 'Neck strain, headache' &&
        f.investigation.quickInjuryIds.join() === '891081'
      );
    });

    // A value that does not fit: its own alert for a second, what was typed stays, nothing written.
    await dialog.getByLabel('E2E Property Damage Estimate').fill('about three grand');
    await expect(page.getByText('E2E Property Damage Estimate failed to save')).toBeVisible();
    await expect(page.getByText('E2E Property Damage Estimate failed to save')).toBeHidden({ timeout: 3000 });
    await expect(dialog.getByLabel('E2E Property Damage Estimate')).toHaveValue('about three grand');
    expect(value(await read(), 'E2E Property Damage Estimate')).toBe('3180.50');

    // spec 1 §4: at INT 02 both buttons are enabled; Intake Complete closes the dialog.
    await expect(dialog.getByRole('button', { name: 'Partial Completion' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Intake Complete' }).click();
    await expect(dialog).toBeHidden();
    const done = await gql<{ investigation: { completions: { kind: string }[] } }>(request, `query{ investigation(caseId: ${FORM_CASE}){ completions { kind } } }`, {}, token);
    expect(done.investigation.completions[0]?.kind).toBe('complete');
  });

  test('on the organization page the referral source is editable; at INT 04 the buttons are disabled', async ({ page, request }) => {
    const token = await tokenFor(request, 'intake-management');
    await gql(request, `mutation{ upsertSaStatus(status:{caseId:${FORM_CASE}, statusId:1083, type:1}){ status } }`, {}, token);
    await login(page, 'intake-management');
    await page.goto('/org/2/intake/investigations');
    await page.getByRole('button', { name: `Open the investigation of case ${FORM_CASE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Investigation: Nora Falk' });
    await expect(dialog.getByRole('button', { name: 'Intake Complete' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Partial Completion' })).toBeDisabled();
    await expect(dialog.getByLabel('Referral Source', { exact: true })).toBeEnabled();
    await expect(dialog.getByLabel('Referral Source Comments')).toBeVisible();
  });
});
