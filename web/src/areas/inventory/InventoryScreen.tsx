import { Suspense, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { useLoaderData, useParams } from 'react-router-dom';
import { useQueryOnMount } from '../../platform/relay/hooks';
import { ErrorBoundary, ErrorState, LoadingState } from '../../ui/QueryBoundary';
import { routeUserId } from './inventoryLoader';

/** The read model every inventory list follows (`projections/src/inventory.rs`). */
export const INVENTORY_TOPICS = ['inventory'] as const;

/**
 * The frame of a per-user inventory list: the route's preloaded query, reloaded when the
 * screen's filters (its variables) change, with loading and error states. `children` renders
 * the query with `usePreloadedQuery`.
 */
export function InventoryScreen<T extends OperationType>({
  query,
  variables,
  label,
  children,
}: {
  query: GraphQLTaggedNode;
  variables: (userId: number) => VariablesOf<T>;
  label: string;
  children: (queryRef: PreloadedQuery<T>, userId: number) => ReactNode;
}) {
  const preloaded = useLoaderData() as PreloadedQuery<T> | null;
  const userId = routeUserId({ params: useParams() });
  const queryRef = useQueryOnMount<T>(query, variables(userId), preloaded);
  const loading = <LoadingState label={`Loading ${label.toLowerCase()}…`} />;
  return (
    <ErrorBoundary key={userId} fallback={(error, retry) => <ErrorState error={error} onRetry={retry} title={`Could not load ${label.toLowerCase()}`} />}>
      <Suspense fallback={loading}>{queryRef ? children(queryRef, userId) : loading}</Suspense>
    </ErrorBoundary>
  );
}
