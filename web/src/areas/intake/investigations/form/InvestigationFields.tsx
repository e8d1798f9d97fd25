import { Grid } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../../platform/relay/hooks';
import { SelectInput } from '../../../../ui/fields/SelectInput';
import { MultiSelectInput } from '../../../../ui/fields/MultiSelectInput';
import { DateInput } from '../../../../ui/fields/DateInputs';
import { TextInput } from '../../../../ui/fields/TextInput';
import { TextAreaInput } from '../../../../ui/fields/TextAreaInput';
import { useAutoSave } from './useAutoSave';
import type { InvestigationFormDialogQuery } from './__generated__/InvestigationFormDialogQuery.graphql';
import type { InvestigationFieldsStatusMutation } from './__generated__/InvestigationFieldsStatusMutation.graphql';
import type { InvestigationFieldsWantedMutation } from './__generated__/InvestigationFieldsWantedMutation.graphql';
import type { InvestigationFieldsReferralMutation } from './__generated__/InvestigationFieldsReferralMutation.graphql';
import type { InvestigationFieldsInjuryMutation } from './__generated__/InvestigationFieldsInjuryMutation.graphql';
import type { InvestigationFieldsQuickInjuryMutation } from './__generated__/InvestigationFieldsQuickInjuryMutation.graphql';
import type { InvestigationFieldsIncidentMutation } from './__generated__/InvestigationFieldsIncidentMutation.graphql';
import type { InvestigationFieldsIncidentTimeMutation } from './__generated__/InvestigationFieldsIncidentTimeMutation.graphql';
import type { InvestigationFieldsIncidentDateMutation } from './__generated__/InvestigationFieldsIncidentDateMutation.graphql';
import type { InvestigationFieldsIncidentStateMutation } from './__generated__/InvestigationFieldsIncidentStateMutation.graphql';

type Data = InvestigationFormDialogQuery['response'];

/** The lead's referral source (its name) and comments, editable on the organization page only. */
export interface ReferralEdit {
  source: string | null;
  comments: string;
}

const statusMutation = graphql`
  mutation InvestigationFieldsStatusMutation($caseId: Int!, $statusId: Int!, $type: Int!) {
    upsertSaStatus(status: { caseId: $caseId, statusId: $statusId, type: $type }) {
      id
      status
      statusId
      intakeRankId
      intakeRank
    }
  }
`;
const wantedMutation = graphql`
  mutation InvestigationFieldsWantedMutation($caseId: Int!, $wantedDate: String!) {
    insertSaWantedDate(dateInput: { caseId: $caseId, wantedDate: $wantedDate }) {
      id
      wantedDate
    }
  }
`;
const referralMutation = graphql`
  mutation InvestigationFieldsReferralMutation($caseId: Int!, $contactId: Int!, $comments: String) {
    upsertSaPaidAdvertising(advertisingSource: { caseId: $caseId, contactId: $contactId, comments: $comments }) {
      id
      referralSource
    }
  }
`;
const injuryMutation = graphql`
  mutation InvestigationFieldsInjuryMutation($caseId: Int!, $injuryId: Int, $summary: String, $previous: String) {
    updateInjury(caseId: $caseId, injuryId: $injuryId, injurySummary: $summary, previousInjurySummary: $previous) {
      injurySummary
    }
  }
`;
const quickInjuryMutation = graphql`
  mutation InvestigationFieldsQuickInjuryMutation($caseId: Int!, $plaintiffId: Int, $injuries: [Int!]!) {
    updateQuickInjury(caseId: $caseId, plaintiffId: $plaintiffId, injuries: $injuries) {
      injuryId
    }
  }
`;
// Facts and time are saved apart: a change of one never sends the other.
const incidentMutation = graphql`
  mutation InvestigationFieldsIncidentMutation($caseId: Int!, $facts: String, $previous: String) {
    updateIncident(caseId: $caseId, incidentFacts: $facts, previousFacts: $previous) {
      incidentFacts
    }
  }
`;
const incidentTimeMutation = graphql`
  mutation InvestigationFieldsIncidentTimeMutation($caseId: Int!, $time: String) {
    updateIncident(caseId: $caseId, incidentTime: $time) {
      incidentTime
    }
  }
`;
const incidentDateMutation = graphql`
  mutation InvestigationFieldsIncidentDateMutation($caseId: Int!, $date: String!) {
    updateIncidentDate(caseId: $caseId, incidentDate: $date) {
      incidentDate
    }
  }
`;
const incidentStateMutation = graphql`
  mutation InvestigationFieldsIncidentStateMutation($caseId: Int!, $stateId: Int!) {
    updateIncidentState(caseId: $caseId, stateId: $stateId) {
      stateId
    }
  }
`;

