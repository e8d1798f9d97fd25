import { expect, test, type Page } from '@playwright/test';
import { eventually, gql, importFacts, login, seriousViolations, tokenFor, unique } from './helpers';

// spec 1 §2.6: the case summary page and the case dialog, with the History tab (audit
// replay). The cases are imported here, as the external system's facts would arrive, so
// the suite does not depend on the demo firm's generated history.

const SUMMARY_CASE = 880001;
const DIALOG_CASE = 880002;
const HISTORY_CASE = 880003;

function caseFacts(caseId: number, first: string, last: string, providers: { name: string; total: number; paid: number; adjusted: number; balance: number; final: boolean }[]) {
  const id = (what: string) => `e2e-${caseId}-${what}`;
  return [
    {
      fact_id: id('opened'),
      type: 'case_opened',
      data: {
        case_id: caseId,
        organization_id: 2,
        opened_at: '2025-06-02T16:00:00Z',
        first_name: first,
        last_name: last,
        phone_number: '(208) 555-0142',
        incident_date: '2025-05-28',
        status_id: 1079,
        status_label: 'INT 00 - Lead',
        case_type: 'Auto',
        office_id: 7,
        state: 'ID',
        high_priority: false,
        is_mass_tort: false,
      },
    },
    { fact_id: id('phones'), type: 'phone_numbers_set', data: { case_id: caseId, phone_numbers: [{ number: '(208) 555-0142', label: 'Mobile' }, { number: '(208) 555-0199', label: 'Work' }] } },
    { fact_id: id('incident'), type: 'incident_set', data: { case_id: caseId, incident_date: '2025-05-28', incident_time: '14:05', facts: 'Rear-ended at a light on Eagle Rd.' } },
    ...providers.map((p, i) => ({
      fact_id: id(`provider-${i}`),
      type: 'medical_provider_set',
      data: { case_id: caseId, provider_id: caseId * 100 + i, name: p.name, total_cents: p.total, paid_cents: p.paid, adjusted_cents: p.adjusted, balance_cents: p.balance, is_final: p.final },
    })),
    { fact_id: id('note-1'), type: 'note_added', data: { case_id: caseId, note_id: caseId * 100 + 1, note_type_id: 189, content: 'Client called in after a rear-end collision on I-84.', created_at: '2025-06-02T16:10:00Z', creator_name: 'Dana Intake' } },
    { fact_id: id('note-2'), type: 'note_added', data: { case_id: caseId, note_id: caseId * 100 + 2, note_type_id: 189, content: 'Investigator appointment set for Friday.', created_at: '2025-06-03T18:00:00Z', creator_name: 'Dana Intake' } },
  ];
}

