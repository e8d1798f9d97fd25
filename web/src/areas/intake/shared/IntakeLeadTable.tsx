import { useMemo, useState, type ReactNode } from 'react';
import { Flex, IconButton, Link, Tooltip } from '@radix-ui/themes';
import { CrossCircledIcon, ExternalLinkIcon, FileTextIcon, IdCardIcon } from '@radix-ui/react-icons';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn, type PageSize } from '../../../ui/DataTable';
import type { ServerTable } from '../../../ui/serverTable';
import { ExternalCaseLink, fillTemplate } from '../../../ui/ExternalCaseLink';
import { InlineSelectEdit } from '../../../ui/InlineEdit';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime, formatUsDate, instantToWallTime } from '../../../lib/dates';
import { truncate } from '../../../lib/format';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { useCaseFieldEditors, type CaseFieldValues } from '../../case/dialog/CaseFieldEditors';
import { STATUS_TYPE, useUpsertCaseStatus } from '../../case/mutations/UpsertCaseStatusMutation';
import type { CaseFieldEditors_options$key } from '../../case/dialog/__generated__/CaseFieldEditors_options.graphql';
import { CloseCaseDialog, type CloseTarget } from './CloseCaseDialog';
import { RankStars } from './RankStars';
import { FOLLOW_UP_BACKGROUND, staffLabel, statusShort, TRUNCATE } from './leadFormat';
import { useUpsertPaidAdvertising } from './UpsertPaidAdvertisingMutation';
import type { IntakeLeadTable_leads$data, IntakeLeadTable_leads$key } from './__generated__/IntakeLeadTable_leads.graphql';
import type { IntakeLeadTable_query$data, IntakeLeadTable_query$key } from './__generated__/IntakeLeadTable_query.graphql';

export type IntakeLead = IntakeLeadTable_leads$data[number];

/** The column ids of the intake lists (spec 1 §2.5), in the order each screen shows them. */
export type LeadColumnId =
  | 'action'
  | 'priority'
  | 'alert'
  | 'leadType'
  | 'refOpp'
  | 'client'
  | 'phone'
  | 'type'
  | 'source'
  | 'crSource'
  | 'otherSource'
  | 'agent'
  | 'investigator'
  | 'attorney'
  | 'caseRank'
  | 'rank'
  | 'status'
  | 'refOutStatus'
  | 'statusDate'
  | 'firm'
  | 'lastFollowUp'
  | 'opened'
  | 'wanted'
  | 'retained'
  | 'closed'
  | 'state'
  | 'office'
  | 'paralegal'
  | 'referred'
  | 'signupType'
  | 'closedReason';

const leadsFragment = graphql`
  fragment IntakeLeadTable_leads on Lead @relay(plural: true) {
    id
    caseId
    contactId
    priority
    phoneNumber
    dateOfLastIntakeNote
    followUpColor
    referralSourceComments
    referredOutFirm
    statusDate
    case {
      id
      caseId
      organizationId
      clientName
      type
      status
      statusId
      intakeRankId
      intakeRank
      caseRank
      wantedDate
      retainedDate
      dateClosed
      dateOpened
      officeId
      office
      state
      referralSource
      callrailSource
      leadType
      handledByBackup
      referralOpportunity
      referred
      signupType
      retainerSent
      feeStructure
      appointmentInfo
      highPriority
      agent {
        name
        staffCode
      }
      investigator {
        name
        staffCode
      }
      attorney {
        name
        staffCode
      }
      paralegal {
        name
        staffCode
      }
      reasonClosed
    }
  }
`;

const queryFragment = graphql`
  fragment IntakeLeadTable_query on Query {
    ...CaseFieldEditors_options
    caseStatuses {
      statusId
      status
      stage
    }
    advertisingSources {
      contactId
      contact
    }
    connectorConfig {
      caseUrlTemplate
      contactUrlTemplate
    }
  }
`;

function fieldValues(c: IntakeLead['case']): CaseFieldValues {
  return {
    caseId: c.caseId,
    organizationId: c.organizationId,
    statusId: c.statusId,
    status: c.status,
    intakeRankId: c.intakeRankId,
    intakeRank: c.intakeRank,
    wantedDate: c.wantedDate,
    officeId: c.officeId,
    office: c.office,
    appointmentInfo: c.appointmentInfo,
    highPriority: c.highPriority,
    leadType: c.leadType,
    handledByBackup: c.handledByBackup,
    referralOpportunity: c.referralOpportunity,
    referred: c.referred,
    signupType: c.signupType,
    retainerSent: c.retainerSent,
    feeStructure: c.feeStructure,
  };
}

