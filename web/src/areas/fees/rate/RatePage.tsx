import { Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { periodScopeVariables } from '../feesLoaders';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import type { RatePageQuery, RatePageQuery$data, RatePageQuery$variables } from './__generated__/RatePageQuery.graphql';
import { moneyColumn } from '../../../ui/moneyColumn';

const query = graphql`
  query RatePageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $userId: Int, $organizationId: Int) {
    rateByYearByAttorneyByType(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {
      year
      caseType
      attorney
      avgTodDays
      avgTodMonths
      totalCases
      avgFees
      rate
      green
    }
  }
`;

const TOPICS = ['fees'] as const;
type Row = RatePageQuery$data['rateByYearByAttorneyByType'][number];

/** spec 2 §2 Rate columns; the rate green above 800 else red (the server's `green`, spec 2 §9). */
const columns: DataColumn<Row>[] = [
  { id: 'year', header: 'Year', value: (r) => r.year },
  { id: 'type', header: 'Case Type', value: (r) => r.caseType },
  { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
  { id: 'days', header: 'TOD Days', value: (r) => r.avgTodDays, cell: (r) => r.avgTodDays.toFixed(1), align: 'right' },
  { id: 'months', header: 'TOD Months', value: (r) => r.avgTodMonths, cell: (r) => r.avgTodMonths.toFixed(1), align: 'right' },
  { id: 'cases', header: 'Total Cases', value: (r) => r.totalCases, align: 'right' },
  moneyColumn('fees', 'Avg Fees', (r) => r.avgFees),
  {
    id: 'rate',
    header: 'Rate',
    value: (r) => r.rate,
    cell: (r) => (
      <Text color={r.green ? 'green' : 'red'} weight="bold" data-rate-color={r.green ? 'green' : 'red'}>
        {r.rate.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </Text>
    ),
    align: 'right',
  },
];

/** spec 2 §2 Rate (per user /dash/{id}/fees/fee-rate, organization /org/{id}/fees/fee-rate). */
export function RatePage({ scope }: { scope: 'user' | 'organization' }) {
  const params = useParams();
  const state = useDateRangeQuery<RatePageQuery>(query, (range) => periodScopeVariables(range, scope, params));
  return (
    <section aria-labelledby="rate-title">
      <Heading as="h1" size="5" id="rate-title" mb="3">
        Rate
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see rates.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading rates…">
          <RateTable queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading rates…" />
      )}
    </section>
  );
}

function RateTable({ queryRef }: { queryRef: PreloadedQuery<RatePageQuery> }) {
  const data = usePreloadedQuery<RatePageQuery>(query, queryRef);
  useLiveQuery<RatePageQuery>(query, queryRef.variables as RatePageQuery$variables, TOPICS);
  return (
    <DataTable
      label="Rate"
      rows={data.rateByYearByAttorneyByType}
      columns={columns}
      rowId={(r) => `${r.year}-${r.caseType}-${r.attorney}`}
      defaultSort={{ id: 'rate', desc: true }}
      pageSizes={[50, 100, 'all']}
      csvFileName="fee_rate"
      emptyText="No settled cases in this period."
    />
  );
}
