import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpdateUserNewCasesMutation } from './__generated__/UpdateUserNewCasesMutation.graphql';

/** spec 1 §7 updateUserNewCases(id, newCasesInPastWeek): an intake admin's override, recorded as an event. */
export function useUpdateUserNewCases() {
  return useMutationPromise<UpdateUserNewCasesMutation>(graphql`
    mutation UpdateUserNewCasesMutation($id: Int!, $newCasesInPastWeek: Int!) {
      updateUserNewCases(id: $id, newCasesInPastWeek: $newCasesInPastWeek) {
        id
        newCasesInPastWeek
        overridden
        percentFull
        score
      }
    }
  `);
}
