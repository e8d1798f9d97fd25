import { useEffect } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { useDateRange } from '../platform/preferences/dateRange';
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
 * variables (start and end are inclusive ISO dates). Render `queryRef` with
 * `usePreloadedQuery` under a Suspense boundary.
 */
export function useDateRangeQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: (range: DateRange) => VariablesOf<T>): DateRangeQueryState<T> {
  const [range] = useDateRange();
  const ready = completeRange(range);
  const key = ready ? JSON.stringify(variables(ready)) : null;
  const [queryRef, load, dispose] = useQueryLoader<T>(query);
  useEffect(() => {
    if (key === null) {
      dispose();
      return;
    }
    load(JSON.parse(key) as VariablesOf<T>, { fetchPolicy: 'store-and-network' });
  }, [key, load, dispose]);
  if (!ready) return { status: 'waiting', range };
  const current = queryRef && JSON.stringify(queryRef.variables) === key ? queryRef : null;
  return { status: current ? 'ready' : 'loading', range, queryRef: current };
}
