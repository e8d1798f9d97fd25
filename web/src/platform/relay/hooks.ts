import { useCallback, useEffect, useMemo } from 'react';
import { useMutation, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { fetchQuery, type GraphQLTaggedNode, type MutationParameters, type OperationType, type VariablesOf } from 'relay-runtime';
import { asRequestError } from './errors';
import { useChanges } from '../live/changes';
import { freshRunner } from './freshRunner';

/** A mutation as a promise: resolves with the response, rejects with a RequestError. */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode): [(variables: T['variables']) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) => (errors?.length ? reject(asRequestError({ source: { errors } })) : resolve(response)),
          onError: (err) => reject(asRequestError(err)),
        });
      }),
    [commit],
  );
  return [run, inFlight];
}

/**
 * Refetches `query` into the store whenever one of `topics` advances on the server (with
 * `entities`, only when one of them changed), so an edit in another browser shows without a
 * reload. Returns the refetch for use after saves.
 */
export function useLiveQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  topics: readonly string[],
  entities: readonly string[] = [],
): () => Promise<void> {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  // One run at a time, and a call during a run gets a later one (`freshRunner`): a save's
  // refetch and the change notification must not share an answer older than the change.
  const refetch = useMemo(
    () =>
      freshRunner(async () => {
        await fetchQuery<T>(environment, query, JSON.parse(key) as VariablesOf<T>, { fetchPolicy: 'network-only' }).toPromise();
      }),
    [environment, query, key],
  );
  useChanges(topics, refetch, entities);
  return refetch;
}

/**
 * The query behind a view that opens on a click (a dialog, a tab): loaded when the view
 * mounts or its variables change, unless a route loader already preloaded it. Render the
 * returned reference with `usePreloadedQuery` under a Suspense boundary.
 */
export function useQueryOnMount<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  preloaded?: PreloadedQuery<T> | null,
): PreloadedQuery<T> | null | undefined {
  const [queryRef, load] = useQueryLoader<T>(query, preloaded ?? undefined);
  const key = JSON.stringify(variables);
  const preloadedKey = preloaded ? JSON.stringify(preloaded.variables) : null;
  useEffect(() => {
    if (preloadedKey === key) return;
    load(JSON.parse(key) as VariablesOf<T>, { fetchPolicy: 'store-and-network' });
  }, [key, preloadedKey, load]);
  return queryRef;
}
