import { useEffect, useMemo, useRef } from 'react';
import { Flex, Grid, Text } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { StatCard } from '../../../ui/StatCard';
import { pageVariables, useServerTable } from '../../../ui/serverTable';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime } from '../../../lib/dates';
import { NewLeadButton } from '../newLead/NewLeadDialog';
import { ListHeading } from '../shared/ListHeading';
import { IntakeLeadTable, type LeadColumnId } from '../shared/IntakeLeadTable';
import { FOLLOW_UP_BACKGROUND } from '../shared/leadFormat';
import type { FollowUpPageQuery, FollowUpSort } from './__generated__/FollowUpPageQuery.graphql';
import { DEFAULT_SORT, PAGE_SIZES, SORT, SORT_KEY } from './followUpLoader';

// The defaults are the screen's first view (and what `ops/bench/screens.mjs` measures).
const query = graphql`
  query FollowUpPageQuery(
    $organizationId: Int
    $search: String
    $sortBy: FollowUpSort = WANTED
    $descending: Boolean = true
    $offset: Int = 0
    $first: Int = 25
    $all: Boolean = false
  ) {
    leadsInFollowUpPage(organizationId: $organizationId, search: $search, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first, all: $all) {
      leadCount
      wantedButNotRetained
      investigatorApptNotSigned
      computedAt
      matchingCount
      priorityLeads {
        ...IntakeLeadTable_leads
      }
      leads {
        ...IntakeLeadTable_leads
      }
    }
    ...IntakeLeadTable_query
  }
`;

const TOPICS = ['cases', 'intake'] as const;
/** Colours move with the clock, not only with events: the page asks again every minute. */
const RECOLOUR_MS = 60_000;

/** spec 1 §2.5 Follow Up columns. */
const COLUMNS: readonly LeadColumnId[] = [
  'action', 'priority', 'client', 'type', 'source', 'agent', 'investigator', 'attorney', 'rank', 'status', 'lastFollowUp', 'opened', 'wanted', 'retained', 'state', 'office',
];

/**
 * spec 1 §2.5 Follow Up: the open intake leads, priority leads first in a table of their own,
 * the others with page sizes 25, 50, 100 and all, sorted by wanted date descending, each row
 * coloured by the staleness of its last intake note (spec 1 §9, computed by the server at
 * query time). The server counts, searches, sorts and pages (the list grows with the firm,
 * issue #17).
 */
export function FollowUpPage() {
  const { orgId } = useParams();
  return (
    <Flex direction="column" gap="3">
      <QueryBoundary loadingLabel="Loading the follow-ups…">
        <FollowUpBody organizationId={orgId ? Number(orgId) : null} />
      </QueryBoundary>
    </Flex>
  );
}

function FollowUpBody({ organizationId }: { organizationId: number | null }) {
  const table = useServerTable(SORT_KEY, DEFAULT_SORT, [...PAGE_SIZES]);
  const variables = useMemo(
    () => ({ organizationId, search: table.query.search || null, ...pageVariables<FollowUpSort>(table.query, SORT, 'WANTED') }),
    [organizationId, table.query],
  );
  const data = useRouteQueryData<FollowUpPageQuery>(query, variables);
  const refetch = useLiveQuery<FollowUpPageQuery>(query, variables, TOPICS);
  const timeZone = useFirmTimeZone();
  useRecolour(refetch);
  const report = data.leadsInFollowUpPage;
  const leads = useMemo(() => [...report.priorityLeads, ...report.leads], [report.priorityLeads, report.leads]);
  return (
    <>
      <ListHeading title="Follow Up" count={report.leadCount} onRefresh={() => void refetch()} />
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <StatCard label="Wanted But Not Retained" value={report.wantedButNotRetained} />
        <StatCard label="Investigator Appt Not Signed" value={report.investigatorApptNotSigned} />
      </Grid>
      <Flex>
        <NewLeadButton />
      </Flex>
      <Flex gap="3" align="center" wrap="wrap" aria-label="Colour key">
        <Text size="1" color="gray">
          Time since the last intake note, as of {formatDateTime(report.computedAt, { timeZone })}:
        </Text>
        <Legend color="YELLOW" text="Yellow: getting late" />
        <Legend color="ORANGE" text="Orange: late" />
        <Legend color="RED" text="Red: overdue or no note" />
      </Flex>
      <IntakeLeadTable
        label="Follow Up"
        leads={leads}
        query={data}
        columns={COLUMNS}
        defaultSort={DEFAULT_SORT}
        sortKey={SORT_KEY}
        priorityParts
        pageSizes={[...PAGE_SIZES]}
        colorRows
        server={{ table, total: report.matchingCount }}
      />
    </>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Flex gap="1" align="center">
      <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: FOLLOW_UP_BACKGROUND[color] }} />
      <Text size="1">{text}</Text>
    </Flex>
  );
}

function useRecolour(refetch: () => Promise<void>) {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const timer = setInterval(() => void latest.current(), RECOLOUR_MS);
    return () => clearInterval(timer);
  }, []);
}
