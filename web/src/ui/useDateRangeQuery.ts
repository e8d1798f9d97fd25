import type { PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { useDateRange } from '../platform/preferences/dateRange';
import { useRouteQuery } from '../platform/relay/routeQuery';
import { isIsoDate, type DateRange } from '../lib/dates';

/** The top bar's range when both dates are set (spec 3 §1: "queries wait until both dates are set"), else null. */
export function completeRange(range: DateRange): DateRange | null {
  return isIsoDate(range.startDate) && isIsoDate(range.endDate) ? range : null;
}

export type DateRangeQueryState<T extends OperationType> =
  | { status: 'waiting'; range: DateRange }
  | { status: 'loading' | 'ready'; range: DateRange; queryRef: PreloadedQuery<T> | null };

/**
 * Runs `query` for the top bar's date range once both dates are set, and again whenever the
 * range (or anything else `variables` reads) changes; while a date is missing it runs
 * nothing and says so (`status: 'waiting'`). `variables` turns the range into the query's
 * variables (start and end are inclusive ISO dates). The first load is the route loader's
 * when the route preloads `query` (`routeQueryLoader` with `storedDateRange`), so the data
 * starts with the route. Render `queryRef` with `usePreloadedQuery` under a Suspense boundary.
 */
export function useDateRangeQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: (range: DateRange) => VariablesOf<T>): DateRangeQueryState<T> {
  const [range] = useDateRange();
  const ready = completeRange(range);
  const { current } = useRouteQuery<T>(query, ready ? variables(ready) : null);
  if (!ready) return { status: 'waiting', range };
  return { status: current ? 'ready' : 'loading', range, queryRef: current };
}
