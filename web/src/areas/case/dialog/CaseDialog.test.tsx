import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { RequestError } from '../../../platform/relay/errors';
import { createTestEnvironment } from '../../../test/relayEnvironment';
import { renderUi } from '../../../ui/testUtils';
import { CaseDialogProvider, ClientNameButton } from './CaseDialogProvider';

// The live-update socket is not part of these tests.
vi.mock('../../../platform/live/changes', () => ({ useChanges: () => undefined }));

interface Note {
  id: string;
  plainText: string;
  createdAt: string;
  creatorName: string;
}

/** A fake server holding one case (spec 1 §2.6 case dialog fields). */
function fakeCaseServer() {
  const notes: Note[] = [
    { id: 'n2', plainText: 'Investigator appointment set for Friday.', createdAt: '2025-06-03T18:00:00Z', creatorName: 'Dana Intake' },
    { id: 'n1', plainText: 'Client called in after a rear-end collision.', createdAt: '2025-06-02T16:10:00Z', creatorName: 'Dana Intake' },
  ];
  let failNextNote: RequestError | null = null;
  const info: Record<string, string | null> = { referred: null, signupType: null, appointmentInfo: null, retainerSent: 'No', feeStructure: null };
  const theCase = (search?: string | null) => ({
    id: 'case-880001',
    caseId: 880001,
    organizationId: 5,
    clientName: 'Marisol Vega',
    caseNumber: null,
    status: 'INT 00 - Lead',
    statusId: 1079,
    stage: 'Intake',
    daysInStatus: 3,
    type: 'Auto',
    subType: null,
    dateOpened: '2025-06-02T16:00:00Z',
    wantedDate: null,
    retainedDate: null,
    dateClosed: null,
    reasonClosed: null,
    office: 'Meridian',
    officeId: 7,
    state: 'ID',
    intakeRank: null,
    intakeRankId: null,
    caseRank: null,
    referralSource: null,
    leadType: null,
    handledByBackup: null,
    referralOpportunity: null,
    ...info,
    highPriority: false,
    isMassTort: false,
    dateOfIncident: '2025-05-28',
    daysSinceIncident: 9,
    incidentTime: '14:05',
    incidentFacts: null,
    injurySummary: null,
    attorney: null,
    paralegal: null,
    agent: null,
    investigator: null,
    phoneNumbers: [{ phoneNumber: '(208) 555-0142', label: 'Mobile' }],
    medicalProviders: [{ id: 'p1', medicalProvider: "St. Luke's ER", totalCents: 455075, paidCents: 0, adjustedCents: 0, balanceCents: 455075, final: false }],
    medicalTotals: { totalCents: 455075, paidCents: 0, adjustedCents: 0, balanceCents: 455075 },
    notes: search ? notes.filter((n) => n.plainText.toLowerCase().includes(search.toLowerCase())) : notes,
    newest: notes,
    oldest: [...notes].reverse(),
  });
  const server = (name: string, variables: Record<string, unknown>) => {
    switch (name) {
      case 'CaseDialogQuery':
        return {
          case: theCase(),
          caseStatuses: [
            { statusId: 1079, status: 'INT 00 - Lead', stage: 'Intake' },
            { statusId: 1080, status: 'INT 01 - Follow Up', stage: 'Intake' },
          ],
          intakeRanks: [{ rankId: 1159, rank: '3 Star - Serious Injury' }],
          connectorConfig: { caseUrlTemplate: 'https://sa.example/cases/{caseId}' },
        };
      case 'CaseOfficeEditQuery':
        return { organization: { id: `org-${variables.orgId}`, offices: [{ id: 'office-7', officeId: 7, name: 'Meridian' }] } };
      case 'UpsertCaseInfoMutation': {
        const { caseId: _caseId, ...fields } = variables.caseInfo as Record<string, string>;
        Object.assign(info, fields);
        return { upsertCaseInfo: theCase() };
      }
      case 'CaseHistoryPanelQuery':
        return {
          caseHistory: [
            { position: 11, version: 1, recordedAt: '2025-06-02T16:00:00Z', eventType: 'case_opened', source: 'import', summary: 'Lead opened for Marisol Vega', actor: null, actedAs: null },
            { position: 12, version: 2, recordedAt: '2025-06-02T16:10:00Z', eventType: 'note_added', source: 'import', summary: 'Note added', actor: null, actedAs: null },
          ],
        };
      case 'CaseAsOfViewQuery': {
        // The replayed case and its notes and providers carry ids that name the instant.
        const at = variables.at as string;
        const now = theCase();
        return {
          caseAsOf: {
            ...now,
            id: `case-880001@${at}`,
            asOf: at,
            status: 'Replayed status',
            notes: [{ ...notes[notes.length - 1], id: `n1@${at}` }],
            medicalProviders: now.medicalProviders.map((p) => ({ ...p, id: `${p.id}@${at}` })),
          },
        };
      }
      case 'CaseNotesPanelRefetchQuery':
        return { case: theCase(variables.search as string | null) };
      case 'InsertCaseNoteMutation': {
        if (failNextNote) {
          const e = failNextNote;
          failNextNote = null;
          throw e;
        }
        const note = variables.note as { content: string };
        notes.unshift({ id: `n${notes.length + 1}`, plainText: note.content, createdAt: '2025-06-10T15:00:00Z', creatorName: 'Morgan Hale' });
        return { insertSaCaseNote: { note: { id: notes[0].id, noteId: notes.length }, case: theCase() } };
      }
      default:
        throw new Error(`unexpected operation ${name}`);
    }
  };
  return { server, failNext: (e: RequestError) => (failNextNote = e) };
}

