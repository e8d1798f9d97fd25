// Hostile requests (issue #36 §1): what one request costs the server in time and memory.
// Signs in as the lowest role (`user`) and sends, one at a time, with the server's resident
// memory sampled every 50 ms (VmRSS) and its peak (VmHWM) read before and after:
//   - the nested users/teams cycle that once ran for minutes past 8.9 GB,
//   - 150 aliases of a depth-5 users/teams request,
//   - the largest request the cost model lets through: the organization's people with their
//     teams, as many aliases as fit under the bound,
//   - the largest screen answer the web app asks for (the Activity list) 20 times at once.
// Usage: node ops/bench/hostile.mjs --url http://127.0.0.1:8080 --pid PID
//    or: CASEBOARD_BIN=target/release/caseboard node ops/bench/hostile.mjs --data-dir DIR
import { arg, memory, server, signIn } from './lib.mjs';

const BOMB = '{ organization(id:2){ users { teams { users { teams { users { teams { users { teams { users { teams { users { userId } } } } } } } } } } } } }';
const aliases = (n, body) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${body}`).join(' ')} }`;
const DEPTH5 = 'organization(id:2){ users { teams { users { teams { teamId } } } } }';
// 1 + (1 + 500 × (1 + 1 + 1 + (1 + 20 × 2))) = 22 502 per alias: 11 fit under 250 000.
const PEOPLE = 'organization(id:2){ users { userId firstName lastName teams { teamId name } } }';

async function post(url, token, query) {
  const started = performance.now();
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const text = await r.text();
  let code = 'OK';
  try {
    code = JSON.parse(text).errors?.[0]?.extensions?.code ?? 'OK';
  } catch {
    code = 'not JSON';
  }
  return { status: r.status, code, bytes: text.length, ms: performance.now() - started };
}

async function main() {
  const srv = await server();
  try {
    const [{ token }] = await signIn(srv.url, ['user']);
    const org = arg('org', '2');
    const cases = [
      ['nested users/teams cycle', () => post(srv.url, token, BOMB.replace('id:2', `id:${org}`))],
      ['150 aliases of depth 5', () => post(srv.url, token, aliases(150, DEPTH5.replace('id:2', `id:${org}`)))],
      ['largest accepted: people with teams ×11', () => post(srv.url, token, aliases(11, PEOPLE.replace('id:2', `id:${org}`)))],
    ];
    const [{ token: admin }] = await signIn(srv.url, ['admin']);
    const activity = '{ contactEvents { contactEventId timestamp comment contactEventType { name } user contact { name saUrl } } }';
    cases.push(['Activity list ×20 at once', async () => {
      const all = await Promise.all(Array.from({ length: 20 }, () => post(srv.url, admin, activity)));
      return all.reduce((a, b) => (b.ms > a.ms ? b : a));
    }]);
    const before = memory(srv.pid);
    if (before) console.log(`server memory before: RSS ${before.rss.toFixed(0)} MB, peak ${before.peak.toFixed(0)} MB`);
    for (const [name, run] of cases) {
      let max = 0;
      const timer = setInterval(() => {
        const m = memory(srv.pid);
        if (m) max = Math.max(max, m.rss);
      }, 50);
      const r = await run();
      clearInterval(timer);
      const after = memory(srv.pid);
      if (after) max = Math.max(max, after.rss);
      const mem = after ? `, RSS max sampled ${max.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB` : '';
      console.log(`${name}: ${r.status} ${r.code}, ${r.ms.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KiB${mem}`);
    }
    // Another user's ordinary request right after: still served at once.
    const ordinary = await post(srv.url, admin, '{ timeZone }');
    console.log(`ordinary request after them: ${ordinary.status} ${ordinary.code}, ${ordinary.ms.toFixed(1)} ms`);
  } finally {
    srv.stop();
  }
}

await main();
