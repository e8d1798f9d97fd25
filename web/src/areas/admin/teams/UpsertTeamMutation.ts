import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertTeamMutation } from './__generated__/UpsertTeamMutation.graphql';

export function useUpsertTeam() {
  return useMutationPromise<UpsertTeamMutation>(graphql`
    mutation UpsertTeamMutation($team: TeamInput!) {
      upsertTeam(team: $team) {
        id
        teamId
        name
        version
        active
        userIds
      }
    }
  `);
}