function renderDialogOpener() {
  const fake = fakeCaseServer();
  const { environment, calls } = createTestEnvironment(fake.server);
  renderUi(
    <MemoryRouter>
      <RelayEnvironmentProvider environment={environment}>
        <CaseDialogProvider>
          <ClientNameButton caseId={880001} clientName="Marisol Vega" />
        </CaseDialogProvider>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return { calls, fake };
}

describe('case dialog (spec 1 §2.6)', () => {
  // The dialog's code is a lazy chunk: load it once up front so each test times only the dialog.
  beforeAll(async () => {
    await import('./CaseDialog');
  }, 60_000);

  it('opens from a client name with the case details, 2-decimal money and notes newest first', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialogOpener();
    await user.click(screen.getByRole('button', { name: 'Marisol Vega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marisol Vega' });
    const details = await within(dialog).findByLabelText('Case details');
    expect(details).toHaveTextContent('INT 00 - Lead');
    expect(details).toHaveTextContent('2:05 PM');
    expect(details).toHaveTextContent('05/28/2025 (9 days ago)');
    expect(within(dialog).getByRole('table', { name: 'Medical providers' })).toHaveTextContent('$4,550.75');
    const notes = within(within(dialog).getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(notes.map((n) => n.textContent)).toEqual([expect.stringContaining('Investigator appointment'), expect.stringContaining('Client called in')]);
    expect(calls[0]).toEqual({ name: 'CaseDialogQuery', variables: { caseId: 880001 } });
  });

  it('edits the case-info fields inline with the spec 1 §9 lists; office options come from the case\'s firm', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialogOpener();
    await user.click(screen.getByRole('button', { name: 'Marisol Vega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marisol Vega' });
    const details = await within(dialog).findByLabelText('Case details');
    expect(within(details).getByRole('button', { name: 'Edit Retainer Sent' })).toHaveTextContent('No');
    expect(within(details).getByRole('button', { name: 'Edit Sign-up Type' })).toHaveTextContent('Not set');
    expect(within(details).getByRole('button', { name: 'Edit Appointment Info' })).toBeInTheDocument();
    // The office editor asks for the offices of the case's organization (5), not the user's.
    expect(await within(details).findByRole('button', { name: 'Edit Office' })).toHaveTextContent('Meridian');
    expect(calls.find((c) => c.name === 'CaseOfficeEditQuery')?.variables).toEqual({ orgId: 5 });

    await user.click(within(details).getByRole('button', { name: 'Edit Fee Structure' }));
    await user.click(screen.getByRole('combobox', { name: 'Fee Structure' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent?.trim())).toEqual(['', '33', '33/40', '35/40', '37.5/40', '40']);
    await user.click(screen.getByRole('option', { name: '37.5/40' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Edit Fee Structure' })).toHaveTextContent('37.5/40'));
    expect(calls.find((c) => c.name === 'UpsertCaseInfoMutation')?.variables).toEqual({ caseInfo: { caseId: 880001, feeStructure: '37.5/40' } });
  });

  it('replays the case as of an event beside the live case in the one store', async () => {
    const user = userEvent.setup();
    renderDialogOpener();
    await user.click(screen.getByRole('button', { name: 'Marisol Vega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marisol Vega' });
    expect(await within(dialog).findByLabelText('Case details')).toHaveTextContent('INT 00 - Lead');
    await user.click(within(dialog).getByRole('tab', { name: /^History/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'View the case as of event 1' }));
    const asOf = within(dialog).getByRole('region', { name: 'Case as of' });
    expect(await within(asOf).findByLabelText('Case details')).toHaveTextContent('Replayed status');
    expect(within(asOf).getAllByRole('listitem')).toHaveLength(1);
    // The live case is untouched by the replay.
    await user.click(within(dialog).getByRole('tab', { name: /^Details/ }));
    expect(await within(dialog).findByLabelText('Case details')).toHaveTextContent('INT 00 - Lead');
    expect(within(within(dialog).getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('saves a note of type 189 and shows it at once; a refused note keeps its text', async () => {
    const user = userEvent.setup();
    const { calls, fake } = renderDialogOpener();
    await user.click(screen.getByRole('button', { name: 'Marisol Vega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marisol Vega' });
    const box = await within(dialog).findByRole('textbox', { name: 'New Note' });
    const save = within(dialog).getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await user.type(box, 'Sent the records request');
    await user.click(save);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Sent the records request'));
    expect(box).toHaveValue('');
    expect(calls.find((c) => c.name === 'InsertCaseNoteMutation')?.variables).toEqual({ note: { caseId: 880001, noteTypeId: 189, content: 'Sent the records request' } });

    fake.failNext(new RequestError('A note cannot be empty', 'BAD_USER_INPUT', 'content'));
    await user.type(box, 'Second try');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A note cannot be empty');
    expect(box).toHaveValue('Second try');
  });

  it('searches the notes on the server, case-insensitively, after a pause', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialogOpener();
    await user.click(screen.getByRole('button', { name: 'Marisol Vega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marisol Vega' });
    await user.type(await within(dialog).findByLabelText('Search notes'), 'FRIDAY');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1), { timeout: 2000 });
    expect(within(dialog).getByText('Friday', { selector: 'mark' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 note matches “FRIDAY”');
    expect(calls.filter((c) => c.name === 'CaseNotesPanelRefetchQuery').map((c) => c.variables)).toEqual([{ caseId: 880001, search: 'FRIDAY' }]);
  });
});
