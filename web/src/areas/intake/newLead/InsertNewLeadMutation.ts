import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { InsertNewLeadMutation } from './__generated__/InsertNewLeadMutation.graphql';

/** spec 1 §7 insertNewLead(newLead) returns caseId. */
export function useInsertNewLead() {
  return useMutationPromise<InsertNewLeadMutation>(graphql`
    mutation InsertNewLeadMutation($newLead: NewLeadInput!) {
      insertNewLead(newLead: $newLead) {
        caseId
      }
    }
  `);
}
