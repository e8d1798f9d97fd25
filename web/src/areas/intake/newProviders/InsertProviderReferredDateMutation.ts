import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { InsertProviderReferredDateMutation } from './__generated__/InsertProviderReferredDateMutation.graphql';

/** spec 1 §4, §7 insertSaProviderReferredDate(dateInput: provider_id, referred_date, is_referred). */
export function useInsertProviderReferredDate() {
  return useMutationPromise<InsertProviderReferredDateMutation>(graphql`
    mutation InsertProviderReferredDateMutation($dateInput: SaProviderReferredDateInput!) {
      insertSaProviderReferredDate(dateInput: $dateInput) {
        id
        medicalProviders {
          id
          referredDate
        }
      }
    }
  `);
}
