import { Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { INVENTORY_TOPICS, InventoryScreen } from '../InventoryScreen';
import { ReviewTable } from './ReviewTable';
import type { DeadlineReviewPageQuery } from './__generated__/DeadlineReviewPageQuery.graphql';

export const deadlineReviewQuery = graphql`
  query DeadlineReviewPageQuery($userId: Int!) {
    casesWithLastDeadlineReview(userId: $userId) {
      ...ReviewTable_cases
    }
    ...CaseSystemLink_query
  }
`;

/** spec 2 §2 Deadline Review ("same layout as File Review without the stage filter"). */
export function DeadlineReviewPage() {
  return (
    <InventoryScreen<DeadlineReviewPageQuery> query={deadlineReviewQuery} variables={(userId) => ({ userId })} label="Deadline Review">
      {(queryRef, userId) => <DeadlineReview queryRef={queryRef} userId={userId} />}
    </InventoryScreen>
  );
}

function DeadlineReview({ queryRef, userId }: { queryRef: PreloadedQuery<DeadlineReviewPageQuery>; userId: number }) {
  const data = usePreloadedQuery<DeadlineReviewPageQuery>(deadlineReviewQuery, queryRef);
  useLiveQuery<DeadlineReviewPageQuery>(deadlineReviewQuery, { userId }, INVENTORY_TOPICS);
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        Deadline Review
      </Heading>
      <ReviewTable label="Deadline Review" cases={data.casesWithLastDeadlineReview} query={data} reviewHeader="Last Deadline Review" />
    </Flex>
  );
}
