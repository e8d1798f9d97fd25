import { Flex, Heading, Link as RadixLink } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { INVENTORY_TOPICS, InventoryScreen } from '../../inventory/InventoryScreen';
import { FileReviewNote } from '../../inventory/review/FileReviewNote';
import { ReviewTable } from '../../inventory/review/ReviewTable';
import type { NegotiationFileReviewPageQuery } from './__generated__/NegotiationFileReviewPageQuery.graphql';

export const negotiationFileReviewQuery = graphql`
  query NegotiationFileReviewPageQuery($userId: Int!) {
    negotiationFileReviewCases(userId: $userId) {
      ...ReviewTable_cases
    }
    fileReviewTemplates {
      emailTemplateName
      emailTemplateBody
    }
    ...CaseSystemLink_query
  }
`;

/** spec 2 §2 Negotiation: File Review (/negotiation/file-review) — the file-review list of the Negotiation stage, each client linking to the case summary (route `case`). */
export function NegotiationFileReviewPage() {
  return (
    <InventoryScreen<NegotiationFileReviewPageQuery> query={negotiationFileReviewQuery} variables={(userId) => ({ userId })} label="Negotiation File Review">
      {(queryRef, userId) => <NegotiationFileReview queryRef={queryRef} userId={userId} />}
    </InventoryScreen>
  );
}

function NegotiationFileReview({ queryRef, userId }: { queryRef: PreloadedQuery<NegotiationFileReviewPageQuery>; userId: number }) {
  const data = usePreloadedQuery<NegotiationFileReviewPageQuery>(negotiationFileReviewQuery, queryRef);
  const refetch = useLiveQuery<NegotiationFileReviewPageQuery>(negotiationFileReviewQuery, { userId }, INVENTORY_TOPICS);
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        Negotiation File Review
      </Heading>
      <ReviewTable
        label="Negotiation File Review"
        cases={data.negotiationFileReviewCases}
        query={data}
        reviewHeader="Last File Review"
        clientCell={(r) => (
          <RadixLink asChild>
            <Link to={`/case/${r.caseId}`}>{r.clientName}</Link>
          </RadixLink>
        )}
        note={(r) => <FileReviewNote caseId={r.caseId} clientName={r.clientName} note={r.lastFileReviewNote} templates={data.fileReviewTemplates} onSaved={() => void refetch()} />}
      />
    </Flex>
  );
}
