import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { DeactivateUserMutation } from './__generated__/DeactivateUserMutation.graphql';

export function useDeactivateUser() {
  return useMutationPromise<DeactivateUserMutation>(graphql`
    mutation DeactivateUserMutation($userId: Int!) {
      deactivateUser(userId: $userId) {
        id
        active
      }
    }
  `);
}
