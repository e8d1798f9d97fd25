import type { LoaderFunctionArgs } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { preloadOnEntry } from '../../../platform/relay/preload';

export type OrgQuery = OperationType & { variables: { orgId: number } };

/**
 * The route loader of an /org/{id}/users screen: preloads its query for the organization.
 * It takes the compiled query as a dynamic import, so the route table stays out of the
 * sign-in page's bundle and the query starts while the screen's own code loads.
 */
export function orgPageLoader<T extends OrgQuery>(query: () => Promise<{ default: GraphQLTaggedNode }>) {
  return async (args: LoaderFunctionArgs) => {
    const { default: node } = await query();
    return preloadOnEntry<T>(node, ({ params }) => ({ orgId: Number(params.orgId) }) as T['variables'])(args);
  };
}
