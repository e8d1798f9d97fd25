import { useDeferredValue, useMemo, useState } from 'react';
import { Flex } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { pageVariables, useServerTable } from '../../../ui/serverTable';
import { ListHeading } from '../shared/ListHeading';
import { IntakeLeadTable, type LeadColumnId, type LeadFilter } from '../shared/IntakeLeadTable';
import type { ReferredOutPageQuery, ReferredOutSort } from './__generated__/ReferredOutPageQuery.graphql';
import { DEFAULT_SORT, PAGE_SIZES, REFERRED_OUT_SORT_KEY, SORT } from './referredOutLoader';

// The defaults are the screen's first view (and what `ops/bench/screens.mjs` measures).
const query = graphql`
  query ReferredOutPageQuery(
    $organizationId: Int
    $filter: ReferredOutFilter
    $sortBy: ReferredOutSort = TYPE
    $descending: Boolean = false
    $offset: Int = 0
    $first: Int = 100
    $all: Boolean = false
  ) {
    referredOutCasesPage(organizationId: $organizationId, filter: $filter, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first, all: $all) {
      totalCount
      matchingCount
      statuses
      types
      firms
      leads {
        id
        ...IntakeLeadTable_leads
      }
    }
    ...IntakeLeadTable_query
  }
`;

const TOPICS = ['cases', 'intake', 'organization'] as const;
/** spec 1 §2.5 Referred Out columns. */
const COLUMNS: readonly LeadColumnId[] = ['action', 'client', 'type', 'attorney', 'refOutStatus', 'statusDate', 'firm', 'state', 'office'];

/**
 * spec 1 §2.5 Referred Out: cases in a REF OUT status (closed ones hidden), page sizes 100 or
 * all, sorted by type; filters Status, Type and Firm. The server filters, searches, sorts and
 * pages (the list grows with the firm, issue #17).
 */
export function ReferredOutPage() {
  const { orgId } = useParams();
  return (
    <Flex direction="column" gap="3">
      <QueryBoundary loadingLabel="Loading the referred-out cases…">
        <ReferredOutBody organizationId={orgId ? Number(orgId) : null} />
      </QueryBoundary>
    </Flex>
  );
}

function ReferredOutBody({ organizationId }: { organizationId: number | null }) {
  const table = useServerTable(REFERRED_OUT_SORT_KEY, DEFAULT_SORT, [...PAGE_SIZES]);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const filterPicks = useDeferredValue(picked);
  const variables = useMemo(
    () => ({
      organizationId,
      filter: { status: filterPicks.Status || null, type: filterPicks.Type || null, firm: filterPicks.Firm || null, search: table.query.search || null },
      ...pageVariables<ReferredOutSort>(table.query, SORT, 'TYPE'),
    }),
    [organizationId, filterPicks, table.query],
  );
  const data = useRouteQueryData<ReferredOutPageQuery>(query, variables);
  const refetch = useLiveQuery<ReferredOutPageQuery>(query, variables, TOPICS);
  const page = data.referredOutCasesPage;
  const filters: LeadFilter[] = [
    { label: 'Status', value: (l) => l.case.status, options: page.statuses },
    { label: 'Type', value: (l) => l.case.type, options: page.types },
    { label: 'Firm', value: (l) => l.referredOutFirm, options: page.firms },
  ];
  return (
    <>
      <ListHeading title="Referred Out" count={page.totalCount} onRefresh={() => void refetch()} />
      <IntakeLeadTable
        label="Referred Out"
        leads={page.leads}
        query={data}
        columns={COLUMNS}
        defaultSort={DEFAULT_SORT}
        sortKey="org-intake-referred-out"
        pageSizes={[...PAGE_SIZES]}
        filters={filters}
        picked={picked}
        onPick={(label, value) => {
          setPicked((p) => ({ ...p, [label]: value }));
          table.setPageIndex(0);
        }}
        server={{ table, total: page.matchingCount }}
      />
    </>
  );
}
