import { Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { PREFERENCE_KEYS, usePreference } from '../../../platform/preferences/storage';
import { HideStagesSelect } from '../HideStagesSelect';
import { INVENTORY_TOPICS, InventoryScreen } from '../InventoryScreen';
import { FileReviewNote } from './FileReviewNote';
import { ReviewTable } from './ReviewTable';
import type { FileReviewPageQuery } from './__generated__/FileReviewPageQuery.graphql';

export const fileReviewQuery = graphql`
  query FileReviewPageQuery($userId: Int!, $hideStages: [String!]) {
    casesWithLastFileReview(userId: $userId, hideStages: $hideStages) {
      ...ReviewTable_cases
    }
    fileReviewTemplates {
      emailTemplateName
      emailTemplateBody
    }
    hideStageOptions {
      stages
      hiddenByDefault
    }
    ...CaseSystemLink_query
  }
`;

/** spec 2 §2 File Review, /dash/{id}/inventory/file-review. */
export function FileReviewPage() {
  // The hidden stages are remembered in the browser (spec 2 §3 saved preferences); null: the server's defaults.
  const [hidden, setHidden] = usePreference<string[] | null>(PREFERENCE_KEYS.hiddenFileReviewStages, null);
  return (
    <InventoryScreen<FileReviewPageQuery> query={fileReviewQuery} variables={(userId) => ({ userId, hideStages: hidden })} label="File Review">
      {(queryRef, userId) => <FileReview queryRef={queryRef} variables={{ userId, hideStages: hidden }} onHidden={setHidden} />}
    </InventoryScreen>
  );
}

function FileReview({ queryRef, variables, onHidden }: { queryRef: PreloadedQuery<FileReviewPageQuery>; variables: FileReviewPageQuery['variables']; onHidden: (stages: string[]) => void }) {
  const data = usePreloadedQuery<FileReviewPageQuery>(fileReviewQuery, queryRef);
  const refetch = useLiveQuery<FileReviewPageQuery>(fileReviewQuery, variables, INVENTORY_TOPICS);
  return (
    <Flex direction="column" gap="3">
      <Heading size="5" as="h1">
        File Review
      </Heading>
      <ReviewTable
        label="File Review"
        cases={data.casesWithLastFileReview}
        query={data}
        reviewHeader="Last File Review"
        note={(r) => <FileReviewNote caseId={r.caseId} clientName={r.clientName} note={r.lastFileReviewNote} templates={data.fileReviewTemplates} onSaved={() => void refetch()} />}
        toolbar={<HideStagesSelect stages={data.hideStageOptions.stages} value={variables.hideStages ?? data.hideStageOptions.hiddenByDefault} onChange={onHidden} />}
      />
    </Flex>
  );
}
