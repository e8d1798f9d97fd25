import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../app/relay/hooks';
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
