import { lazy, Suspense, useState, useTransition } from 'react';
import { Flex, Grid, Text } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { StatCard } from '../../../ui/StatCard';
import { MultiSelectInput } from '../../../ui/fields/MultiSelectInput';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { formatPercent } from '../../../lib/format';
import { DayRangeControls, type DayRange } from '../shared/DayRangeControls';
import { ListHeading } from '../shared/ListHeading';
import { IntakeLeadTable, type LeadColumnId } from '../shared/IntakeLeadTable';
import { useFirmToday } from '../shared/useFirmToday';
import type { ReferralEdit } from './form/InvestigationFields';
import type { InvestigationsPageQuery } from './__generated__/InvestigationsPageQuery.graphql';

const query = graphql`
  query InvestigationsPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $investigatorIds: [Int!], $organizationId: Int, $orgId: Int!) {
    investigations(startDate: $startDate, endDate: $endDate, investigatorIds: $investigatorIds, organizationId: $organizationId) {
      count
      wanted
      retained
      notRetained
      retainedPercent
      leads {
        ...IntakeLeadTable_leads
      }
    }
    organization(id: $orgId) {
      departments {
        name
        users {
          userId
          name
        }
      }
    }
    ...IntakeLeadTable_query
  }
`;

const TOPICS = ['cases', 'intake', 'organization'] as const;
const InvestigationFormDialog = lazy(() => import('./form/InvestigationFormDialog').then((m) => ({ default: m.InvestigationFormDialog })));

interface Investigating {
  caseId: number;
  clientName: string;
  referral: ReferralEdit | null;
}
/** spec 1 §2.5 Investigations columns. */
const COLUMNS: readonly LeadColumnId[] = [
  'action', 'alert', 'leadType', 'client', 'type', 'source', 'agent', 'investigator', 'attorney', 'rank', 'status', 'lastFollowUp', 'opened', 'wanted', 'retained', 'state', 'office',
];
/** spec 3 §2 departments: the investigators are the members of 'Investigators'. */
const INVESTIGATORS_DEPARTMENT = 'Investigators';
const ALL = 'all';

/**
 * spec 1 §2.5 Investigations: the leads wanted in the page's range (default today), an
 * investigator multi-select (All plus the investigators), search, page sizes 25, 50 and all,
 * and the performance figures computed by the server for the selection.
 */
export function InvestigationsPage() {
  const today = useFirmToday();
  const [range, setRange] = useState<DayRange>({ startDate: today, endDate: today });
  const [investigators, setInvestigators] = useState<string[]>([ALL]);
  const [, startTransition] = useTransition();
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  return (
    <Flex direction="column" gap="3">
      <QueryBoundary loadingLabel="Loading the investigations…">
        <InvestigationsBody
          organizationId={organizationId}
          range={range}
          onRange={(r) => startTransition(() => setRange(r))}
          investigators={investigators}
          onInvestigators={(v) => startTransition(() => setInvestigators(v))}
        />
      </QueryBoundary>
    </Flex>
  );
}

function InvestigationsBody({
  organizationId,
  range,
  onRange,
  investigators,
  onInvestigators,
}: {
  organizationId: number | null;
  range: DayRange;
  onRange: (r: DayRange) => void;
  investigators: string[];
  onInvestigators: (v: string[]) => void;
}) {
  const user = useSessionUser();
  const chosen = investigators.includes(ALL) ? null : investigators.map(Number);
  const variables = { startDate: range.startDate, endDate: range.endDate, investigatorIds: chosen, organizationId, orgId: organizationId ?? user.organizationId };
  const data = useRouteQueryData<InvestigationsPageQuery>(query, variables);
  const refetch = useLiveQuery<InvestigationsPageQuery>(query, variables, TOPICS);
  const report = data.investigations;
  const [investigating, setInvestigating] = useState<Investigating | null>(null);
  const people = data.organization?.departments.find((d) => d.name === INVESTIGATORS_DEPARTMENT)?.users ?? [];
  const options = [{ value: ALL, label: 'All' }, ...people.map((u) => ({ value: String(u.userId), label: u.name }))];
  return (
    <>
      <ListHeading title="Investigations" count={report.count} onRefresh={() => void refetch()}>
          <Text color="red">Not Retained: {report.notRetained}</Text>
      </ListHeading>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <StatCard label="Wanted" value={report.wanted} />
        <StatCard label="Retained" value={report.retained} />
        <StatCard label="Not Retained" value={report.notRetained} />
        <StatCard label="Retained %" value={report.retainedPercent === null || report.retainedPercent === undefined ? '—' : formatPercent(report.retainedPercent, 1)} />
      </Grid>
      <Flex gap="4" align="end" wrap="wrap">
        <MultiSelectInput
          label="Investigators"
          value={investigators}
          options={options}
          // "All" and a choice of investigators exclude each other; nothing chosen means All.
          onChange={(next) => {
            const picked = next.filter((v) => v !== ALL);
            const allAdded = next.includes(ALL) && !investigators.includes(ALL);
            onInvestigators(allAdded || picked.length === 0 ? [ALL] : picked);
          }}
        />
        <DayRangeControls range={range} onChange={onRange} />
      </Flex>
      <IntakeLeadTable
        label="Investigations"
        leads={report.leads}
        query={data}
        columns={COLUMNS}
        defaultSort={{ id: 'wanted', desc: true }}
        sortKey={organizationId ? 'org-intake-investigations' : 'intake-investigations'}
        pageSizes={[25, 50, 'all']}
        onInvestigate={(l) =>
          setInvestigating({
            caseId: l.caseId,
            clientName: l.case.clientName,
            // spec 1 §2.5: the referral source and its comments are editable only on the organization page.
            referral: organizationId ? { source: l.case.referralSource ?? null, comments: l.referralSourceComments ?? '' } : null,
          })
        }
      />
      {investigating ? (
        <Suspense fallback={null}>
          <InvestigationFormDialog
            key={investigating.caseId}
            caseId={investigating.caseId}
            clientName={investigating.clientName}
            referral={investigating.referral}
            onClose={() => {
              setInvestigating(null);
              void refetch();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
