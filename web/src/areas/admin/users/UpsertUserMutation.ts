import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertUserMutation } from './__generated__/UpsertUserMutation.graphql';

export function useUpsertUser() {
  return useMutationPromise<UpsertUserMutation>(graphql`
    mutation UpsertUserMutation($user: UserInput!) {
      upsertUser(user: $user) {
        id
        ...UsersList_users
        ...UserDialog_user
      }
    }
  `);
}
