import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertCaseInfoMutation } from './__generated__/UpsertCaseInfoMutation.graphql';

/** spec 1 §7 upsertCaseInfo(caseInfo: case_id plus one of the info fields). */
export function useUpsertCaseInfo() {
  return useMutationPromise<UpsertCaseInfoMutation>(graphql`
    mutation UpsertCaseInfoMutation($caseInfo: CaseInfoInput!) {
      upsertCaseInfo(caseInfo: $caseInfo) {
        id
        ...CaseDetails_case
        ...CaseHeader_case
      }
    }
  `);
}
