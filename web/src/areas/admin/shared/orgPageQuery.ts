import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { preloadOnEntry, useLiveQuery } from '../../../app/relay/hooks';

type OrgQuery = OperationType & { variables: { orgId: number } };

/** The route loader of an /org/{id}/users screen: preloads its query for the organization. */
export function orgPageLoader<T extends OrgQuery>(query: GraphQLTaggedNode) {
  return preloadOnEntry<T>(query, ({ params }) => ({ orgId: Number(params.orgId) }) as T['variables']);
}

/**
 * The preloaded answer of an /org/{id}/users screen's query, kept live (refetched when the
 * organization read model advances); also returns the refetch for use after saves.
 */
export function useOrgPageQuery<T extends OrgQuery>(query: GraphQLTaggedNode): [T['response'], () => Promise<void>] {
  const { orgId } = useParams();
  const data = usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
  const refetch = useLiveQuery<T>(query, { orgId: Number(orgId) } as T['variables'], ['organization']);
  return [data, refetch];
}
