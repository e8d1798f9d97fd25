import { useDeferredValue, useMemo, useState } from 'react';
import { Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { pageVariables, useServerTable } from '../../../ui/serverTable';
import { StatCard } from '../../../ui/StatCard';
import { formatMoneyCents } from '../../../lib/format';
import { formatUsDate } from '../../../lib/dates';
import { moneyColumn } from '../../../ui/moneyColumn';
import type { SettlementSort, SettlementsPageQuery, SettlementsPageQuery$data } from './__generated__/SettlementsPageQuery.graphql';
import { DEFAULT_SORT, PAGE_SIZES, SETTLEMENTS_SORT_KEY, SORT } from './settlementsLoader';

// The defaults are the screen's first view (and what `ops/bench/screens.mjs` measures).
const query = graphql`
  query SettlementsPageQuery(
    $showAll: Boolean!
    $onlyNotBanked: Boolean = false
    $search: String
    $sortBy: SettlementSort = DATE
    $descending: Boolean = true
    $offset: Int = 0
    $first: Int = 50
    $all: Boolean = false
  ) {
    openSettlementsPage(
      showAll: $showAll
      onlyNotBanked: $onlyNotBanked
      search: $search
      sortBy: $sortBy
      descending: $descending
      offset: $offset
      first: $first
      all: $all
    ) {
      totalCount
      matchingCount
      feesNotBanked
      notBankedCount
      settlements {
        settlementId
        caseId
        clientName
        attorney
        settlementType
        insType
        settlement
        attorneyFee
        feesTaken
        dateCreated
        market
        closingDate
        notBanked
      }
    }
  }
`;

type Row = SettlementsPageQuery$data['openSettlementsPage']['settlements'][number];

const TOPICS = ['fees'] as const;

/** spec 2 §2 Settlements columns. */
const columns: DataColumn<Row>[] = [
  { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
  { id: 'client', header: 'Client', value: (r) => r.clientName },
  { id: 'type', header: 'Type', value: (r) => r.settlementType ?? '' },
  { id: 'insType', header: 'Ins Type', value: (r) => r.insType ?? '' },
  { id: 'date', header: 'Date', value: (r) => r.dateCreated ?? '', cell: (r) => formatUsDate(r.dateCreated) },
  moneyColumn('settlement', 'Settlement', (r: Row) => r.settlement),
  moneyColumn('fee', 'Fee', (r: Row) => r.attorneyFee),
  moneyColumn('banked', 'Banked', (r: Row) => r.feesTaken),
  { id: 'market', header: 'Market', value: (r) => r.market ?? '' },
  { id: 'closed', header: 'Closed', value: (r) => r.closingDate ?? '', cell: (r) => formatUsDate(r.closingDate) },
];


function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch checked={checked} onCheckedChange={onChange} aria-label={label} />
        {label}
      </Flex>
    </Text>
  );
}

/**
 * spec 2 §2 Settlements (open settlements), per user and organization tabs. The server
 * narrows, sorts and pages (an organization's list grows with the firm, issue #17); the Fees
 * Not Banked total is over every open settlement shown by Show All or not.
 */
export function SettlementsPage() {
  const user = useSessionUser();
  // spec 2 §2 "Show All (admin only)"; spec 2 §6 gives admin or marketing the fee Show All.
  const canShowAll = hasRole(user, 'admin', 'marketing', 'overlord');
  const [showAll, setShowAll] = useState(true);
  const [onlyNotBanked, setOnlyNotBanked] = useState(false);
  const table = useServerTable(SETTLEMENTS_SORT_KEY, DEFAULT_SORT, [...PAGE_SIZES]);
  return (
    <section aria-labelledby="settlements-title">
      <Heading as="h1" size="5" id="settlements-title" mb="3">
        Settlements
      </Heading>
      <Flex gap="4" align="center" mb="3" role="group" aria-label="Settlement filters">
        <Toggle
          label="Only Not Banked"
          checked={onlyNotBanked}
          onChange={(v) => {
            setOnlyNotBanked(v);
            table.setPageIndex(0);
          }}
        />
        {canShowAll ? (
          <Toggle
            label="Show All"
            checked={showAll}
            onChange={(v) => {
              setShowAll(v);
              table.setPageIndex(0);
            }}
          />
        ) : null}
      </Flex>
      <QueryBoundary loadingLabel="Loading settlements…">
        <SettlementsContent showAll={canShowAll && showAll} onlyNotBanked={onlyNotBanked} table={table} />
      </QueryBoundary>
    </section>
  );
}

function SettlementsContent(props: { showAll: boolean; onlyNotBanked: boolean; table: ReturnType<typeof useServerTable> }) {
  const { table } = props;
  // Deferred like the table's own query: the rows shown stay while the next ones load.
  const showAll = useDeferredValue(props.showAll);
  const onlyNotBanked = useDeferredValue(props.onlyNotBanked);
  const variables = useMemo(
    () => ({
      showAll,
      onlyNotBanked,
      search: table.query.search || null,
      ...pageVariables<SettlementSort>(table.query, SORT, 'DATE'),
    }),
    [showAll, onlyNotBanked, table.query],
  );
  const data = useRouteQueryData<SettlementsPageQuery>(query, variables);
  useLiveQuery<SettlementsPageQuery>(query, variables, TOPICS);
  const report = data.openSettlementsPage;
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3">
        <StatCard label="Fees Not Banked" value={formatMoneyCents(report.feesNotBanked)} detail={`${report.notBankedCount} ${report.notBankedCount === 1 ? 'settlement' : 'settlements'}`} />
      </Flex>
      <DataTable
        label="Open settlements"
        rows={report.settlements}
        columns={columns}
        rowId={(r) => `${r.caseId}-${r.settlementId}`}
        defaultSort={DEFAULT_SORT}
        pageSizes={[...PAGE_SIZES]}
        csvFileName="settlements"
        emptyText="No open settlements."
        server={{ table, total: report.matchingCount }}
      />
    </Flex>
  );
}
