import { useState } from 'react';
import { Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useLiveQuery, useQueryOnMount } from '../../../app/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { StatCard } from '../../../ui/StatCard';
import { formatMoneyCents } from '../../../lib/format';
import { formatUsDate } from '../../../lib/dates';
import type { SettlementsPageQuery } from './__generated__/SettlementsPageQuery.graphql';
import type { SettlementsPage_report$data, SettlementsPage_report$key } from './__generated__/SettlementsPage_report.graphql';
import { moneyColumn } from '../../../ui/moneyColumn';

const query = graphql`
  query SettlementsPageQuery($all: Boolean!) {
    openSettlements @include(if: $all) {
      ...SettlementsPage_report
    }
    openSettlementsByStaff @skip(if: $all) {
      ...SettlementsPage_report
    }
  }
`;

const reportFragment = graphql`
  fragment SettlementsPage_report on OpenSettlements {
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
`;

type Row = SettlementsPage_report$data['settlements'][number];

const TOPICS = ['fees'] as const;

const money = (id: string, header: string, get: (r: Row) => number): DataColumn<Row> => moneyColumn(id, header, get);

/** spec 2 §2 Settlements columns. */
const columns: DataColumn<Row>[] = [
  { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
  { id: 'client', header: 'Client', value: (r) => r.clientName },
  { id: 'type', header: 'Type', value: (r) => r.settlementType ?? '' },
  { id: 'insType', header: 'Ins Type', value: (r) => r.insType ?? '' },
  { id: 'date', header: 'Date', value: (r) => r.dateCreated ?? '', cell: (r) => formatUsDate(r.dateCreated) },
  money('settlement', 'Settlement', (r) => r.settlement),
  money('fee', 'Fee', (r) => r.attorneyFee),
  money('banked', 'Banked', (r) => r.feesTaken),
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

/** spec 2 §2 Settlements (open settlements), per user and organization tabs. */
export function SettlementsPage() {
  const user = useSessionUser();
  // spec 2 §2 "Show All (admin only)"; spec 2 §6 gives admin or marketing the fee Show All.
  const canShowAll = hasRole(user, 'admin', 'marketing', 'overlord');
  const [showAll, setShowAll] = useState(true);
  const [onlyNotBanked, setOnlyNotBanked] = useState(false);
  const all = canShowAll && showAll;
  const queryRef = useQueryOnMount<SettlementsPageQuery>(query, { all });
  return (
    <section aria-labelledby="settlements-title">
      <Heading as="h1" size="5" id="settlements-title" mb="3">
        Settlements
      </Heading>
      <Flex gap="4" align="center" mb="3" role="group" aria-label="Settlement filters">
        <Toggle label="Only Not Banked" checked={onlyNotBanked} onChange={setOnlyNotBanked} />
        {canShowAll ? <Toggle label="Show All" checked={showAll} onChange={setShowAll} /> : null}
      </Flex>
      {queryRef ? (
        <QueryBoundary loadingLabel="Loading settlements…">
          <SettlementsContent queryRef={queryRef} all={all} onlyNotBanked={onlyNotBanked} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading settlements…" />
      )}
    </section>
  );
}

function SettlementsContent({ queryRef, all, onlyNotBanked }: { queryRef: PreloadedQuery<SettlementsPageQuery>; all: boolean; onlyNotBanked: boolean }) {
  const data = usePreloadedQuery<SettlementsPageQuery>(query, queryRef);
  useLiveQuery<SettlementsPageQuery>(query, { all }, TOPICS);
  const key = (all ? data.openSettlements : data.openSettlementsByStaff) as SettlementsPage_report$key;
  const report = useFragment(reportFragment, key);
  // spec 2 §4: "not banked" is the server's flag; the toggle only narrows the list.
  const rows = onlyNotBanked ? report.settlements.filter((s) => s.notBanked) : report.settlements;
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3">
        <StatCard label="Fees Not Banked" value={formatMoneyCents(report.feesNotBanked)} detail={`${report.notBankedCount} ${report.notBankedCount === 1 ? 'settlement' : 'settlements'}`} />
      </Flex>
      <DataTable
        label="Open settlements"
        rows={rows}
        columns={columns}
        rowId={(r) => `${r.caseId}-${r.settlementId}`}
        defaultSort={{ id: 'date', desc: true }}
        pageSizes={[50, 100, 'all']}
        csvFileName="settlements"
        emptyText="No open settlements."
      />
    </Flex>
  );
}
