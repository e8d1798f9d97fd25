import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getEnvironment } from './environment';
import { getToken } from '../preferences/session';
import { storedDateRange } from '../preferences/dateRange';
import { isIsoDate, type DateRange } from '../../lib/dates';

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

/**
 * The route loader of a screen whose query variables also depend on what the page keeps
 * (stored preferences such as the top bar's range, the page's filters at their defaults):
 * `variables` computes the first view's variables from the route and the stored preferences,
 * or null when nothing can load yet. The page reads the reference with `useRouteQuery`
 * (`./routeQuery`), which loads again when its own variables differ. The compiled query is a
 * dynamic import, so the route table stays out of the sign-in bundle.
 */
export function routeQueryLoader<T extends OperationType>(
  query: () => Promise<{ default: GraphQLTaggedNode }>,
  variables: (args: LoaderFunctionArgs) => VariablesOf<T> | null,
) {
  return async (args: LoaderFunctionArgs): Promise<PreloadedQuery<T> | null> => {
    if (!getToken()) return null;
    const vars = variables(args);
    if (vars === null) return null;
    const { default: node } = await query();
    return loadQuery<T>(getEnvironment(), node, vars, { fetchPolicy: 'store-and-network' });
  };
}

/**
 * The route loader of a period-driven screen (`useDateRangeQuery`): preloads the query for the
 * top bar's stored range, or nothing while a date is missing (spec 3 §1). `variables` is the
 * function the page gives `useDateRangeQuery`, with the route's arguments.
 */
export function periodLoader<T extends OperationType>(
  query: () => Promise<{ default: GraphQLTaggedNode }>,
  variables: (range: DateRange, args: LoaderFunctionArgs) => VariablesOf<T> | null,
) {
  return routeQueryLoader<T>(query, (args) => {
    const range = storedDateRange();
    return isIsoDate(range.startDate) && isIsoDate(range.endDate) ? variables(range, args) : null;
  });
}
