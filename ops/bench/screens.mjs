#!/usr/bin/env node
// Every screen's GraphQL query, timed: reads the web app's compiled Relay queries
// (web/src/**/__generated__/*Query.graphql.ts — exactly the text the screens send), fills
// their variables the way the screens do by default (the firm's organization, the signed-in
// user, this month to date in the firm's time zone, filters off), picks the first demo login
// whose role may run the query (the admin; for a screen of one's own work — a required
// userId — the attorney, paralegal, case manager, … first: the server checks roles),
// then runs each query --runs times one after another and prints p50/p95/p99 per query and
// the server's memory (VmRSS sampled every 100 ms, and its peak VmHWM).
//
//   node ops/bench/screens.mjs --data-dir DIR [--runs 50] [--case 200001] [--range month|year]
//       [--day-range today|month]
//   node ops/bench/screens.mjs --url http://127.0.0.1:8080 --pid PID
//   ... --quiet-timeout 900   (it first waits, at most this many seconds, for an idle machine:
//   a server that has just caught up still relays its backlog; it prints how busy the machine
//   was before and during the run)
//   ... --answers DIR   (writes each query's first answer to DIR/<query>.json: two builds'
//   answers on the same firm can then be compared with diff)
//   ... --set HomeChartsQuery.activeOnly=false   (a variable's value; repeatable; the value is
//   JSON; the screens' first views the bench cannot read from a query are in FIRST_VIEWS)
//
// Bounded: at most --runs (≤ 1000) requests per query, one at a time, loopback only. Queries
// that answer errors for every login are listed (with the first login's error), not timed.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { arg, busyCores, cpuTimes, gql, memory, ms, percentile, quiet, root, server, signIn } from './lib.mjs';

const runs = Math.min(Number(arg('runs', '50')), 1000);
const caseId = Number(arg('case', '200001'));
const range = arg('range', 'month');
/** The screens with a day range of their own, which opens on today (spec 1 §2.5 Leads: "a
 * date-range picker (default today to today)"; Investigations: "The default date range is
 * today"); `--day-range month` sends them the top bar's range instead. */
const DAY_SCREENS = ['LeadsPageQuery', 'InvestigationsPageQuery'];
const dayRange = arg('day-range', 'today');
const only = arg('only');
const answers = arg('answers');
const TZ = 'America/Denver';
/** `--set Query.variable=json`, repeatable. */
/** First views the bench cannot read from a query (a required switch whose page starts it
 * on): the Home's Active Only and Grouped, Closed Cases' Retained Only, the admin's Show All on
 * Settlements. `--set` comes after these and wins. */
const FIRST_VIEWS = [
  { query: 'HomeChartsQuery', name: 'activeOnly', value: true },
  { query: 'HomeChartsQuery', name: 'grouped', value: true },
  { query: 'OrgClosedCasesPageQuery', name: 'retainedOnly', value: true },
  { query: 'SettlementsPageQuery', name: 'showAll', value: true },
];
const overrides = FIRST_VIEWS.concat(
  process.argv
    .flatMap((a, i) => (a === '--set' ? [process.argv[i + 1]] : []))
    .map((s) => s.match(/^(\w+)\.(\w+)=(.*)$/))
    .filter(Boolean)
    .map(([, query, name, value]) => ({ query, name, value: JSON.parse(value) })),
);

function generatedQueries(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) generatedQueries(p, out);
    else if (dir.endsWith('__generated__') && /Query\.graphql\.ts$/.test(name) && !/TestQuery/.test(name)) out.push(p);
  }
  return out;
}

