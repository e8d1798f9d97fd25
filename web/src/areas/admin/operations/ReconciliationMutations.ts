import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { ReconciliationMutationsReconcileMutation } from './__generated__/ReconciliationMutationsReconcileMutation.graphql';
import type { ReconciliationMutationsRepullMutation } from './__generated__/ReconciliationMutationsRepullMutation.graphql';

/** Issue #18: "Reconcile now" on the operations screen. */
export function useReconcileNow() {
  return useMutationPromise<ReconciliationMutationsReconcileMutation>(graphql`
    mutation ReconciliationMutationsReconcileMutation {
      reconcileNow {
        total
      }
    }
  `);
}

/** Issue #18: a drifting case's "Re-pull" (fetches its facts again; idempotent). */
export function useRepullCase() {
  return useMutationPromise<ReconciliationMutationsRepullMutation>(graphql`
    mutation ReconciliationMutationsRepullMutation($caseId: Int!) {
      repullCase(caseId: $caseId) {
        caseId
        facts
        imported
        cleared
      }
    }
  `);
}
