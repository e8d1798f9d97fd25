#!/usr/bin/env node
// Write → subscription message at another client, under a steady write load: client A (the
// admin) renames one of 50 bench teams every 1/--rate seconds (50 writes/s by default, each
// through the real GraphQL endpoint and command path); client B (the overlord, its own
// session) holds a graphql-ws `changes(topics: ["organization"])` subscription, as the Teams
// screen does. Each write's latency is from sending its mutation to the first announcement
// naming its team (`team:<id>`) that arrives after it was sent (or, when the server names no
// entities because too many changed, the first announcement after its commit). The server's
// announcements are coalesced (CHANGES_COALESCE), which is part of what is measured.
//
//   node --experimental-websocket ops/bench/live-writes.mjs --data-dir DIR [--rate 50] [--seconds 30]
//   node --experimental-websocket ops/bench/live-writes.mjs --url http://127.0.0.1:8080 [--pid PID]
//
// Bounded: --seconds (≤ 300) × --rate (≤ 200) writes; loopback only.
import { createClient } from '../../web/node_modules/graphql-ws/dist/index.js';

import { arg, gql, memory, ms, percentile, server, signIn } from './lib.mjs';

if (typeof WebSocket === 'undefined') throw new Error('run with node --experimental-websocket (Node 20) or Node 22+');
const rate = Math.min(Number(arg('rate', '50')), 200);
const seconds = Math.min(Number(arg('seconds', '30')), 300);
const TEAMS = 50;

const srv = await server();
try {
  const [writer, reader] = await signIn(srv.url, ['admin', 'overlord']);
  const stamp = Date.now().toString(36);
  const teams = [];
  for (let i = 0; i < TEAMS; i++) {
    const r = await gql(srv.url, writer.token, 'mutation($n:String!){upsertTeam(team:{name:$n}){teamId}}', { n: `Bench ${stamp} ${i}` });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    teams.push(r.data.upsertTeam.teamId);
  }
  const pending = new Map(teams.map((t) => [`team:${t}`, []]));
  const latencies = [];
  let announcements = 0;
  const ws = createClient({ url: `${srv.url.replace(/^http/, 'ws')}/graphql/ws`, connectionParams: { token: reader.token }, lazy: false });
  await new Promise((resolve, reject) => {
    ws.subscribe(
      { query: 'subscription{changes(topics:["organization"]){topic position entities}}' },
      {
        next: ({ data }) => {
          const now = performance.now();
          announcements += 1;
          const named = data?.changes?.entities;
          for (const [entity, writes] of pending) {
            if (named && !named.includes(entity)) continue;
            // Writes sent before this message (when unnamed: committed before it) are seen.
            const seen = writes.filter((w) => (named ? w.sent < now : w.committed !== undefined && w.committed < now));
            for (const w of seen) latencies.push(now - w.sent);
            pending.set(entity, writes.filter((w) => !seen.includes(w)));
          }
        },
        error: reject,
        complete: () => {},
      },
    );
    setTimeout(resolve, 1000); // the subscription is open
  });
  const interval = 1000 / rate;
  const total = rate * seconds;
  const started = performance.now();
  const inflight = [];
  let errors = 0;
  const codes = {};
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const team = teams[i % TEAMS];
    const w = { sent: performance.now() };
    pending.get(`team:${team}`).push(w);
    inflight.push(
      gql(srv.url, writer.token, 'mutation($t:Int!,$n:String!){upsertTeam(team:{teamId:$t,name:$n}){teamId}}', { t: team, n: `Bench ${stamp} ${i % TEAMS} r${i}` }).then((r) => {
        w.committed = performance.now();
        if (r.errors) {
          errors += 1;
          const code = r.errors[0]?.extensions?.code ?? r.errors[0]?.message;
          codes[code] = (codes[code] ?? 0) + 1;
        }
      }),
    );
  }
  await Promise.all(inflight);
  const achieved = total / ((performance.now() - started) / 1000);
  await new Promise((r) => setTimeout(r, 2000)); // the last announcements
  ws.dispose();
  const missed = [...pending.values()].reduce((n, w) => n + w.length, 0);
  const sorted = [...latencies].sort((a, b) => a - b);
  const mem = memory(srv.pid);
  console.log(`write → subscription message at another client: ${total} writes at ${rate}/s (achieved ${achieved.toFixed(1)}/s), ${errors} errors ${JSON.stringify(codes)}, ${announcements} announcements`);
  console.log(`  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1))}  (${sorted.length} seen, ${missed} never announced)`);
  if (mem) console.log(`  server memory: RSS ${mem.rss.toFixed(0)} MB, peak ${mem.peak.toFixed(0)} MB`);
} finally {
  srv.stop();
}
