import { useState, useTransition } from 'react';
import { Flex, Grid } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { StatCard } from '../../../ui/StatCard';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { formatPercent } from '../../../lib/format';
import { DayRangeControls, type DayRange } from '../shared/DayRangeControls';
import { NewLeadButton } from '../newLead/NewLeadDialog';
import { ListHeading } from '../shared/ListHeading';
import { IntakeLeadTable, type LeadColumnId } from '../shared/IntakeLeadTable';
import { useFirmToday } from '../shared/useFirmToday';
import type { LeadsPageQuery } from './__generated__/LeadsPageQuery.graphql';

const query = graphql`
  query LeadsPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $excludeClosed: Boolean!, $organizationId: Int) {
    leadsInPeriod(startDate: $startDate, endDate: $endDate, excludeClosed: $excludeClosed, organizationId: $organizationId) {
      leadCount
      alert
      alertPercent
      alertPartner
      alertPartnerPercent
      partnerSource
      wanted
      retained
      performancePercent
      leads {
        ...IntakeLeadTable_leads
      }
    }
    ...IntakeLeadTable_query
  }
`;

/** The read models the page shows: it refetches when either advances. */
const TOPICS = ['cases', 'intake'] as const;

/** spec 1 §2.5 Leads: the organization version's columns. */
const ORG_COLUMNS: readonly LeadColumnId[] = [
  'action', 'priority', 'alert', 'leadType', 'refOpp', 'client', 'type', 'source', 'crSource', 'agent', 'investigator', 'attorney',
  'rank', 'status', 'lastFollowUp', 'opened', 'wanted', 'retained', 'closed', 'state', 'office',
];
/** spec 1 §2.5 Leads: the per-user version's columns. */
const USER_COLUMNS: readonly LeadColumnId[] = [
  'action', 'alert', 'client', 'phone', 'type', 'source', 'crSource', 'otherSource', 'agent', 'caseRank', 'rank', 'status',
  'opened', 'wanted', 'retained', 'closed', 'state', 'office',
];

/**
 * spec 1 §2.5 Leads page, organization (/org/{id}/intake/leads) and per-user
 * (/dash/{id}/intake/leads) versions: the leads opened in the page's own range (default today),
 * the header figures computed by the server, Exclude Closed, a day step either way, search,
 * the two table parts, inline edits, and the Leads_Report CSV for admin or marketing on the
 * organization version.
 */
export function LeadsPage({ version }: { version: 'org' | 'user' }) {
  const today = useFirmToday();
  const [range, setRange] = useState<DayRange>({ startDate: today, endDate: today });
  const [excludeClosed, setExcludeClosed] = useState(false);
  // The table stays on screen while a new range loads (no flash of the loading state).
  const [, startTransition] = useTransition();
  const { orgId } = useParams();
  const organizationId = version === 'org' && orgId ? Number(orgId) : null;
  const variables = { startDate: range.startDate, endDate: range.endDate, excludeClosed, organizationId };
  return (
    <Flex direction="column" gap="3">
      <QueryBoundary loadingLabel="Loading the leads…">
        <LeadsBody
          version={version}
          variables={variables}
          range={range}
          onRange={(r) => startTransition(() => setRange(r))}
          excludeClosed={excludeClosed}
          onExcludeClosed={(v) => startTransition(() => setExcludeClosed(v))}
        />
      </QueryBoundary>
    </Flex>
  );
}

function LeadsBody({
  version,
  variables,
  range,
  onRange,
  excludeClosed,
  onExcludeClosed,
}: {
  version: 'org' | 'user';
  variables: LeadsPageQuery['variables'];
  range: DayRange;
  onRange: (r: DayRange) => void;
  excludeClosed: boolean;
  onExcludeClosed: (v: boolean) => void;
}) {
  const data = useRouteQueryData<LeadsPageQuery>(query, variables);
  const refetch = useLiveQuery<LeadsPageQuery>(query, variables, TOPICS);
  const user = useSessionUser();
  const report = data.leadsInPeriod;
  // spec 1 §2.5, §6: "CSV download named Leads_Report (admin or marketing only on the organization version)".
  const csv = version === 'org' && hasRole(user, 'admin', 'marketing') ? 'Leads_Report' : undefined;
  return (
    <>
      <ListHeading title="Leads" count={report.leadCount} onRefresh={() => void refetch()} />
      <Grid columns={{ initial: '2', md: '5' }} gap="3">
        <StatCard label="Alert" value={report.alert} detail={formatPercent(report.alertPercent, 2)} />
        <StatCard label={`Alert (${report.partnerSource})`} value={report.alertPartner} detail={formatPercent(report.alertPartnerPercent, 2)} />
        <StatCard label="Wanted" value={report.wanted} />
        <StatCard label="Retained" value={report.retained} />
        <StatCard label="Performance" value={report.performancePercent === null || report.performancePercent === undefined ? '—' : formatPercent(report.performancePercent, 1)} detail="retained / wanted, mass torts excluded" />
      </Grid>
      <Flex gap="4" align="end" wrap="wrap">
        <SwitchInput label="Exclude Closed" checked={excludeClosed} onChange={onExcludeClosed} />
        <DayRangeControls range={range} onChange={onRange} />
        <NewLeadButton />
      </Flex>
      <IntakeLeadTable
        label="Leads"
        leads={report.leads}
        query={data}
        columns={version === 'org' ? ORG_COLUMNS : USER_COLUMNS}
        sortKey={version === 'org' ? 'org-intake-leads' : 'intake-leads'}
        priorityParts
        csvFileName={csv}
      />
    </>
  );
}
