import { graphql, useFragment } from 'react-relay/hooks';
import { DetailGrid, type DetailItem } from '../../../ui/DetailGrid';
import { formatDaysAgo, formatIncidentTime } from '../../../lib/format';
import { formatUsDate, instantToWallTime } from '../../../lib/dates';
import { useCaseFieldEditors } from './CaseFieldEditors';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import type { CaseDetails_case$data, CaseDetails_case$key } from './__generated__/CaseDetails_case.graphql';
import type { CaseFieldEditors_options$key } from './__generated__/CaseFieldEditors_options.graphql';

/**
 * The case dialog's details (spec 1 §2.6 "fields from the case entity", §3). With `options`
 * the core fields are inline-editable; without (the History "as of" view) they are read-only.
 */
export function CaseDetails({ case: caseKey, options, columns = 3 }: { case: CaseDetails_case$key; options?: CaseFieldEditors_options$key | null; columns?: number }) {
  const c = useFragment(
    graphql`
      fragment CaseDetails_case on Case {
        caseId
        organizationId
        caseNumber
        status
        statusId
        stage
        daysInStatus
        type
        subType
        dateOpened
        wantedDate
        retainedDate
        dateClosed
        reasonClosed
        office
        officeId
        state
        intakeRank
        intakeRankId
        caseRank
        referralSource
        leadType
        handledByBackup
        referralOpportunity
        referred
        signupType
        appointmentInfo
        retainerSent
        feeStructure
        highPriority
        isMassTort
        dateOfIncident
        daysSinceIncident
        incidentTime
        incidentFacts
        injurySummary
        attorney {
          name
        }
        paralegal {
          name
        }
        agent {
          name
        }
        investigator {
          name
        }
      }
    `,
    caseKey,
  );
  const timeZone = useFirmTimeZone();
  if (options) return <EditableFields options={options} c={c} columns={columns} timeZone={timeZone} />;
  return <DetailGrid label="Case details" items={items(c, null, timeZone)} columns={columns} />;
}

function EditableFields({ options, c, columns, timeZone }: { options: CaseFieldEditors_options$key; c: CaseDetails_case$data; columns: number; timeZone: string }) {
  const editors = useCaseFieldEditors(options, c);
  return <DetailGrid label="Case details" items={items(c, editors, timeZone)} columns={columns} />;
}

function items(
  c: CaseDetails_case$data,
  editors: ReturnType<typeof useCaseFieldEditors> | null,
  timeZone: string,
): DetailItem[] {
  const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
  const opened = c.dateOpened ? formatUsDate(instantToWallTime(c.dateOpened, timeZone).slice(0, 10)) : null;
  const closed = c.dateClosed ? `${formatUsDate(c.dateClosed)}${c.reasonClosed ? ` (${c.reasonClosed})` : ''}` : null;
  const incident = c.dateOfIncident ? `${formatUsDate(c.dateOfIncident)} (${formatDaysAgo(c.daysSinceIncident)})` : null;
  return [
    { label: 'Case Number', value: c.caseNumber ?? String(c.caseId) },
    { label: 'Status', value: editors?.status ?? c.status },
    { label: 'Stage', value: c.stage },
    { label: 'Days in Status', value: c.daysInStatus ?? null },
    { label: 'Intake Rank', value: editors?.intakeRank ?? c.intakeRank },
    { label: 'Case Rank', value: c.caseRank },
    { label: 'Type', value: [c.type, c.subType].filter(Boolean).join(' / ') },
    { label: 'Opened', value: opened },
    { label: 'Wanted Date', value: editors?.wantedDate ?? formatUsDate(c.wantedDate) },
    { label: 'Retained Date', value: formatUsDate(c.retainedDate) },
    { label: 'Closed', value: closed },
    { label: 'Office', value: editors?.office ?? c.office },
    { label: 'State', value: c.state },
    { label: 'Referral Source', value: c.referralSource },
    { label: 'Lead Type', value: editors?.leadType ?? c.leadType },
    { label: 'Handled By Backup', value: editors?.handledByBackup ?? c.handledByBackup },
    { label: 'Referral Opportunity', value: editors?.referralOpportunity ?? c.referralOpportunity },
    { label: 'Referred', value: editors?.referred ?? c.referred },
    { label: 'Sign-up Type', value: editors?.signupType ?? c.signupType },
    { label: 'Retainer Sent', value: editors?.retainerSent ?? c.retainerSent },
    { label: 'Fee Structure', value: editors?.feeStructure ?? c.feeStructure },
    { label: 'Appointment Info', value: editors?.appointmentInfo ?? c.appointmentInfo },
    { label: 'High Priority', value: editors?.highPriority ?? yesNo(c.highPriority) },
    { label: 'Mass Tort', value: yesNo(c.isMassTort) },
    { label: 'Date of Incident', value: incident },
    // spec 1 §9: incident time shown h:mm a.
    { label: 'Incident Time', value: formatIncidentTime(c.incidentTime) },
    { label: 'Attorney', value: c.attorney?.name },
    { label: 'Paralegal', value: c.paralegal?.name },
    { label: 'Agent', value: c.agent?.name },
    { label: 'Investigator', value: c.investigator?.name },
    { label: 'Incident Facts', value: c.incidentFacts, wide: true },
    { label: 'Injury Summary', value: c.injurySummary, wide: true },
  ];
}
