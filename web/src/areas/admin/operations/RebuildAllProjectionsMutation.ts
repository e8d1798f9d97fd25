import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { RebuildAllProjectionsMutation } from './__generated__/RebuildAllProjectionsMutation.graphql';

export function useRebuildAllProjections() {
  return useMutationPromise<RebuildAllProjectionsMutation>(graphql`
    mutation RebuildAllProjectionsMutation {
      rebuildAllProjections {
        projections
        position
      }
    }
  `);
}
