import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { CLIENT_MUTATION_ID_HEADER, fetchGraphQL, MUTATION_RETRY_DELAY_MS, newClientMutationId } from './environment';

const mutation = { operationKind: 'mutation', name: 'UpsertTeamMutation', text: 'mutation UpsertTeamMutation { upsertTeam { id } }', id: null, cacheID: 'x', metadata: {} } as RequestParameters;

function ok() {
  return new Response(JSON.stringify({ data: { upsertTeam: { id: 'T1' } } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function keyOf(call: unknown[]): string | undefined {
  return ((call[1] as RequestInit).headers as Record<string, string>)[CLIENT_MUTATION_ID_HEADER];
}

async function run(params: RequestParameters) {
  const done = (fetchGraphQL(params, {}, {}) as Observable<GraphQLResponse>).toPromise();
  done.catch(() => {}); // the caller's expect(...).rejects looks at it once the clock has run
  // The retry waits MUTATION_RETRY_DELAY_MS; run the clock past it.
  await vi.advanceTimersByTimeAsync(MUTATION_RETRY_DELAY_MS * 3);
  return done;
}

describe('mutations over HTTP', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('retries a mutation that got no answer with the same key; the next mutation gets a new key', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok()).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);

    await expect(run(mutation)).resolves.toMatchObject({ data: { upsertTeam: { id: 'T1' } } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = keyOf(fetchMock.mock.calls[0]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(first);

    await run(mutation);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keyOf(fetchMock.mock.calls[2])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(fetchMock.mock.calls[2])).not.toBe(first);
  });

  it('gives up after two retries, and does not retry a mutation the server answered', async () => {
    const down = vi.fn().mockImplementation(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    vi.stubGlobal('fetch', down);
    await expect(run(mutation)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(down).toHaveBeenCalledTimes(3);
    expect(new Set(down.mock.calls.map(keyOf)).size).toBe(1);

    const refused = vi.fn().mockImplementation(async () => new Response(JSON.stringify({ errors: [{ message: 'Stale', extensions: { code: 'CONFLICT' } }] }), { status: 200 }));
    vi.stubGlobal('fetch', refused);
    await expect(run(mutation)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('sends no key with a query', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    await run({ ...mutation, operationKind: 'query', name: 'TeamsPageQuery' } as RequestParameters);
    expect(keyOf(fetchMock.mock.calls[0])).toBeUndefined();
  });

  it('makes keys without randomUUID (plain http is not a secure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientMutationId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
