import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadOnEntry } from '../../../platform/relay/preload';
import type { OperationsPageQuery } from './__generated__/OperationsPageQuery.graphql';

/**
 * The /org/{id}/operations loader: preloads the screen's query (a dynamic import of the
 * compiled query, so the route table stays out of the sign-in bundle).
 */
export async function operationsLoader(args: LoaderFunctionArgs) {
  const { default: node } = await import('./__generated__/OperationsPageQuery.graphql');
  return preloadOnEntry<OperationsPageQuery>(node, () => ({}))(args);
}
