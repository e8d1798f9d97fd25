import type { LoaderFunctionArgs } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { preloadOnEntry } from '../../platform/relay/preload';

/** The route's user (`/dash/{userId}/…`); the server shows the acted-as user's data for an admin acting as someone. */
export function routeUserId(args: Pick<LoaderFunctionArgs, 'params'>): number {
  const id = Number(args.params.userId);
  return Number.isSafeInteger(id) ? id : 0;
}

/**
 * A per-user inventory list's loader: preloads its query (a dynamic import of the compiled
 * query, so the route table stays out of the sign-in bundle) with the route's user.
 */
export function inventoryLoader<T extends OperationType>(load: () => Promise<{ default: GraphQLTaggedNode }>, variables: (userId: number) => VariablesOf<T>) {
  return async (args: LoaderFunctionArgs) => {
    const { default: node } = await load();
    return preloadOnEntry<T>(node, (a) => variables(routeUserId(a)))(args);
  };
}
