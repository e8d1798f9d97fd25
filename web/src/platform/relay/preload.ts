import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from './environment';
import { getToken } from '../preferences/session';

/**
 * A route loader that preloads `query` on route entry (CONVENTIONS 12). Without a token
 * nothing is loaded: the auth guard sends the browser to sign-in instead. Route tables import
 * this module, so it stays free of the screens' hooks (they are not part of the sign-in page).
 */
export function preloadOnEntry<T extends OperationType>(query: GraphQLTaggedNode, variables: (args: LoaderFunctionArgs) => VariablesOf<T>) {
  return (args: LoaderFunctionArgs): PreloadedQuery<T> | null => {
    if (!getToken()) return null;
    return loadQuery<T>(getEnvironment(), query, variables(args), { fetchPolicy: 'store-and-network' });
  };
}
