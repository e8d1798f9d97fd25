import { createClient, type Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { PREFERENCE_KEYS, readPreference, writePreference } from '../preferences/storage';
import { getActAsUserId, getToken, setToken } from '../preferences/session';
import { fromGraphQLErrors, RequestError, type GraphQLErrorShape } from './errors';
import { EMPTY_PHASE, onQueryFailure, RETRY_DELAY_MS, type RetryPhaseState } from './retryPhase';

export const GRAPHQL_PATH = '/graphql';
export const GRAPHQL_WS_PATH = '/graphql/ws';

/** spec 3 §8: 'unauthorized' sends the browser home, carrying where it was. */
function sendHome() {
  setToken(null);
  const here = window.location.pathname + window.location.search;
  const target = here && here !== '/' ? `/?redirect=${encodeURIComponent(here)}` : '/';
  if (window.location.pathname !== '/') window.location.assign(target);
}

export async function postGraphQL(
  query: string,
  variables: Record<string, unknown>,
  opts: { token?: string | null; signal?: AbortSignal } = {},
): Promise<GraphQLResponse> {
  const token = opts.token === undefined ? getToken() : opts.token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const actAs = getActAsUserId();
  if (token && actAs) headers['X-Act-As'] = String(actAs);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: opts.signal });
  } catch (e) {
    throw new RequestError(e instanceof Error ? e.message : 'Network error', 'NETWORK');
  }
  let json: { data?: unknown; errors?: GraphQLErrorShape[] };
  try {
    json = await response.json();
  } catch {
    throw new RequestError(`Server answered ${response.status}`, response.status === 401 ? 'UNAUTHENTICATED' : 'NETWORK');
  }
  if (json.errors?.length) throw fromGraphQLErrors(json.errors);
  if (!response.ok) throw new RequestError(`Server answered ${response.status}`, 'NETWORK');
  return json as GraphQLResponse;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const fetchFn: FetchFunction = (params, variables) =>
  Observable.create((sink) => {
    const controller = new AbortController();
    const isQuery = params.operationKind === 'query';
    const queryKey = `${params.name}:${JSON.stringify(variables)}`;
    (async () => {
      for (;;) {
        try {
          const result = await postGraphQL(params.text ?? '', variables, { signal: controller.signal });
          sink.next(result);
          sink.complete();
          return;
        } catch (e) {
          if (controller.signal.aborted) return;
          const error = e instanceof RequestError ? e : new RequestError(String(e), 'INTERNAL');
          if (error.code === 'UNAUTHENTICATED') {
            // Sign-in calls report their own failure; everything else goes home.
            if (!['login', 'resetPassword'].some((n) => params.name.toLowerCase().includes(n.toLowerCase()))) sendHome();
            sink.error(error);
            return;
          }
          if (!isQuery || error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT') {
            sink.error(error);
            return;
          }
          console.error(`Query ${params.name} failed:`, error.message);
          const phase = readPreference<RetryPhaseState>(PREFERENCE_KEYS.retryPhase, EMPTY_PHASE);
          const decision = onQueryFailure(phase, queryKey, Date.now());
          writePreference(PREFERENCE_KEYS.retryPhase, decision.state);
          if (!decision.retry) {
            sink.error(error);
            return;
          }
          await sleep(RETRY_DELAY_MS);
          if (controller.signal.aborted) return;
        }
      }
    })();
    return () => controller.abort();
  });

let wsClient: Client | null = null;
let wsToken: string | null = null;

/** One graphql-ws client per token; closed on logout. */
export function getWsClient(): Client {
  const token = getToken();
  if (!wsClient || wsToken !== token) {
    wsClient?.dispose();
    wsToken = token;
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    wsClient = createClient({
      url: `${protocol}//${window.location.host}${GRAPHQL_WS_PATH}`,
      connectionParams: () => ({ token: getToken() }),
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      // Capped backoff: graphql-ws's default doubles without a cap and, past 2^31 ms,
      // setTimeout fires at once, which would turn a long outage into a busy loop.
      retryWait: (retries) => sleep(Math.min(30_000, 1000 * 2 ** Math.min(retries, 5)) + Math.random() * 1000).then(() => undefined),
    });
  }
  return wsClient;
}

export function closeWsClient(): void {
  wsClient?.dispose();
  wsClient = null;
  wsToken = null;
}

const subscribeFn: SubscribeFunction = (params, variables) =>
  Observable.create((sink) =>
    getWsClient().subscribe(
      { query: params.text ?? '', variables, operationName: params.name },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (err) => sink.error(err instanceof Error ? err : new Error('Subscription failed')),
        complete: () => sink.complete(),
      },
    ),
  );

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

let current: Environment = createEnvironment();

/** The environment route loaders preload into; replaced on login and logout. */
export function getEnvironment(): Environment {
  return current;
}

export function resetEnvironment(): Environment {
  current = createEnvironment();
  return current;
}
