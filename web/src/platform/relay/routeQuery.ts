import { startTransition, useContext, useEffect, useRef, useState } from 'react';
import { loadQuery, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router-dom';
import { getRequest, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';

/**
 * The route loader's query reference when it is `query`'s (the route may preload another
 * screen's query, or none): the loader data of the route being rendered, as `useLoaderData`
 * reads it, but also outside a data router (component tests), checked by the operation's name.
 */
function usePreloadedFor<T extends OperationType>(query: GraphQLTaggedNode): PreloadedQuery<T> | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const route = useContext(UNSAFE_RouteContext);
  const routeId = route.matches[route.matches.length - 1]?.route.id;
  const data: unknown = state && routeId ? state.loaderData[routeId] : undefined;
  const name = getRequest(query).params.name;
  const ref = data as PreloadedQuery<T> | null | undefined;
  return ref && typeof ref === 'object' && 'name' in ref && ref.name === name && 'variables' in ref ? ref : undefined;
}

/** Variables as a key that does not depend on the order of their names. */
export function variablesKey(variables: object): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  );
}

export interface RouteQueryState<T extends OperationType> {
  /** The reference for the current variables, or null while it is not loaded yet. */
  current: PreloadedQuery<T> | null;
  /** The newest reference loaded, possibly for earlier variables (kept on screen during a transition). */
  latest: PreloadedQuery<T> | null;
}

/**
 * A screen's query started by its route's loader (CONVENTIONS 12, issue #37): the first
 * reference is the loader's (`routeQueryLoader`), so the data load starts with the route,
 * not with the render. When the page's variables change (a filter, a range, a table page) or
 * differ from what the loader guessed, the query loads again, in a transition so the screen
 * keeps what it shows until the new answer is there. `variables` null loads nothing (a
 * range without both dates). Render the reference with `usePreloadedQuery` under Suspense.
 */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: VariablesOf<T> | null): RouteQueryState<T> {
  const preloaded = usePreloadedFor<T>(query);
  const [queryRef, load, dispose] = useQueryLoader<T>(query, preloaded);
  const key = variables === null ? null : variablesKey(variables);
  const loadedKey = useRef<string | null>(preloaded ? variablesKey(preloaded.variables) : null);
  useEffect(() => {
    if (key === null) {
      loadedKey.current = null;
      dispose();
      return;
    }
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    const next = JSON.parse(key) as VariablesOf<T>;
    startTransition(() => load(next, { fetchPolicy: 'store-and-network' }));
  }, [key, load, dispose]);
  const current = queryRef && key !== null && variablesKey(queryRef.variables) === key ? queryRef : null;
  return { current, latest: key === null ? null : (queryRef ?? null) };
}

/**
 * The data of a screen's query whose first load is its route loader's (`routeQueryLoader`):
 * for a screen that computes its variables as it renders (a server-paged table, a day range,
 * filters). The first render reads the loader's reference when it was loaded for the same
 * variables (else, as on a route without a loader, the query starts here); when the
 * variables change, the query loads again in a transition, so the screen keeps showing the
 * previous answer until the next one is there (as a deferred table did before). Suspends
 * like `usePreloadedQuery`: render it under a Suspense boundary.
 */
export function useRouteQueryData<T extends OperationType>(query: GraphQLTaggedNode, variables: VariablesOf<T>): T['response'] {
  const environment = useRelayEnvironment();
  const preloaded = usePreloadedFor<T>(query);
  const key = variablesKey(variables);
  const [ref, setRef] = useState<PreloadedQuery<T>>(() =>
    preloaded && variablesKey(preloaded.variables) === key ? preloaded : loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' }),
  );
  const owned = useRef<PreloadedQuery<T>[]>([]);
  useEffect(() => {
    if (variablesKey(ref.variables) === key) return;
    const next = loadQuery<T>(environment, query, JSON.parse(key) as VariablesOf<T>, { fetchPolicy: 'store-and-network' });
    owned.current.push(next);
    startTransition(() => setRef(next));
  }, [environment, query, key, ref]);
  // References this screen loaded are released when it goes (the loader's stay with the route).
  const first = useRef({ ref, preloaded });
  useEffect(() => {
    const list = owned.current;
    if (first.current.ref !== first.current.preloaded) list.push(first.current.ref);
    return () => {
      for (const r of list) r.dispose();
      list.length = 0;
    };
  }, []);
  return usePreloadedQuery<T>(query, ref);
}
