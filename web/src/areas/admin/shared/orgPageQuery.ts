import { startTransition, useEffect, useMemo, useState } from 'react';
import { loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams } from 'react-router-dom';
import { fetchQuery, type GraphQLTaggedNode } from 'relay-runtime';
import { useChanges } from '../../../platform/live/changes';
import { freshRunner } from '../../../platform/relay/freshRunner';
import type { OrgQuery } from './orgPageLoader';

/**
 * The preloaded answer of an /org/{id}/users screen's query, kept live (refetched when the
 * organization read model advances); also returns the refetch for use after saves.
 *
 * A refetch fetches the query into the store, then gives the page a new reference that reads
 * it (`store-only`) inside a transition: the page re-renders from the newest records whatever
 * became of its store subscription, never suspends and never remounts, so a dialog open over
 * the list keeps what was typed and its open menus (the New User dialog lost its Offices
 * menu mid-click to a live refetch).
 */
export function useOrgPageQuery<T extends OrgQuery>(query: GraphQLTaggedNode): [T['response'], () => Promise<void>] {
  const { orgId } = useParams();
  const environment = useRelayEnvironment();
  const preloaded = useLoaderData() as PreloadedQuery<T>;
  // The reference of the last refetch, for the loader's reference it replaced (a re-run
  // loader, e.g. "Try again", brings its own).
  const [refetched, setRefetched] = useState<{ from: PreloadedQuery<T>; ref: PreloadedQuery<T> } | null>(null);
  const queryRef = refetched && refetched.from === preloaded ? refetched.ref : preloaded;
  const data = usePreloadedQuery<T>(query, queryRef);
  useEffect(() => (refetched ? () => refetched.ref.dispose() : undefined), [refetched]);

  // `freshRunner`: a save's refetch and a change notification never share an older answer.
  const refetch = useMemo(
    () =>
      freshRunner(async () => {
        const variables = { orgId: Number(orgId) } as T['variables'];
        await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
        const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-only' });
        startTransition(() => setRefetched({ from: preloaded, ref }));
      }),
    [environment, query, orgId, preloaded],
  );
  useChanges(['organization'], () => void refetch());
  return [data, refetch];
}
