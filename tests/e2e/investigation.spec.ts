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
