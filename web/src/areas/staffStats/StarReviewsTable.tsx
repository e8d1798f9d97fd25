import { Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../platform/relay/hooks';
import { useDateRangeQuery } from '../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../ui/QueryBoundary';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import type { StarReviewsTableQuery, StarReviewsTableQuery$data } from './__generated__/StarReviewsTableQuery.graphql';

const query = graphql`
  query StarReviewsTableQuery($userId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!) {
    total_4_and_5_star_reviews_by_attorney_in_period(userId: $userId, startDate: $startDate, endDate: $endDate) {
      attorney
      total
    }
  }
`;

const TOPICS = ['team', 'fees'] as const;
const TITLE = 'Cases With 4 or 5 Star Reviews By Team';
type Row = StarReviewsTableQuery$data['total_4_and_5_star_reviews_by_attorney_in_period'][number];

const columns: DataColumn<Row>[] = [
  { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
  { id: 'total', header: 'Total', value: (r) => r.total, align: 'right' },
];

/** spec 2 §2 Team dashboard: 'Cases With 4 or 5 Star Reviews By Team', for the top bar's period. */
export function StarReviewsTable({ userId }: { userId: number }) {
  const state = useDateRangeQuery<StarReviewsTableQuery>(query, (r) => ({ userId, startDate: r.startDate, endDate: r.endDate }));
  return (
    <section aria-label={TITLE}>
      <Heading as="h2" size="3" mt="4" mb="2">
        {TITLE}
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray">Choose both dates of the period to see reviews.</Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading reviews…">
          <Rows queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading reviews…" />
      )}
    </section>
  );
}

function Rows({ queryRef }: { queryRef: PreloadedQuery<StarReviewsTableQuery> }) {
  const data = usePreloadedQuery<StarReviewsTableQuery>(query, queryRef);
  useLiveQuery<StarReviewsTableQuery>(query, queryRef.variables, TOPICS);
  return (
    <DataTable
      label={TITLE}
      rows={data.total_4_and_5_star_reviews_by_attorney_in_period}
      columns={columns}
      rowId={(r) => r.attorney}
      defaultSort={{ id: 'total', desc: true }}
      searchable={false}
      emptyText="No 4 or 5 star reviews in this period."
    />
  );
}
