import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertCaseDataMutation } from './__generated__/UpsertCaseDataMutation.graphql';

/** spec 2 §7 upsertCaseData: one stage-specific note or colour; the row that shows it updates from the answer. */
export function useUpsertCaseData() {
  return useMutationPromise<UpsertCaseDataMutation>(graphql`
    mutation UpsertCaseDataMutation($caseData: CaseDataInput!) {
      upsertCaseData(caseData: $caseData) {
        id
        userId
        note
        noteUpdatedAt
        color
      }
    }
  `);
}
