import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { SetGoalsMutation } from './__generated__/SetGoalsMutation.graphql';

export function useSetGoals() {
  return useMutationPromise<SetGoalsMutation>(graphql`
    mutation SetGoalsMutation($input: SetGoalsInput!) {
      setGoals(input: $input) {
        effectiveFrom
        version
      }
    }
  `);
}
