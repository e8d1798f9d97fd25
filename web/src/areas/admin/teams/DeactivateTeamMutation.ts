import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { DeactivateTeamMutation } from './__generated__/DeactivateTeamMutation.graphql';

export function useDeactivateTeam() {
  return useMutationPromise<DeactivateTeamMutation>(graphql`
    mutation DeactivateTeamMutation($teamId: Int!) {
      deactivateTeam(teamId: $teamId) {
        id
        active
      }
    }
  `);
}
