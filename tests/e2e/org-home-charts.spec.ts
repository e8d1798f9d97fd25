import { expect, test, type Page } from '@playwright/test';
import { ORG_ID, eventually, gql, importFacts, login, tokenFor, minutesAgoToday } from './helpers';

// Case ids 895001–895099 are this file's; the login is overlord (no team: every case).
// spec 3 §2.3: the organization home's inventory and retained-case charts. Three cases of
// attorney LDM (user 24, team Litigation) retained today from a source of this file's own:
//   895001 PL 01 → Treating (pre-lit, active), 895002 PL 03 then closed today → Closed
//   (pre-lit, hidden by Active Only), 895003 PL 10 → Litigation (lit).
// So LDM's pre-lit count grows by 2 (by 1 with Active Only), its lit count by 1, and the
// source's retained chart counts all 3 this month.

const SOURCE = 'Ref-E2E Home Charts';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
const minutesAgo = minutesAgoToday;

function retainedCase(caseId: number, status: [number, string, string], closed: boolean) {
  const f = (suffix: string, type: string, data: Record<string, unknown>) => ({ fact_id: `e2e-home-charts-${caseId}-${suffix}`, type, data: { case_id: caseId, ...data } });
  return [
    f('opened', 'case_opened', {
      organization_id: ORG_ID,
      opened_at: minutesAgo(30),
      first_name: 'Hana',
      last_name: `Charts${caseId}`,
      advertising_source: SOURCE,
      high_priority: false,
      is_mass_tort: false,
      status_id: 1079,
      status_label: 'INT 00 - Lead',
    }),
    f('retained', 'case_retained', { retained_date: today() }),
    f('attorney', 'staff_assigned', { role: 'attorney', user_id: 24, staff_code: 'LDM' }),
    f('status', 'case_status_changed', { status_id: status[0], status_label: status[1], stage: status[2], changed_at: minutesAgo(20) }),
    ...(closed ? [f('closed', 'case_closed', { closed_date: today(), reason_id: null, reason: 'CASE SETTLED', comment: 'CASE SETTLED: e2e', closing_letter_sent: true })] : []),
  ];
}

type Bars = { attorney: string; total: number }[];
type Inventory = { homeInventory: { preLit: Bars; lit: Bars } };
const INVENTORY = 'query($a:Boolean!){homeInventory(organizationId:2,activeOnly:$a,grouped:false){preLit{attorney total} lit{attorney total}}}';
const ldm = (bars: Bars) => bars.find((b) => b.attorney === 'LDM')?.total ?? 0;

