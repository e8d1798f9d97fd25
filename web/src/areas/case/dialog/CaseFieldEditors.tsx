import { useState, type ReactNode } from 'react';
import { Flex, Switch, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { InlineDateEdit, InlineSelectEdit, InlineTextEdit } from '../../../ui/InlineEdit';
import { useAlerts } from '../../../ui/Alerts';
import { userMessage } from '../../../platform/relay/errors';
import { STATUS_TYPE, useUpsertCaseStatus } from '../mutations/UpsertCaseStatusMutation';
import { useInsertWantedDate } from '../mutations/InsertWantedDateMutation';
import { useUpsertCaseInfo } from '../mutations/UpsertCaseInfoMutation';
import { CaseOfficeEdit } from './CaseOfficeEdit';
import type { CaseFieldEditors_options$key } from './__generated__/CaseFieldEditors_options.graphql';

/** spec 1 §9: lead types. */
export const LEAD_TYPES = ['Call', 'Chat', 'Quiz', 'Referral', 'Text', 'Walk In', 'Web Form'] as const;
/** spec 1 §9: "Yes/No options: blank, Yes, No." */
export const YES_NO = ['Yes', 'No'] as const;
/** spec 1 §9: "Sign-up type options: blank, E-Sign, In Person." */
export const SIGNUP_TYPES = ['E-Sign', 'In Person'] as const;
/** spec 1 §9: "Fee structure options: blank, 33, 33/40, 35/40, 37.5/40, 40." */
export const FEE_STRUCTURES = ['33', '33/40', '35/40', '37.5/40', '40'] as const;

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The case-info fields picked from a list (spec 1 §9), all of which may be set blank. */
type CaseInfoListField = 'leadType' | 'handledByBackup' | 'referralOpportunity' | 'referred' | 'signupType' | 'retainerSent' | 'feeStructure';

export type CaseFieldValues = {
  caseId: number;
  organizationId: number;
  statusId: number | null | undefined;
  status: string | null | undefined;
  intakeRankId: number | null | undefined;
  intakeRank: string | null | undefined;
  wantedDate: string | null | undefined;
  officeId: number | null | undefined;
  office: string | null | undefined;
  appointmentInfo: string | null | undefined;
  highPriority: boolean;
} & { [field in CaseInfoListField]: string | null | undefined };

export type CaseFieldEditorSet = ReturnType<typeof useCaseFieldEditors>;

/**
 * The case dialog's inline edits (spec 1 §2.6 "inline editing"), each saved through its
 * command; the payload updates the store. spec 1 §5: status, rank, wanted date and office
 * are not saved empty (their Save stays disabled); the case-info lists and the appointment
 * info may be cleared (spec 1 §9 lists blank as an option).
 */
export function useCaseFieldEditors(optionsKey: CaseFieldEditors_options$key, c: CaseFieldValues, displays: { status?: ReactNode; intakeRank?: ReactNode } = {}) {
  const options = useFragment(
    graphql`
      fragment CaseFieldEditors_options on Query {
        caseStatuses {
          statusId
          status
          stage
        }
        intakeRanks {
          rankId
          rank
        }
      }
    `,
    optionsKey,
  );
  const [saveStatus] = useUpsertCaseStatus();
  const [saveWanted] = useInsertWantedDate();
  const [saveInfo] = useUpsertCaseInfo();
  const caseId = c.caseId;
  // Closing needs a reason: it goes through the Close Case dialog (spec 1 §2.6), not here.
  const statusOptions = options.caseStatuses.filter((s) => s.stage !== 'Closed').map((s) => ({ value: String(s.statusId), label: s.status }));
  const rankOptions = options.intakeRanks.map((r) => ({ value: String(r.rankId), label: r.rank }));
  const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  // spec 1 §7 upsertCaseInfo: case id plus the one field.
  const infoSelect = (label: string, field: CaseInfoListField, values: readonly string[]) => (
    <InlineSelectEdit label={label} value={c[field] ?? ''} options={asOptions(values)} allowBlank onSave={(v) => saveInfo({ caseInfo: { caseId, [field]: v } })} />
  );
  return {
    status: (
      <InlineSelectEdit
        label="Status"
        value={str(c.statusId)}
        display={displays.status ?? (c.status || undefined)}
        options={statusOptions}
        onSave={(v) => saveStatus({ status: { caseId, statusId: Number(v), type: STATUS_TYPE.caseStatus } })}
      />
    ),
    intakeRank: (
      <InlineSelectEdit
        label="Intake Rank"
        value={str(c.intakeRankId)}
        display={displays.intakeRank ?? (c.intakeRank || undefined)}
        options={rankOptions}
        onSave={(v) => saveStatus({ status: { caseId, statusId: Number(v), type: STATUS_TYPE.intakeRank } })}
      />
    ),
    wantedDate: <InlineDateEdit label="Wanted Date" value={c.wantedDate} onSave={(v) => saveWanted({ dateInput: { caseId, wantedDate: v } })} />,
    office: <CaseOfficeEdit caseId={caseId} organizationId={c.organizationId} officeId={c.officeId} office={c.office} />,
    leadType: infoSelect('Lead Type', 'leadType', LEAD_TYPES),
    handledByBackup: infoSelect('Handled By Backup', 'handledByBackup', YES_NO),
    referralOpportunity: infoSelect('Referral Opportunity', 'referralOpportunity', YES_NO),
    referred: infoSelect('Referred', 'referred', YES_NO),
    signupType: infoSelect('Sign-up Type', 'signupType', SIGNUP_TYPES),
    retainerSent: infoSelect('Retainer Sent', 'retainerSent', YES_NO),
    feeStructure: infoSelect('Fee Structure', 'feeStructure', FEE_STRUCTURES),
    // spec 1 §9: appointment info is free text.
    appointmentInfo: <InlineTextEdit label="Appointment Info" value={c.appointmentInfo} allowBlank onSave={(v) => saveInfo({ caseInfo: { caseId, appointmentInfo: v } })} />,
    highPriority: <HighPrioritySwitch checked={c.highPriority} onSave={(v) => saveInfo({ caseInfo: { caseId, highPriority: v } })} />,
  };
}

/** spec 1 §4: "High priority toggles on or off per lead"; saved at once. */
function HighPrioritySwitch({ checked, onSave }: { checked: boolean; onSave: (value: boolean) => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const { show } = useAlerts();
  return (
    <Flex align="center" gap="2">
      <Switch
        aria-label="High Priority"
        checked={checked}
        disabled={busy}
        onCheckedChange={async (next) => {
          setBusy(true);
          try {
            await onSave(next);
          } catch (e) {
            show('error', `High priority was not saved: ${userMessage(e)}`);
          } finally {
            setBusy(false);
          }
        }}
      />
      <Text size="2">{checked ? 'Yes' : 'No'}</Text>
    </Flex>
  );
}
