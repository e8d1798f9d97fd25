// Shared by the GraphQL benches (screens.mjs, live-writes.mjs): start or reach a server, sign
// in as the demo logins, post GraphQL, sample the server's memory, percentiles.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const ms = (v) => `${v.toFixed(1)} ms`;

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `--url` (a running server; `--pid` for its memory) or `caseboard serve` on `--data-dir`
 *  (an already seeded firm: `caseboard demo --scale 10 --data-dir DIR` first; DATABASE_URL and
 *  NATS_URL in the environment select the distributed profile as usual). */
export async function server() {
  if (arg('url')) return { url: arg('url'), pid: arg('pid') ? Number(arg('pid')) : null, stop: () => {} };
  const release = path.join(process.env.CARGO_TARGET_DIR ?? path.join(root, 'target'), 'release/caseboard');
  const bin = process.env.CASEBOARD_BIN ?? release;
  if (!existsSync(bin)) throw new Error(`no binary at ${bin} (set CASEBOARD_BIN)`);
  const dataDir = arg('data-dir');
  if (!dataDir) throw new Error('give --url or --data-dir');
  const port = await freePort();
  const child = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`, '--data-dir', dataDir], {
    env: { ...process.env, CASEBOARD_DEMO_SCALE: '0', RUST_LOG: process.env.RUST_LOG ?? 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // The read models catch up before the server listens; a large firm takes a while.
  const deadline = Number(arg('ready-timeout', '3600')) * 1000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`caseboard serve exited with ${child.exitCode}`);
    if (Date.now() - started > deadline) throw new Error('server not ready in time');
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${bin})`);
  return { url, pid: child.pid, readyAt: Date.now(), stop: () => child.kill('SIGTERM') };
}

/** CPU seconds so far: the machine's busy and total time (/proc/stat, every core), and a
 *  process's own (/proc/PID/stat utime + stime; 0 without a pid). */
export function cpuTimes(pid) {
  const tick = 100; // USER_HZ
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0);
  const total = cpu.reduce((a, b) => a + b, 0);
  let own = 0;
  if (pid) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      own = (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      own = 0;
    }
  }
  return { busy: (total - idle) / tick, own };
}

/** Busy cores between two `cpuTimes` samples `seconds` apart: everything, and the process. */
export function busyCores(a, b, seconds) {
  return { machine: (b.busy - a.busy) / seconds, server: (b.own - a.own) / seconds };
}

/** After the server's first statistics upkeep (60 s after it is ready) and its counting. */
const FIRST_UPKEEP_MS = 75_000;

/** Waits (up to --quiet-timeout seconds, default 900) until the machine is idle: under 0.15 of
 *  a core busy over 2 s, the server included. A server that has just caught up may still be
 *  relaying its backlog to the bus, and a build or another server beside it moves every
 *  figure (session 22: Activity 52 ms p95 while the relay ran, 15 ms once it had finished).
 *  Returns what it waited and the last sample; the caller prints it beside the figures. */
export async function quiet(pid, readyAt) {
  const limit = Number(arg('quiet-timeout', '900')) * 1000;
  const started = Date.now();
  // A server the bench started runs its first statistics upkeep a minute after it is ready
  // (`projections::runtime::upkeep::ANALYZE_FIRST`): on SQLite it counts every serving table's
  // rows, and a screen timed meanwhile took 187 ms (session 22). Steady state comes after it.
  if (readyAt) await new Promise((r) => setTimeout(r, Math.max(0, readyAt + FIRST_UPKEEP_MS - Date.now())));
  for (;;) {
    const a = cpuTimes(pid);
    await new Promise((r) => setTimeout(r, 2000));
    const load = busyCores(a, cpuTimes(pid), 2);
    const waited = (Date.now() - started) / 1000;
    if (load.machine < 0.15) return { quiet: true, waited, load };
    if (Date.now() - started > limit) return { quiet: false, waited, load };
  }
}

/** VmRSS and VmHWM (peak) of a process in MB, from /proc. */
export function memory(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(status.match(new RegExp(`${k}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export async function gql(url, token, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

export const ROLES = ['admin', 'overlord', 'attorney', 'paralegal', 'intake-management', 'intake', 'marketing', 'medical-requester', 'user'];

/** Every demo login: { role, token, userId }. */
export async function signIn(url, roles = ROLES) {
  const out = [];
  for (const role of roles) {
    const r = await gql(url, null, 'mutation($e:String!,$p:String!){login(email:$e,password:$p){token user{userId}}}', {
      e: `${role}@caseboard.demo`,
      p: 'caseboard',
    });
    if (r.errors) throw new Error(`login ${role}: ${JSON.stringify(r.errors)}`);
    out.push({ role, token: r.data.login.token, userId: r.data.login.user.userId });
  }
  return out;
}
