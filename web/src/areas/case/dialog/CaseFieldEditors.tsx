import { useState } from 'react';
import { Flex, Switch, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay';
import { InlineDateEdit, InlineSelectEdit } from '../../../ui/InlineEdit';
import { useAlerts } from '../../../ui/Alerts';
import { userMessage } from '../../../app/relay/errors';
import { STATUS_TYPE, useUpsertCaseStatus } from '../mutations/UpsertCaseStatusMutation';
import { useInsertWantedDate } from '../mutations/InsertWantedDateMutation';
import { useInsertCaseOffice } from '../mutations/InsertCaseOfficeMutation';
import { useUpsertCaseInfo } from '../mutations/UpsertCaseInfoMutation';
import type { CaseFieldEditors_options$key } from './__generated__/CaseFieldEditors_options.graphql';

/** spec 1 §9: lead types. */
export const LEAD_TYPES = ['Call', 'Chat', 'Quiz', 'Referral', 'Text', 'Walk In', 'Web Form'] as const;
/** spec 1 §9: "Yes/No options: blank, Yes, No." */
export const YES_NO = ['Yes', 'No'] as const;

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export interface CaseFieldValues {
  caseId: number;
  statusId: number | null | undefined;
  status: string | null | undefined;
  intakeRankId: number | null | undefined;
  intakeRank: string | null | undefined;
  wantedDate: string | null | undefined;
  officeId: number | null | undefined;
  office: string | null | undefined;
  leadType: string | null | undefined;
  handledByBackup: string | null | undefined;
  referralOpportunity: string | null | undefined;
  highPriority: boolean;
}

export type CaseFieldEditorSet = ReturnType<typeof useCaseFieldEditors>;

/**
 * The case dialog's inline edits (spec 1 §2.6 "inline editing"), each saved through its
 * command; the payload updates the store. spec 1 §5: status, rank, wanted date and office
 * are not saved empty (their Save stays disabled).
 */
export function useCaseFieldEditors(optionsKey: CaseFieldEditors_options$key, c: CaseFieldValues) {
  const options = useFragment(
    graphql`
      fragment CaseFieldEditors_options on Query @argumentDefinitions(orgId: { type: "Int!" }) {
        caseStatuses {
          statusId
          status
          stage
        }
        intakeRanks {
          rankId
          rank
        }
        organization(id: $orgId) {
          offices {
            officeId
            name
          }
        }
      }
    `,
    optionsKey,
  );
  const [saveStatus] = useUpsertCaseStatus();
  const [saveWanted] = useInsertWantedDate();
  const [saveOffice] = useInsertCaseOffice();
  const [saveInfo] = useUpsertCaseInfo();
  const caseId = c.caseId;
  // Closing needs a reason: it goes through the Close Case dialog (spec 1 §2.6), not here.
  const statusOptions = options.caseStatuses.filter((s) => s.stage !== 'Closed').map((s) => ({ value: String(s.statusId), label: s.status }));
  const rankOptions = options.intakeRanks.map((r) => ({ value: String(r.rankId), label: r.rank }));
  const officeOptions = [...(options.organization?.offices ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((o) => ({ value: String(o.officeId), label: o.name }));
  const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    status: (
      <InlineSelectEdit
        label="Status"
        value={str(c.statusId)}
        display={c.status || undefined}
        options={statusOptions}
        onSave={(v) => saveStatus({ status: { caseId, statusId: Number(v), type: STATUS_TYPE.caseStatus } })}
      />
    ),
    intakeRank: (
      <InlineSelectEdit
        label="Intake Rank"
        value={str(c.intakeRankId)}
        display={c.intakeRank || undefined}
        options={rankOptions}
        onSave={(v) => saveStatus({ status: { caseId, statusId: Number(v), type: STATUS_TYPE.intakeRank } })}
      />
    ),
    wantedDate: <InlineDateEdit label="Wanted Date" value={c.wantedDate} onSave={(v) => saveWanted({ dateInput: { caseId, wantedDate: v } })} />,
    office: (
      <InlineSelectEdit
        label="Office"
        value={str(c.officeId)}
        display={c.office || undefined}
        options={officeOptions}
        // spec 1 §5: "Office id is sent as an integer."
        onSave={(v) => saveOffice({ office: { caseId, officeId: Number(v) } })}
      />
    ),
    leadType: (
      <InlineSelectEdit label="Lead Type" value={c.leadType ?? ''} options={asOptions(LEAD_TYPES)} allowBlank onSave={(v) => saveInfo({ caseInfo: { caseId, leadType: v } })} />
    ),
    handledByBackup: (
      <InlineSelectEdit
        label="Handled By Backup"
        value={c.handledByBackup ?? ''}
        options={asOptions(YES_NO)}
        allowBlank
        onSave={(v) => saveInfo({ caseInfo: { caseId, handledByBackup: v } })}
      />
    ),
    referralOpportunity: (
      <InlineSelectEdit
        label="Referral Opportunity"
        value={c.referralOpportunity ?? ''}
        options={asOptions(YES_NO)}
        allowBlank
        onSave={(v) => saveInfo({ caseInfo: { caseId, referralOpportunity: v } })}
      />
    ),
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