async function switchTo(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole('switch', { name });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

test('home charts: toggles, Active Only, the referral source select and the team', async ({ page, request }) => {
  const token = await tokenFor(request, 'overlord');
  const counts = async () => {
    const all = await gql<Inventory>(request, INVENTORY, { a: false }, token);
    const active = await gql<Inventory>(request, INVENTORY, { a: true }, token);
    return { preLit: ldm(all.homeInventory.preLit), active: ldm(active.homeInventory.preLit), lit: ldm(all.homeInventory.lit) };
  };
  const before = await counts();
  importFacts([
    ...retainedCase(895001, [1059, 'PL 01 Medical Management', 'Treating'], false),
    ...retainedCase(895002, [1061, 'PL 03 Demand Preparation', 'Demand Prep'], true),
    ...retainedCase(895003, [1068, 'PL 10 UIM Arbitration', 'Litigation'], false),
  ]);
  await eventually(async () => {
    const now = await counts();
    return now.preLit === before.preLit + 2 && now.active === before.active + 1 && now.lit === before.lit + 1;
  });

  await login(page, 'overlord');
  await page.goto(`/org/${ORG_ID}`);
  await expect(page.getByRole('heading', { name: 'Inventory and Retained Cases' })).toBeVisible();
  for (const chart of ['Pre-lit Inventory', 'Lit Inventory', 'Inventory Ranks', 'Retained Cases By Month', 'Net Retained Cases By Month', 'Retained From Ref-PPC', 'Leads By Month']) {
    await expect(page.getByRole('heading', { name: chart, exact: true })).toBeVisible();
  }
  // This file's cases make these non-empty whatever the other specs imported.
  for (const chart of ['Pre-lit Inventory', 'Lit Inventory', 'Inventory Ranks', 'Retained Cases By Month', 'Leads By Month']) {
    await expect(page.getByRole('img', { name: chart, exact: true })).toBeVisible();
  }

  // Detailed table of every stage: LDM's row shows the hand-computed counts.
  await switchTo(page, 'Active Only', false);
  await switchTo(page, 'Grouped', false);
  await switchTo(page, 'Table', true);
  const preLit = page.getByRole('table', { name: 'Pre-lit Inventory', exact: true });
  const row = (table: typeof preLit) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'LDM', exact: true }) });
  await expect(row(preLit).getByRole('cell').nth(1)).toHaveText(String(before.preLit + 2));
  await expect(row(page.getByRole('table', { name: 'Lit Inventory', exact: true })).getByRole('cell').nth(1)).toHaveText(String(before.lit + 1));
  await expect(page.getByRole('img', { name: 'Pre-lit Inventory', exact: true })).toHaveCount(0);

  // Active Only hides the closed case.
  await switchTo(page, 'Active Only', true);
  await expect(row(page.getByRole('table', { name: 'Pre-lit Inventory', exact: true })).getByRole('cell').nth(1)).toHaveText(String(before.active + 1));
  await switchTo(page, 'Active Only', false);
  await expect(row(page.getByRole('table', { name: 'Pre-lit Inventory', exact: true })).getByRole('cell').nth(1)).toHaveText(String(before.preLit + 2));

  // Back to charts.
  await switchTo(page, 'Table', false);
  await expect(page.getByRole('img', { name: 'Pre-lit Inventory', exact: true })).toBeVisible();

  // The referral source select changes the chart.
  await page.getByLabel('Referral source').click();
  await page.getByRole('option', { name: SOURCE }).click();
  await expect(page.getByRole('img', { name: `Retained From ${SOURCE}` })).toBeVisible();
  // Stacked by office: this file's cases have none.
  await expect(page.getByText(new RegExp(`^Retained From ${SOURCE}, 12 months: ${SOURCE} 3 \\(No office 3\\)$`))).toBeVisible();

  // The charts follow the team: LDM works in Litigation, not in Intake.
  await switchTo(page, 'Table', true);
  await page.getByLabel('Team').click();
  await page.getByRole('option', { name: 'Intake', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Pre-lit Inventory', exact: true })).toBeVisible();
  await expect(row(page.getByRole('table', { name: 'Pre-lit Inventory', exact: true }))).toHaveCount(0);
  await page.getByLabel('Team').click();
  await page.getByRole('option', { name: 'Litigation', exact: true }).click();
  await expect(row(page.getByRole('table', { name: 'Pre-lit Inventory', exact: true })).getByRole('cell').nth(1)).toHaveText(/^\d+$/);

  // The whole home follows the team: its cards count Litigation's cases, LDM's three retained
  // today among them, as the API counts them for that team.
  const teams = await gql<{ organization: { teams: { teamId: number; name: string }[] } }>(request, `{organization(id:${ORG_ID}){teams{teamId name}}}`, {}, token);
  const litigation = teams.organization.teams.find((t) => t.name === 'Litigation')!.teamId;
  // The top bar's default period: this month.
  const [y, m] = [Number(today().slice(0, 4)), Number(today().slice(5, 7))];
  const month = { s: `${today().slice(0, 8)}01`, e: `${today().slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`, o: ORG_ID, t: litigation };
  const cards = await gql<{ homeCards: { newCases: { actual: number }; inventory: { retained: number; closed: number } } }>(
    request,
    'query($s:NaiveDate!,$e:NaiveDate!,$o:Int,$t:Int){homeCards(startDate:$s,endDate:$e,organizationId:$o,teamId:$t){newCases{actual} inventory{retained closed}}}',
    month,
    token,
  );
  expect(cards.homeCards.newCases.actual).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('group', { name: 'New Cases in Period' }).getByText(String(cards.homeCards.newCases.actual), { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Inventory: Retained versus Closed' })).toContainText(`${cards.homeCards.inventory.retained} / ${cards.homeCards.inventory.closed}`);
});
