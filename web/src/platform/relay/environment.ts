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
import { socketEvents } from '../live/socketState';
import { EMPTY_PHASE, onQueryFailure, RETRY_DELAY_MS, type RetryPhaseState } from './retryPhase';

export const GRAPHQL_PATH = '/graphql';
/** Dispatched on `window` when a save answered before the screens caught up with it. */
export const CATCHING_UP_EVENT = 'caseboard:catching-up';
export const GRAPHQL_WS_PATH = '/graphql/ws';

/** spec 3 §8: 'unauthorized' sends the browser home, carrying where it was. */
function sendHome() {
  setToken(null);
  const here = window.location.pathname + window.location.search;
  const target = here && here !== '/' ? `/?redirect=${encodeURIComponent(here)}` : '/';
  if (window.location.pathname !== '/') window.location.assign(target);
}

/** The request header that makes a retried mutation return its first result (idempotency). */
export const CLIENT_MUTATION_ID_HEADER = 'X-Client-Mutation-Id';
/** A mutation that got no answer is sent again this many times, after this delay, same key. */
export const MUTATION_RETRIES = 2;
export const MUTATION_RETRY_DELAY_MS = 1000;

/**
 * No answer came back (the fetch threw, or a 5xx that is not GraphQL, such as a proxy's error
 * page): the request may or may not have reached the server, so only a mutation carrying an
 * idempotency key may be sent again.
 */
export class NoAnswerError extends RequestError {
  constructor(message: string) {
    super(message, 'NETWORK');
    this.name = 'NoAnswerError';
  }
}

/** A fresh idempotency key; `randomUUID` exists only in secure contexts (https, localhost). */
export function newClientMutationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function postGraphQL(
  query: string,
  variables: Record<string, unknown>,
  opts: { token?: string | null; signal?: AbortSignal; clientMutationId?: string } = {},
): Promise<GraphQLResponse> {
  const token = opts.token === undefined ? getToken() : opts.token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const actAs = getActAsUserId();
  if (token && actAs) headers['X-Act-As'] = String(actAs);
  if (opts.clientMutationId) headers[CLIENT_MUTATION_ID_HEADER] = opts.clientMutationId;
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: opts.signal });
  } catch (e) {
    throw new NoAnswerError(e instanceof Error ? e.message : 'Network error');
  }
  let json: { data?: unknown; errors?: GraphQLErrorShape[]; extensions?: { catchingUp?: boolean } };
  try {
    json = await response.json();
  } catch {
    if (response.status >= 500) throw new NoAnswerError(`Server answered ${response.status}`);
    throw new RequestError(`Server answered ${response.status}`, response.status === 401 ? 'UNAUTHENTICATED' : 'NETWORK');
  }
  if (json.errors?.length) throw fromGraphQLErrors(json.errors);
  if (!response.ok) throw new RequestError(`Server answered ${response.status}`, 'NETWORK');
  // The write committed before the read models caught up: say so (the screens follow live).
  if (json.extensions?.catchingUp) window.dispatchEvent(new Event(CATCHING_UP_EVENT));
  return json as GraphQLResponse;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The HTTP half of the network layer. A mutation gets one idempotency key per execution; when
 * no answer comes back it is sent again (up to MUTATION_RETRIES times) with that same key, so
 * the server applies it at most once. Queries follow the retry phase instead.
 */
export const fetchGraphQL: FetchFunction = (params, variables) =>
  Observable.create((sink) => {
    const controller = new AbortController();
    const isQuery = params.operationKind === 'query';
    const queryKey = `${params.name}:${JSON.stringify(variables)}`;
    const clientMutationId = params.operationKind === 'mutation' ? newClientMutationId() : undefined;
    let mutationRetries = 0;
    (async () => {
      for (;;) {
        try {
          const result = await postGraphQL(params.text ?? '', variables, { signal: controller.signal, clientMutationId });
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
          if (clientMutationId && error instanceof NoAnswerError && mutationRetries < MUTATION_RETRIES) {
            mutationRetries += 1;
            console.error(`Mutation ${params.name} got no answer; sending it again (same ${CLIENT_MUTATION_ID_HEADER}):`, error.message);
            await sleep(MUTATION_RETRY_DELAY_MS);
            if (controller.signal.aborted) return;
            continue;
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
let wsGeneration = 0;

/** One graphql-ws client per token; closed on logout. */
export function getWsClient(): Client {
  const token = getToken();
  if (!wsClient || wsToken !== token) {
    wsClient?.dispose();
    wsToken = token;
    // Events of a disposed client (token change) are not the current socket's state.
    const generation = ++wsGeneration;
    socketEvents.reset();
    const current = (event: () => void) => () => {
      if (generation === wsGeneration) event();
    };
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
      // The freshness badge shows "Offline" while the socket is down (platform issue §3).
      on: {
        connecting: current(() => socketEvents.connecting()),
        connected: current(() => socketEvents.connected()),
        closed: current(() => socketEvents.closed()),
      },
    });
  }
  return wsClient;
}

export function closeWsClient(): void {
  wsGeneration++;
  wsClient?.dispose();
  socketEvents.reset();
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
    network: Network.create(fetchGraphQL, subscribeFn),
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