type EditorField = 'status' | 'intakeRank' | 'wantedDate' | 'office' | 'leadType' | 'handledByBackup' | 'referralOpportunity' | 'highPriority' | 'referred' | 'signupType';

/** One inline-edit popup of a lead (spec 1 §2.5), each saved as a command on the case stream. */
function LeadEdit({ optionsKey, lead, field }: { optionsKey: CaseFieldEditors_options$key; lead: IntakeLead; field: EditorField }) {
  const editors = useCaseFieldEditors(optionsKey, fieldValues(lead.case), {
    status: lead.case.status ? <span title={lead.case.status}>{statusShort(lead.case.status)}</span> : undefined,
    intakeRank: lead.case.intakeRank ? <RankStars rank={lead.case.intakeRank} /> : undefined,
  });
  return editors[field];
}

/** spec 1 §2.5: referral source edit; 'Ref-Apex Chat' is left out of the list (the server's `advertisingSources`). */
function ReferralSourceEdit({ lead, sources }: { lead: IntakeLead; sources: IntakeLeadTable_query$data['advertisingSources'] }) {
  const [save] = useUpsertPaidAdvertising();
  const current = sources.find((s) => s.contact === lead.case.referralSource);
  const text = lead.case.referralSource ?? '';
  return (
    <InlineSelectEdit
      label="Referral Source"
      value={current ? String(current.contactId) : ''}
      display={text ? <span title={text}>{truncate(text, TRUNCATE.source)}</span> : undefined}
      options={sources.map((s) => ({ value: String(s.contactId), label: s.contact }))}
      onSave={(v) => save({ advertisingSource: { caseId: lead.caseId, contactId: Number(v), comments: lead.referralSourceComments } })}
    />
  );
}

/** spec 1 §2.5 Referred Out: "Only the three REF OUT statuses can be picked". */
function RefOutStatusEdit({ lead, statuses }: { lead: IntakeLead; statuses: IntakeLeadTable_query$data['caseStatuses'] }) {
  const [save] = useUpsertCaseStatus();
  return (
    <InlineSelectEdit
      label="Status"
      value={lead.case.statusId ? String(lead.case.statusId) : ''}
      display={lead.case.status || undefined}
      options={statuses.filter((s) => s.stage === 'Referred Out').map((s) => ({ value: String(s.statusId), label: s.status }))}
      onSave={(v) => save({ status: { caseId: lead.caseId, statusId: Number(v), type: STATUS_TYPE.caseStatus } })}
    />
  );
}

export interface LeadFilter {
  label: string;
  value: (lead: IntakeLead) => string | null | undefined;
  /** The choices when the server filters (its distinct values over the whole list). */
  options?: readonly string[];
}

const ALL = '__all__';
const NO_EXTRA_COLUMNS: readonly DataColumn<IntakeLead>[] = [];

function FilterSelect({ filter, leads, value, onChange }: { filter: LeadFilter; leads: readonly IntakeLead[]; value: string; onChange: (v: string) => void }) {
  const values = filter.options ?? [...new Set(leads.map((l) => filter.value(l) ?? '').filter((v) => v !== ''))].sort((a, b) => a.localeCompare(b));
  return (
    <SelectInput
      label={filter.label}
      value={value || ALL}
      onChange={(v) => onChange(v === ALL ? '' : v)}
      options={[{ value: ALL, label: 'All' }, ...values.map((v) => ({ value: v, label: v }))]}
    />
  );
}

/**
 * The intake lists' one table (Leads, Follow Up, Referred Out): the spec's columns for each
 * screen, the Action column (case and contact in the external system, Close Case), client
 * names opening the case dialog, inline edits, truncation and the two-part priority layout.
 */
