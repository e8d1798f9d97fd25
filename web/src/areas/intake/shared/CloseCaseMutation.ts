import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { CloseCaseMutation } from './__generated__/CloseCaseMutation.graphql';

/** spec 1 §4, §5; 3 §7: closeCase(closeCase: caseId, comment, closeReason, retained). */
export function useCloseCase() {
  return useMutationPromise<CloseCaseMutation>(graphql`
    mutation CloseCaseMutation($closeCase: CloseCaseInput!) {
      closeCase(closeCase: $closeCase) {
        id
        status
        dateClosed
        wantedDate
        reasonClosed
        ...CaseDetails_case
      }
    }
  `);
}
