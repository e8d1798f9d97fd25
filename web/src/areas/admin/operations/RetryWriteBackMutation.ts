import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { RetryWriteBackMutation } from './__generated__/RetryWriteBackMutation.graphql';

export function useRetryWriteBack() {
  return useMutationPromise<RetryWriteBackMutation>(graphql`
    mutation RetryWriteBackMutation($writeBackId: String!) {
      retryWriteBack(writeBackId: $writeBackId) {
        writeBackId
        position
      }
    }
  `);
}