const blankToNull = (v: string) => (v.trim() === '' ? null : v);

/** Status, intake rank (type 1 and 73 of upsertSaStatus, spec 1 §4), wanted date; the referral source on the organization page. */
export function TopFields({ data, referral }: { data: Data; referral: ReferralEdit | null }) {
  const c = data.investigation.case;
  const caseId = data.investigation.caseId;
  const [saveStatus] = useMutationPromise<InvestigationFieldsStatusMutation>(statusMutation);
  const [saveWanted] = useMutationPromise<InvestigationFieldsWantedMutation>(wantedMutation);
  const [saveReferral] = useMutationPromise<InvestigationFieldsReferralMutation>(referralMutation);
  const [status, setStatus] = useAutoSave(
    c.statusId ? String(c.statusId) : '',
    async (v) => {
      await saveStatus({ caseId, statusId: Number(v), type: 1 });
      return v;
    },
    'Failed to update status',
    0,
  );
  const [rank, setRank] = useAutoSave(
    c.intakeRankId ? String(c.intakeRankId) : '',
    async (v) => {
      await saveStatus({ caseId, statusId: Number(v), type: 73 });
      return v;
    },
    'Failed to update intake rank',
    0,
  );
  const [wanted, setWanted] = useAutoSave(
    c.wantedDate ?? '',
    async (v) => {
      await saveWanted({ caseId, wantedDate: v });
      return v;
    },
    'Failed to update wanted date',
    0,
  );
  const [source, setSource] = useAutoSave(
    String(data.advertisingSources.find((s) => s.contact === referral?.source)?.contactId ?? ''),
    async (v) => {
      await saveReferral({ caseId, contactId: Number(v), comments: referral?.comments ?? null });
      return v;
    },
    'Failed to update referral source',
    0,
  );
  const [comments, setComments] = useAutoSave(
    referral?.comments ?? '',
    async (v) => {
      await saveReferral({ caseId, contactId: Number(source), comments: v });
      return v;
    },
    'Failed to update referral source comments',
  );
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="3">
      <SelectInput label="Status" value={status} onChange={setStatus} options={data.caseStatuses.map((s) => ({ value: String(s.statusId), label: s.status }))} />
      <SelectInput label="Intake Rank" value={rank} onChange={setRank} options={data.intakeRanks.map((r) => ({ value: String(r.rankId), label: r.rank }))} />
      <DateInput label="Wanted Date" value={wanted} onChange={(v) => v && setWanted(v)} />
      {referral ? (
        <>
          <SelectInput
            label="Referral Source"
            value={source}
            onChange={setSource}
            options={data.advertisingSources.map((s) => ({ value: String(s.contactId), label: s.contact }))}
          />
          <div style={{ gridColumn: 'span 2' }}>
            <TextInput label="Referral Source Comments" value={comments} onChange={setComments} disabled={!source} />
          </div>
        </>
      ) : (
        <TextInput label="Referral Source" value={c.referralSource ?? ''} onChange={() => {}} disabled />
      )}
    </Grid>
  );
}

