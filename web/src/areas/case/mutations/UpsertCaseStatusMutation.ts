import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertCaseStatusMutation } from './__generated__/UpsertCaseStatusMutation.graphql';

/** spec 1 §4: a case status is a status change of type 1, an intake rank one of type 73. */
export const STATUS_TYPE = { caseStatus: 1, intakeRank: 73 } as const;

export function useUpsertCaseStatus() {
  return useMutationPromise<UpsertCaseStatusMutation>(graphql`
    mutation UpsertCaseStatusMutation($status: SaStatusInput!) {
      upsertSaStatus(status: $status) {
        id
        ...CaseDetails_case
        ...CaseHeader_case
      }
    }
  `);
}