export function IntakeLeadTable({
  label,
  leads: leadsKey,
  query: queryKey,
  columns: columnIds,
  defaultSort,
  sortKey,
  priorityParts = false,
  pageSizes,
  csvFileName,
  colorRows = false,
  filters = [],
  toolbar,
  extraColumns = NO_EXTRA_COLUMNS,
  onInvestigate,
  server,
  picked: pickedByOwner,
  onPick,
}: {
  label: string;
  leads: IntakeLeadTable_leads$key;
  query: IntakeLeadTable_query$key;
  columns: readonly LeadColumnId[];
  /** Omitted: the server's order (caseId descending, spec 1 §2.5 Leads) until a header is clicked. */
  defaultSort?: { id: LeadColumnId; desc: boolean };
  sortKey: string;
  /** spec 1 §2.5: high-priority leads in INT 00 or INT 01 first, in a part of their own. */
  priorityParts?: boolean;
  pageSizes?: PageSize[];
  csvFileName?: string;
  /** spec 1 §9: rows coloured by follow-up staleness (computed by the server). */
  colorRows?: boolean;
  /** Pick-one filters over the rows, each offering All plus the distinct sorted values (spec 1 §2.5 Referred Out). */
  filters?: readonly LeadFilter[];
  toolbar?: ReactNode;
  /** Columns a screen adds from its own facts (New Cases: first fee date), after the spec's. */
  extraColumns?: readonly DataColumn<IntakeLead>[];
  /** spec 1 §2.5 Investigations row action: open the investigation full-screen dialog. */
  onInvestigate?: (lead: IntakeLead) => void;
  /** The server filters, searches, sorts and pages: `leads` is the page (see `DataTable`). */
  server?: { table: ServerTable; total: number };
  /** The filters' picks when the owner keeps them (it sends them to the server). */
  picked?: Record<string, string>;
  onPick?: (label: string, value: string) => void;
}) {
  const leads = useFragment(leadsFragment, leadsKey);
  const options = useFragment(queryFragment, queryKey);
  const timeZone = useFirmTimeZone();
  const [closing, setClosing] = useState<CloseTarget | null>(null);
  const [pickedHere, setPickedHere] = useState<Record<string, string>>({});
  const picked = pickedByOwner ?? pickedHere;
  const pick = onPick ?? ((label: string, v: string) => setPickedHere((p) => ({ ...p, [label]: v })));
  const filtered = useMemo(
    () => (server ? leads : leads.filter((l) => filters.every((f) => !picked[f.label] || (f.value(l) ?? '') === picked[f.label]))),
    [leads, filters, picked, server],
  );

  const columns = useMemo(() => {
    const day = (instant: string | null | undefined) => (instant ? instantToWallTime(instant, timeZone).slice(0, 10) : null);
    const edit = (field: EditorField) => (l: IntakeLead) => <LeadEdit optionsKey={options} lead={l} field={field} />;
    const all: Record<LeadColumnId, DataColumn<IntakeLead>> = {
      action: {
        id: 'action',
        header: 'Action',
        hideHeader: true,
        sortable: false,
        searchable: false,
        csv: false,
        value: () => null,
        cell: (l) => (
          <Flex gap="2" align="center">
            <ExternalCaseLink urlTemplate={options.connectorConfig.caseUrlTemplate} caseId={l.caseId} label={`Open case ${l.caseId} in the case system (new tab)`}>
              <ExternalLinkIcon />
            </ExternalCaseLink>
            {l.contactId ? (
              <Link href={fillTemplate(options.connectorConfig.contactUrlTemplate, { contactId: l.contactId })} target="_blank" rel="noopener noreferrer" aria-label={`Open the contact card of ${l.case.clientName} (new tab)`}>
                <IdCardIcon />
              </Link>
            ) : null}
            {onInvestigate ? (
              <Tooltip content="Investigation">
                <IconButton size="1" variant="ghost" aria-label={`Open the investigation of case ${l.caseId}`} onClick={() => onInvestigate(l)}>
                  <FileTextIcon />
                </IconButton>
              </Tooltip>
            ) : null}
            {l.case.dateClosed ? null : (
              <Tooltip content="Close Case">
                <IconButton size="1" variant="ghost" color="red" aria-label={`Close case ${l.caseId}`} onClick={() => setClosing({ caseId: l.caseId, clientName: l.case.clientName, retained: !!l.case.retainedDate })}>
                  <CrossCircledIcon />
                </IconButton>
              </Tooltip>
            )}
          </Flex>
        ),
      },
      priority: { id: 'priority', header: 'Priority', value: (l) => l.case.highPriority, cell: edit('highPriority'), searchable: false },
      alert: { id: 'alert', header: 'Alert', value: (l) => l.case.handledByBackup, cell: edit('handledByBackup') },
      leadType: { id: 'leadType', header: 'Lead Type', value: (l) => l.case.leadType, cell: edit('leadType') },
      refOpp: { id: 'refOpp', header: 'Ref Opp', value: (l) => l.case.referralOpportunity, cell: edit('referralOpportunity') },
      client: { id: 'client', header: 'Client', value: (l) => l.case.clientName, cell: (l) => <ClientNameButton caseId={l.caseId} clientName={l.case.clientName} /> },
      phone: { id: 'phone', header: 'Phone Number', value: (l) => l.phoneNumber },
      type: { id: 'type', header: 'Type', value: (l) => l.case.type, truncate: TRUNCATE.type },
      source: { id: 'source', header: 'Source', value: (l) => l.case.referralSource, cell: (l) => <ReferralSourceEdit lead={l} sources={options.advertisingSources} /> },
      crSource: { id: 'crSource', header: 'CR Source', value: (l) => l.case.callrailSource, truncate: TRUNCATE.crSource },
      otherSource: { id: 'otherSource', header: 'Other Source', value: (l) => l.referralSourceComments, truncate: 20 },
      agent: { id: 'agent', header: 'Agent', value: (l) => staffLabel(l.case.agent) },
      investigator: { id: 'investigator', header: 'Investigator', value: (l) => staffLabel(l.case.investigator) },
      attorney: { id: 'attorney', header: 'Attorney', value: (l) => staffLabel(l.case.attorney) },
      caseRank: { id: 'caseRank', header: 'Case Rank', value: (l) => l.case.caseRank },
      rank: { id: 'rank', header: columnIds.includes('caseRank') ? 'Intake Rank' : 'Rank', value: (l) => l.case.intakeRank, cell: edit('intakeRank') },
      status: { id: 'status', header: 'Status', value: (l) => l.case.status, cell: edit('status') },
      refOutStatus: { id: 'refOutStatus', header: 'Status', value: (l) => l.case.status, cell: (l) => <RefOutStatusEdit lead={l} statuses={options.caseStatuses} /> },
      statusDate: { id: 'statusDate', header: 'Status Date', value: (l) => day(l.statusDate), cell: (l) => formatUsDate(day(l.statusDate)) },
      firm: { id: 'firm', header: 'Firm', value: (l) => l.referredOutFirm },
      lastFollowUp: {
        id: 'lastFollowUp',
        header: 'Last Follow Up',
        value: (l) => l.dateOfLastIntakeNote,
        cell: (l) => formatDateTime(l.dateOfLastIntakeNote, { timeZone }),
        csv: (l) => formatDateTime(l.dateOfLastIntakeNote, { timeZone }),
        searchable: false,
      },
      opened: { id: 'opened', header: 'Opened', value: (l) => day(l.case.dateOpened), cell: (l) => formatUsDate(day(l.case.dateOpened)) },
      wanted: { id: 'wanted', header: 'Wanted', value: (l) => l.case.wantedDate, cell: edit('wantedDate') },
      retained: { id: 'retained', header: 'Retained', value: (l) => l.case.retainedDate, cell: (l) => formatUsDate(l.case.retainedDate) },
      closed: { id: 'closed', header: 'Closed', value: (l) => l.case.dateClosed, cell: (l) => formatUsDate(l.case.dateClosed) },
      state: { id: 'state', header: 'State', value: (l) => l.case.state },
      office: { id: 'office', header: 'Office', value: (l) => l.case.office, cell: edit('office') },
      paralegal: { id: 'paralegal', header: 'Paralegal', value: (l) => staffLabel(l.case.paralegal) },
      referred: { id: 'referred', header: 'Referred', value: (l) => l.case.referred, cell: edit('referred') },
      signupType: { id: 'signupType', header: 'Sign-up Type', value: (l) => l.case.signupType, cell: edit('signupType') },
      closedReason: { id: 'closedReason', header: 'Closed Reason', value: (l) => l.case.reasonClosed, truncate: 20 },
    };
    // The Leads page's short headers (spec 1 §2.5: "Agent, Inv, Att").
    const short = columnIds.includes('refOpp');
    const chosen = columnIds.map((id) => {
      const c = all[id];
      if (short && id === 'investigator') return { ...c, header: 'Inv' };
      if (short && id === 'attorney') return { ...c, header: 'Att' };
      return c;
    });
    return [...chosen, ...extraColumns];
  }, [columnIds, options, timeZone, extraColumns]);

  return (
    <>
      <DataTable<IntakeLead>
        label={label}
        rows={filtered}
        columns={columns}
        rowId={(l) => l.id}
        defaultSort={defaultSort}
        sortKey={sortKey}
        pageSizes={pageSizes}
        csvFileName={csvFileName}
        server={server}
        priority={priorityParts ? (l) => l.priority : undefined}
        priorityLabel="High priority"
        othersLabel="All other leads"
        rowColor={colorRows ? (l) => (l.followUpColor ? FOLLOW_UP_BACKGROUND[l.followUpColor] : undefined) : undefined}
        toolbar={
          filters.length > 0 || toolbar ? (
            <>
              {filters.map((f) => (
                <FilterSelect key={f.label} filter={f} leads={leads} value={picked[f.label] ?? ''} onChange={(v) => pick(f.label, v)} />
              ))}
              {toolbar}
            </>
          ) : undefined
        }
      />
      <CloseCaseDialog target={closing} onClose={() => setClosing(null)} />
    </>
  );
}
