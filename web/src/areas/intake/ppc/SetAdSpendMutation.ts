import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { SetAdSpendMutation } from './__generated__/SetAdSpendMutation.graphql';

/** Issue 15: a paid source's spend for a month (an `ad_spend_set` event). */
export function useSetAdSpend() {
  return useMutationPromise<SetAdSpendMutation>(graphql`
    mutation SetAdSpendMutation($source: String!, $month: String!, $amountCents: Money!) {
      setAdSpend(source: $source, month: $month, amountCents: $amountCents)
    }
  `);
}