function parse(file) {
  const source = readFileSync(file, 'utf8');
  const m = source.match(/"text": "((?:[^"\\]|\\.)*)"/);
  if (!m) return null;
  const text = JSON.parse(`"${m[1]}"`);
  const head = text.match(/^query (\w+)(\([^)]*\))?/);
  // A declared default (`$first: Int = 100`) is the screen's first view: it is sent as is.
  const vars = [...(head[2] ?? '').matchAll(/\$(\w+): ([\w!\[\]]+)(?: = ([\w"-]+))?/g)].map(([, name, type, fallback]) => ({ name, type, fallback }));
  return { name: head[1], text, vars };
}

function enums() {
  const schema = readFileSync(path.join(root, 'schemas/schema.graphql'), 'utf8');
  const out = {};
  for (const [, name, body] of schema.matchAll(/enum (\w+) \{([^}]*)\}/g)) {
    out[name] = body.split('\n').map((l) => l.trim()).filter((l) => /^[A-Z_][A-Z0-9_]*$/.test(l));
  }
  return out;
}

const day = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/** The variables a screen sends by default. */
function variables(vars, login, enumValues, queryName) {
  const today = day(new Date());
  const start =
    DAY_SCREENS.includes(queryName) && dayRange === 'today' ? today : range === 'year' ? `${today.slice(0, 4)}-01-01` : `${today.slice(0, 7)}-01`;
  const out = {};
  for (const { name, type, fallback } of vars) {
    if (fallback !== undefined) {
      out[name] = /^-?\d+$/.test(fallback) ? Number(fallback) : fallback === 'true' ? true : fallback === 'false' ? false : fallback.replace(/^"|"$/g, '');
      continue;
    }
    const required = type.endsWith('!');
    const base = type.replace(/[!\[\]]/g, '');
    let v = null;
    if (/^(orgId|organizationId|id)$/.test(name)) v = 2;
    else if (name === 'userId') v = required ? login.userId : null;
    else if (name === 'paralegalId') v = 6;
    else if (name === 'caseId') v = caseId;
    else if (name === 'typeId') v = 1;
    else if (name === 'token') v = login.token;
    else if (/^(startDate|fromDate)$/.test(name)) v = start;
    else if (/^(endDate|toDate)$/.test(name)) v = today;
    else if (name === 'at') v = new Date().toISOString();
    else if (name === 'attorney') v = 'LS';
    else if (name === 'address') v = 'Sandy, UT';
    else if (name === 'name') v = 'Martin';
    else if (name === 'firstName') v = 'Maria';
    else if (name === 'lastName') v = 'Garcia';
    else if (base === 'Boolean' && required) v = false;
    else if (base === 'Float' && required) v = 0;
    else if (enumValues[base] && required) v = enumValues[base][0];
    else if (required && base === 'Int') v = 1;
    else if (required && base === 'String') v = '';
    out[name] = v;
  }
  for (const o of overrides) if (o.query === queryName) out[o.name] = o.value;
  return out;
}

/** A screen of one's own work (a required userId) as the staff who do it; the rest as the admin. */
const PERSONAL = ['attorney', 'paralegal', 'user', 'intake', 'medical-requester', 'marketing', 'intake-management', 'overlord', 'admin'];

const srv = await server();
try {
  const logins = await signIn(srv.url);
  const candidates = (q) => {
    const personal = q.vars.some((v) => v.name === 'userId' && v.type.endsWith('!'));
    return personal ? PERSONAL.map((role) => logins.find((l) => l.role === role)) : logins;
  };
  const enumValues = enums();
  const queries = generatedQueries(path.join(root, 'web/src')).map(parse).filter(Boolean).filter((q) => !only || q.name.includes(only));
  queries.sort((a, b) => a.name.localeCompare(b.name));
  // The figures mean something only on an idle machine: wait for one, and say what else ran.
  const settled = await quiet(srv.pid, srv.readyAt);
  console.error(`${settled.quiet ? 'quiet' : 'NOT quiet'} after ${settled.waited.toFixed(0)} s (${settled.load.machine.toFixed(2)} cores busy)`);
  const startedAt = { cpu: cpuTimes(srv.pid), at: performance.now() };
  const rssSamples = [];
  const sampler = setInterval(() => {
    const m = memory(srv.pid);
    if (m) rssSamples.push(m.rss);
  }, 100);
  const rows = [];
  const failed = [];
  for (const q of queries) {
    // The first login whose role may run it (warm-up: one run each until one answers cleanly).
    let chosen = null;
    let firstErrors = null;
    for (const login of candidates(q)) {
      const r = await gql(srv.url, login.token, q.text, variables(q.vars, login, enumValues, q.name));
      if (!r.errors) {
        chosen = login;
        break;
      }
      firstErrors ??= r.errors;
    }
    if (!chosen) {
      failed.push(`${q.name}: ${firstErrors?.map((e) => e.extensions?.code ?? e.message).join(', ')}`);
      continue;
    }
    const vars = variables(q.vars, chosen, enumValues, q.name);
    const times = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = await gql(srv.url, chosen.token, q.text, vars);
      times.push(performance.now() - t);
      if (r.errors) throw new Error(`${q.name} failed on run ${i}: ${JSON.stringify(r.errors)}`);
      if (i === 0) bytes = JSON.stringify(r.data).length;
      if (i === 0 && answers) {
        mkdirSync(answers, { recursive: true });
        writeFileSync(path.join(answers, `${q.name}.json`), `${JSON.stringify(r.data, null, 1)}\n`);
      }
    }
    times.sort((a, b) => a - b);
    rows.push({ name: q.name, role: chosen.role, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), bytes });
    console.error(`${q.name.padEnd(40)} ${chosen.role.padEnd(18)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}`);
  }
  clearInterval(sampler);
  const load = busyCores(startedAt.cpu, cpuTimes(srv.pid), (performance.now() - startedAt.at) / 1000);
  const mem = memory(srv.pid);
  rows.sort((a, b) => b.p95 - a.p95);
  console.log(`\n${rows.length} screen queries × ${runs} runs, range ${range} (${DAY_SCREENS.join(', ')}: ${dayRange}), case ${caseId} (${srv.url})\n`);
  console.log('| query | login | p50 | p95 | p99 | answer |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.role} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${(r.bytes / 1024).toFixed(1)} KB |`);
  const over = rows.filter((r) => r.p95 >= 30 || r.p99 >= 100).map((r) => r.name);
  console.log(`\nover target (p95 ≥ 30 ms or p99 ≥ 100 ms): ${over.length ? over.join(', ') : 'none'}`);
  // The bench and the server(s) take about one core between them; more is something else.
  console.log(
    `machine: ${settled.quiet ? 'idle' : 'NOT idle'} before the run (waited ${settled.waited.toFixed(0)} s); during it ${load.machine.toFixed(2)} cores busy` +
      (srv.pid ? `, the server ${load.server.toFixed(2)}` : ''),
  );
  if (mem) {
    rssSamples.sort((a, b) => a - b);
    console.log(`server memory: RSS now ${mem.rss.toFixed(0)} MB, max sampled ${rssSamples.at(-1)?.toFixed(0)} MB, peak (VmHWM) ${mem.peak.toFixed(0)} MB`);
  }
  if (failed.length) console.log(`not timed (every login got errors):\n  ${failed.join('\n  ')}`);
} finally {
  srv.stop();
}
