import { Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { periodScopeVariables } from '../feesLoaders';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { StatCard } from '../../../ui/StatCard';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatMoneyCents } from '../../../lib/format';
import { formatUsDate } from '../../../lib/dates';
import { SettledBreakdown, SettledStatsTable } from './SettledStats';
import type { SettledCasesPageQuery, SettledCasesPageQuery$data, SettledCasesPageQuery$variables } from './__generated__/SettledCasesPageQuery.graphql';
import { moneyColumn } from '../../../ui/moneyColumn';

const query = graphql`
  query SettledCasesPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $userId: Int, $organizationId: Int) {
    fullySettledCasesInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {
      totals {
        cases
        averageFee
        normalRangeAverage
        preLitigationAverage
        litigationAverage
      }
      byCaseGroup {
        ...SettledStats_stats
      }
      byOffice {
        ...SettledStats_stats
      }
      byAttorney {
        ...SettledStats_stats
      }
      cases {
        caseId
        clientName
        attorneyName
        paralegalName
        office
        caseGroup
        litigationStatus
        totalFees
        dateSettled
      }
    }
  }
`;

const TOPICS = ['fees'] as const;

type Case = SettledCasesPageQuery$data['fullySettledCasesInPeriod']['cases'][number];

/** spec 2 §2 Settled Cases table. */
const columns: DataColumn<Case>[] = [
  { id: 'client', header: 'Client', value: (c) => c.clientName },
  { id: 'attorney', header: 'Attorney', value: (c) => c.attorneyName },
  { id: 'paralegal', header: 'Paralegal', value: (c) => c.paralegalName ?? '' },
  { id: 'office', header: 'Office', value: (c) => c.office },
  { id: 'group', header: 'Case Group', value: (c) => c.caseGroup },
  { id: 'litigation', header: 'Litigation Status', value: (c) => c.litigationStatus },
  moneyColumn('fees', 'Total Fees', (c) => c.totalFees),
  { id: 'date', header: 'Date Settled', value: (c) => c.dateSettled, cell: (c) => formatUsDate(c.dateSettled) },
];

/** spec 2 §2 Settled Cases (organization tab /org/{id}/fees/settled-cases; per user /dash/{id}/fees/settled-cases). */
export function SettledCasesPage({ scope }: { scope: 'user' | 'organization' }) {
  const params = useParams();
  const state = useDateRangeQuery<SettledCasesPageQuery>(query, (range) => periodScopeVariables(range, scope, params));
  return (
    <section aria-labelledby="settled-title">
      <Heading as="h1" size="5" id="settled-title" mb="3">
        Settled Cases
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see settled cases.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading settled cases…">
          <SettledContent queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading settled cases…" />
      )}
    </section>
  );
}

function SettledContent({ queryRef }: { queryRef: PreloadedQuery<SettledCasesPageQuery> }) {
  const data = usePreloadedQuery<SettledCasesPageQuery>(query, queryRef);
  useLiveQuery<SettledCasesPageQuery>(query, queryRef.variables as SettledCasesPageQuery$variables, TOPICS);
  const r = data.fullySettledCasesInPeriod;
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap">
        <StatCard label="Total Settled Cases" value={r.totals.cases.toLocaleString('en-US')} />
        <StatCard label="Average Fee per Case" value={formatMoneyCents(r.totals.averageFee)} detail="cases over $2,000" />
        <StatCard label="Normal Range Average" value={formatMoneyCents(r.totals.normalRangeAverage)} detail="over $2,000 up to $1,000,000" />
        <StatCard label="Pre-Litigation Average" value={formatMoneyCents(r.totals.preLitigationAverage)} />
        <StatCard label="Litigation Average" value={formatMoneyCents(r.totals.litigationAverage)} />
      </Flex>
      <SettledBreakdown byCaseGroup={r.byCaseGroup} byOffice={r.byOffice} />
      <SettledStatsTable title="Attorney Performance Analytics" keyHeader="Attorney" stats={r.byAttorney} pageSizes={[5, 10, 'all']} />
      <Heading as="h2" size="3">
        Settled Cases
      </Heading>
      <DataTable label="Settled cases" rows={r.cases} columns={columns} rowId={(c) => String(c.caseId)} defaultSort={{ id: 'date', desc: true }} pageSizes={[50, 100, 'all']} csvFileName="settled_cases" emptyText="No settled cases in this period." />
    </Flex>
  );
}
