import { Flex, Heading } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { StatCard } from '../../../ui/StatCard';
import { CountChart } from '../../../ui/charts/CountChart';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { parseUserId } from '../notes/caseNotesLoader';
import type { UserReviewsPageQuery, UserReviewsPageQuery$data } from './__generated__/UserReviewsPageQuery.graphql';

const query = graphql`
  query UserReviewsPageQuery($userId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!) {
    userReviewsInPeriod(userId: $userId, startDate: $startDate, endDate: $endDate) {
      counted
      byMonth {
        label
        count
      }
      reviews {
        id
        caseId
        clientName
        review
        date
        attorney
        paralegal
        countsForUser
      }
    }
  }
`;

const TOPICS = ['reviews', 'cases'] as const;
type Row = UserReviewsPageQuery$data['userReviewsInPeriod']['reviews'][number];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** spec 2 §5 per-user Reviews (/dash/{userId}/reviews): the user's cases' client reviews in the top bar's range. */
export function UserReviewsPage() {
  const userId = parseUserId(useParams().userId);
  const state = useDateRangeQuery<UserReviewsPageQuery>(query, (r) => ({ userId: userId ?? 0, startDate: r.startDate, endDate: r.endDate }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Reviews
      </Heading>
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the reviews…">
          <UserReviewsBody queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the reviews…" />
      )}
    </Flex>
  );
}

function UserReviewsBody({ queryRef }: { queryRef: PreloadedQuery<UserReviewsPageQuery> }) {
  const data = usePreloadedQuery<UserReviewsPageQuery>(query, queryRef);
  useLiveQuery<UserReviewsPageQuery>(query, queryRef.variables, TOPICS);
  const r = data.userReviewsInPeriod;
  const columns: DataColumn<Row>[] = [
    { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
    { id: 'review', header: 'Review', value: (c) => c.review },
    { id: 'date', header: 'Date', value: (c) => c.date, cell: (c) => formatUsDate(c.date) },
    { id: 'attorney', header: 'Attorney', value: (c) => c.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (c) => c.paralegal },
    { id: 'counts', header: 'Counts', value: (c) => (c.countsForUser ? 'Yes' : 'No') },
  ];
  return (
    <>
      <StatCard label="5 Star Reviews" value={r.counted.toLocaleString('en-US')} detail={`of ${r.reviews.length.toLocaleString('en-US')} reviews`} />
      <CountChart title="5 Star Reviews by Month" series="Reviews" counts={r.byMonth} formatLabel={(l) => `${MONTHS[Number(l.slice(5, 7)) - 1]} ${l.slice(0, 4)}`} height={200} />
      <DataTable<Row> label="Reviews" rows={r.reviews} columns={columns} rowId={(c) => c.id} defaultSort={{ id: 'date', desc: true }} sortKey="dash-reviews" emptyText="No reviews in this period." />
    </>
  );
}