/** Whole days from `date` to today in the firm's zone (the server's `timeZone`). */
function daysSince(date: string, timeZone: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

const notesOf = (scope: Page | ReturnType<Page['getByRole']>, name: string | RegExp) => scope.getByRole('list', { name }).getByRole('listitem');

test.beforeAll(async ({ request }) => {
  importFacts([
    ...caseFacts(SUMMARY_CASE, 'Marisol', 'Vega', [
      { name: 'Boise Spine Clinic', total: 1_250_000, paid: 300_000, adjusted: 50_000, balance: 900_000, final: true },
      { name: "St. Luke's ER", total: 455_075, paid: 0, adjusted: 0, balance: 455_075, final: false },
    ]),
    ...caseFacts(DIALOG_CASE, 'Tobias', 'Okafor', [{ name: 'Meridian Physical Therapy', total: 234_567, paid: 0, adjusted: 0, balance: 234_567, final: false }]),
    ...caseFacts(HISTORY_CASE, 'Priya', 'Raman', []),
  ]);
  const token = await tokenFor(request, 'admin');
  // The projector picks the imported events up within seconds.
  await eventually(async () => {
    const data = await gql<Record<string, { notes: unknown[] }>>(
      request,
      `{ ${[SUMMARY_CASE, DIALOG_CASE, HISTORY_CASE].map((id) => `c${id}: case(caseId: ${id}) { notes(order: OLDEST_FIRST) { noteId } }`).join(' ')} }`,
      {},
      token,
    ).catch(() => null);
    return !!data && Object.values(data).every((c) => c.notes.length === 2);
  });
});

test('case summary page: incident with days elapsed, phones, providers with totals, notes oldest first, live', async ({ page, request }) => {
  await login(page, 'intake');
  await page.goto(`/case/${SUMMARY_CASE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marisol Vega');
  const incident = page.getByRole('region', { name: 'Date of Incident' });
  await expect(incident).toContainText('05/28/2025');
  const { timeZone } = await gql<{ timeZone: string }>(request, '{ timeZone }', {}, await tokenFor(request, 'intake'));
  await expect(incident).toContainText(`${daysSince('2025-05-28', timeZone)} days ago`);
  const phones = page.getByLabel('Phone numbers', { exact: true });
  await expect(phones).toContainText('Mobile(208) 555-0142');
  await expect(phones).toContainText('Work(208) 555-0199');

  // spec 1 §9: money in tables without decimals; a totals row; the final check.
  const providers = page.getByRole('table', { name: 'Medical providers' });
  await expect(providers.getByRole('row')).toHaveCount(4);
  await expect(providers.getByRole('row', { name: /Boise Spine Clinic/ })).toContainText('$12,500$3,000$500$9,000');
  await expect(providers.getByRole('row', { name: /Boise Spine Clinic/ }).getByRole('img', { name: 'Final' })).toBeVisible();
  await expect(providers.getByRole('row', { name: /St. Luke's ER/ }).getByRole('img', { name: 'Final' })).toHaveCount(0);
  await expect(providers.getByRole('row').last()).toContainText('Total$17,051$3,000$500$13,551');

  const notes = notesOf(page, 'Notes, oldest first');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('Client called in after a rear-end collision');
  await expect(notes.first()).toContainText('Dana Intake');
  await expect(notes.last()).toContainText('Investigator appointment set for Friday.');
  await expect(page.getByRole('link', { name: `Open case ${SUMMARY_CASE} in the case system (new tab)` })).toHaveAttribute('href', new RegExp(`${SUMMARY_CASE}`));

  // Live: a note written elsewhere appears without a reload (changes subscription).
  const text = unique('Called the ER for records');
  await gql(request, 'mutation($n: SaCaseNoteInput!) { insertSaCaseNote(note: $n) { note { noteId } } }', { n: { caseId: SUMMARY_CASE, content: text } }, await tokenFor(request, 'admin'));
  await expect(notes).toHaveCount(3);
  await expect(notes.last()).toContainText(text);

  expect(await seriousViolations(page), 'case summary').toEqual([]);

  await page.goto('/case/987654');
  await expect(page.getByText('Case 987654 was not found.')).toBeVisible();
});

test('case dialog from a client name: add a note, find it, edit the status, replay the history', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/crm');
  await page.getByLabel('Find a case by client name').fill('okafor');
  await page.getByRole('region', { name: 'Cases found' }).getByRole('button', { name: 'Tobias Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tobias Okafor' });
  const details = dialog.getByLabel('Case details');
  await expect(details).toContainText('INT 00 - Lead');
  await expect(details).toContainText('2:05 PM'); // spec 1 §9: incident time h:mm a
  await expect(dialog.getByRole('table', { name: 'Medical providers' })).toContainText('$2,345.67'); // 2 decimals in dialogs

  // A case-info field from its spec 1 §9 list, through upsertCaseInfo.
  await dialog.getByRole('button', { name: 'Edit Sign-up Type' }).click();
  await page.getByRole('combobox', { name: 'Sign-up Type' }).click();
  await page.getByRole('option', { name: 'E-Sign' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Edit Sign-up Type' })).toHaveText('E-Sign');

  // spec 1 §5: an empty note is not saved.
  const noteBox = dialog.getByRole('textbox', { name: 'New Note' });
  const saveNote = dialog.getByRole('button', { name: 'Save Note' });
  await expect(saveNote).toBeDisabled();
  await noteBox.fill('   ');
  await expect(saveNote).toBeDisabled();
  const text = unique('Client reports neck pain getting worse');
  await noteBox.fill(text);
  await saveNote.click();
  const notes = notesOf(dialog, 'Notes, newest first');
  await expect(notes).toHaveCount(3);
  await expect(notes.first()).toContainText(text);
  await expect(notes.first()).toContainText('Morgan Hale');
  await expect(noteBox).toHaveValue('');

  // Case-insensitive search over the notes.
  await dialog.getByLabel('Search notes').fill('NECK PAIN');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText(text);
  await expect(dialog.getByText('1 note matches')).toBeVisible();
  await dialog.getByLabel('Search notes').fill('');
  await expect(notes).toHaveCount(3);

  // Inline edit of the status, through the upsertSaStatus command.
  await dialog.getByRole('button', { name: 'Edit Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'INT 01 - Follow Up' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Edit Status' })).toHaveText('INT 01 - Follow Up');

  // History: the events in order with actor and source; "as of" replays the case.
  await dialog.getByRole('tab', { name: 'History' }).click();
  const history = dialog.getByRole('table', { name: 'Case history' });
  const noteRow = history.getByRole('row').filter({ hasText: `Note added: ${text}` });
  await expect(noteRow).toContainText('Morgan Hale');
  await expect(noteRow).toContainText('ui');
  await expect(history.getByRole('row').filter({ hasText: 'Status changed to INT 01 - Follow Up' })).toContainText('Morgan Hale');
  await expect(history.getByRole('row').filter({ hasText: 'Lead opened for Tobias Okafor' })).toContainText('import');

  const asOf = dialog.getByRole('region', { name: 'Case as of' });
  await dialog.getByRole('button', { name: 'Earlier event' }).click(); // before the status change
  await expect(asOf.getByLabel('Case details')).toContainText('INT 00 - Lead');
  await expect(notesOf(asOf, 'Notes as of then, newest first').first()).toContainText(text);
  await dialog.getByRole('button', { name: 'Earlier event' }).click(); // before the note
  await expect(notesOf(asOf, 'Notes as of then, newest first')).toHaveCount(2);
  await expect(asOf.getByText(text)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Later event' }).click();
  await expect(notesOf(asOf, 'Notes as of then, newest first')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Now' }).click();
  await expect(asOf).toContainText('Showing the case as it is now');

  // From the dialog to the case's summary page.
  await dialog.getByRole('tab', { name: 'Details' }).click();
  await dialog.getByRole('link', { name: 'Open case summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/case/${DIALOG_CASE}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(notesOf(page, 'Notes, oldest first').last()).toContainText(text);
  await expect(page.getByText('INT 01 - Follow Up')).toBeVisible();
});

test('case page History tab: who acted as whom, and the "as of" instant in the URL', async ({ page, request }) => {
  // An admin acting as an attorney (spec 1 §6) writes a note: the history names both.
  const attorney = (await gql<{ login: { user: { userId: number; name: string } } }>(request, 'mutation { login(email: "attorney@caseboard.demo", password: "caseboard") { user { userId name } } }')).login.user;
  const text = unique('Written while acting as the attorney');
  const res = await request.post('/graphql', {
    data: { query: 'mutation($n: SaCaseNoteInput!) { insertSaCaseNote(note: $n) { note { noteId } } }', variables: { n: { caseId: HISTORY_CASE, content: text } } },
    headers: { Authorization: `Bearer ${await tokenFor(request, 'admin')}`, 'X-Act-As': String(attorney.userId) },
  });
  expect((await res.json()).errors).toBeUndefined();
  // Platform issue §6: summaries that carry ids read by name; the count is of events (rows).
  const providerId = HISTORY_CASE * 100 + 99;
  importFacts([
    { fact_id: `e2e-${HISTORY_CASE}-agent`, type: 'staff_assigned', data: { case_id: HISTORY_CASE, role: 'agent', user_id: attorney.userId } },
    { fact_id: `e2e-${HISTORY_CASE}-stage-note`, type: 'stage_note_set', data: { case_id: HISTORY_CASE, user_id: attorney.userId, stage: 'treating', note: 'PT twice a week', at: '2025-06-09T16:00:00Z' } },
    { fact_id: `e2e-${HISTORY_CASE}-imaging`, type: 'medical_provider_set', data: { case_id: HISTORY_CASE, provider_id: providerId, name: 'Eagle Imaging', total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false } },
    { fact_id: `e2e-${HISTORY_CASE}-referred`, type: 'provider_referred_date_set', data: { case_id: HISTORY_CASE, provider_id: providerId, is_referred: true, referred_date: '2025-06-10' } },
  ]);
  const adminToken = await tokenFor(request, 'admin');
  let eventCount = 0;
  await eventually(async () => {
    const data = await gql<{ caseHistory: { eventType: string }[] }>(request, `{ caseHistory(caseId: ${HISTORY_CASE}) { eventType } }`, {}, adminToken);
    eventCount = data.caseHistory.length;
    return data.caseHistory.some((e) => e.eventType === 'provider_referred_date_set');
  });

  await login(page, 'admin');
  await page.goto(`/case/${HISTORY_CASE}?tab=history`);
  const history = page.getByRole('table', { name: 'Case history' });
  await expect(history.getByRole('row').filter({ hasText: 'Lead opened for Priya Raman' })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: text })).toContainText(`Morgan Hale acting as ${attorney.name}`);
  await expect(page.getByText(`All ${eventCount} events`, { exact: true })).toBeVisible();
  // The server writes the names into the summaries (users of the case's firm, its providers).
  await expect(history.getByRole('row').filter({ hasText: `agent assigned: ${attorney.name}` })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: `treating note by ${attorney.name}` })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Provider Eagle Imaging referred on 2025-06-10' })).toBeVisible();
  await page.getByRole('button', { name: 'View the case as of event 1', exact: true }).click();
  await expect(page).toHaveURL(/asOf=/);
  const asOf = page.getByRole('region', { name: 'Case as of' });
  await expect(asOf).toContainText('Showing the case as it stood at');
  await expect(asOf.getByText('No medical providers.')).toBeVisible();
  expect(await seriousViolations(page), 'case history as of').toEqual([]);
  await page.reload();
  await expect(asOf.getByText('No notes yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Earlier event' })).toBeDisabled();
});
