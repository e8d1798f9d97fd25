import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { RebuildProjectionMutation } from './__generated__/RebuildProjectionMutation.graphql';

export function useRebuildProjection() {
  return useMutationPromise<RebuildProjectionMutation>(graphql`
    mutation RebuildProjectionMutation($name: String!) {
      rebuildProjection(name: $name) {
        projections
        position
      }
    }
  `);
}
