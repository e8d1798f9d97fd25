import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { UpsertPaidAdvertisingMutation } from './__generated__/UpsertPaidAdvertisingMutation.graphql';

/** spec 1 §7 upsertSaPaidAdvertising(advertisingSource: case_id, contact_id, optional comments). */
export function useUpsertPaidAdvertising() {
  return useMutationPromise<UpsertPaidAdvertisingMutation>(graphql`
    mutation UpsertPaidAdvertisingMutation($advertisingSource: SaPaidAdvertisingInput!) {
      upsertSaPaidAdvertising(advertisingSource: $advertisingSource) {
        id
        referralSource
        ...CaseDetails_case
      }
    }
  `);
}
