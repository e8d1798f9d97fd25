import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { WatchCaseMutationsStartMutation } from './__generated__/WatchCaseMutationsStartMutation.graphql';
import type { WatchCaseMutationsStopMutation } from './__generated__/WatchCaseMutationsStopMutation.graphql';
import type { WatchCaseMutationsRankMutation } from './__generated__/WatchCaseMutationsRankMutation.graphql';

/** The admin's watched ids, as the All Cases row menu reads them (refetched after a change). */
export const watchedCaseIdsQuery = graphql`
  query WatchCaseMutationsIdsQuery {
    watchedCaseIds
  }
`;

/**
 * spec 2 §7 startWatching / stopWatching (watchedCase{caseId}) return caseId; spec 1 §4 "refetches
 * the user and adds or removes the case id in the local watched list": the ids are refetched.
 */
export function useWatchCase() {
  const environment = useRelayEnvironment();
  const [start] = useMutationPromise<WatchCaseMutationsStartMutation>(graphql`
    mutation WatchCaseMutationsStartMutation($watchedCase: WatchedCaseInput!) {
      startWatching(watchedCase: $watchedCase)
    }
  `);
  const [stop] = useMutationPromise<WatchCaseMutationsStopMutation>(graphql`
    mutation WatchCaseMutationsStopMutation($watchedCase: WatchedCaseInput!) {
      stopWatching(watchedCase: $watchedCase)
    }
  `);
  return useCallback(
    async (caseId: number, watch: boolean) => {
      await (watch ? start({ watchedCase: { caseId } }) : stop({ watchedCase: { caseId } }));
      await fetchQuery(environment, watchedCaseIdsQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    },
    [environment, start, stop],
  );
}

/** spec 2 §7 insertSaRankStatus(status: case_id, status_id): the inventory rank (spec 2 §4). */
export function useInsertRankStatus() {
  return useMutationPromise<WatchCaseMutationsRankMutation>(graphql`
    mutation WatchCaseMutationsRankMutation($status: SaRankStatusInput!) {
      insertSaRankStatus(status: $status) {
        caseId
      }
    }
  `);
}