/** The injury summary (debounced) and the quick injuries. */
export function InjuryFields({ data }: { data: Data }) {
  const inv = data.investigation;
  const caseId = inv.caseId;
  const [saveInjury] = useMutationPromise<InvestigationFieldsInjuryMutation>(injuryMutation);
  const [saveQuick] = useMutationPromise<InvestigationFieldsQuickInjuryMutation>(quickInjuryMutation);
  const [summary, setSummary] = useAutoSave(
    inv.incident.injurySummary ?? '',
    async (v, previous) => (await saveInjury({ caseId, injuryId: inv.incident.injuryId, summary: blankToNull(v), previous: blankToNull(previous) })).updateInjury.injurySummary ?? '',
    'Failed to update injury',
  );
  const [quick, setQuick] = useAutoSave(
    inv.quickInjuryIds.join(','),
    async (v) => {
      const r = await saveQuick({ caseId, plaintiffId: inv.plaintiffId ?? null, injuries: v === '' ? [] : v.split(',').map(Number) });
      return r.updateQuickInjury.map((q) => q.injuryId).join(',');
    },
    'Failed to update quick injury',
    0,
  );
  const ids = quick === '' ? [] : quick.split(',');
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3">
      <MultiSelectInput
        label="Quick Injuries"
        value={ids}
        onChange={(picked) => setQuick(data.quickInjuries.filter((q) => picked.includes(String(q.injuryId))).map((q) => q.injuryId).join(','))}
        options={data.quickInjuries.map((q) => ({ value: String(q.injuryId), label: q.injury }))}
      />
      <TextAreaInput label="Injury" value={summary} onChange={setSummary} rows={3} />
    </Grid>
  );
}

/** Incident date, time (h:mm a), state and facts. */
export function IncidentFields({ data }: { data: Data }) {
  const inv = data.investigation;
  const caseId = inv.caseId;
  const [saveIncident] = useMutationPromise<InvestigationFieldsIncidentMutation>(incidentMutation);
  const [saveTime] = useMutationPromise<InvestigationFieldsIncidentTimeMutation>(incidentTimeMutation);
  const [saveDate] = useMutationPromise<InvestigationFieldsIncidentDateMutation>(incidentDateMutation);
  const [saveState] = useMutationPromise<InvestigationFieldsIncidentStateMutation>(incidentStateMutation);
  const [date, setDate] = useAutoSave(
    inv.incident.incidentDate ?? '',
    async (v) => (await saveDate({ caseId, date: v })).updateIncidentDate.incidentDate ?? '',
    'Failed to update incident date',
    0,
  );
  const [state, setState] = useAutoSave(
    inv.incident.stateId ? String(inv.incident.stateId) : '',
    async (v) => {
      await saveState({ caseId, stateId: Number(v) });
      return v;
    },
    // spec 1 §8: the date's message also for a failed state update.
    'Failed to update incident date',
    0,
  );
  const [time, setTime] = useAutoSave(
    inv.incident.incidentTime ?? '',
    async (v) => (await saveTime({ caseId, time: v })).updateIncident.incidentTime ?? '',
    'Failed to update incident',
  );
  const [facts, setFacts] = useAutoSave(
    inv.incident.incidentFacts ?? '',
    async (v, previous) => (await saveIncident({ caseId, facts: blankToNull(v), previous: blankToNull(previous) })).updateIncident.incidentFacts ?? '',
    'Failed to update incident',
  );
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="3">
      <DateInput label="Incident Date" value={date} onChange={(v) => v && setDate(v)} />
      <TextInput label="Incident Time" type="time" value={time} onChange={setTime} />
      <SelectInput label="Incident State" value={state} onChange={setState} options={data.caseStates.map((s) => ({ value: String(s.stateId), label: s.state }))} />
      <div style={{ gridColumn: '1 / -1' }}>
        <TextAreaInput label="Incident Facts" value={facts} onChange={setFacts} rows={5} />
      </div>
    </Grid>
  );
}
