import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { InsertWantedDateMutation } from './__generated__/InsertWantedDateMutation.graphql';

/** spec 1 §7 insertSaWantedDate(dateInput: case_id, wanted_date). */
export function useInsertWantedDate() {
  return useMutationPromise<InsertWantedDateMutation>(graphql`
    mutation InsertWantedDateMutation($dateInput: SaWantedDateInput!) {
      insertSaWantedDate(dateInput: $dateInput) {
        id
        ...CaseDetails_case
        ...CaseHeader_case
      }
    }
  `);
}
