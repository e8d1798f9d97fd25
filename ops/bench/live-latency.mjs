#!/usr/bin/env node
// Write → other browser updated: two real Chromium browsers signed in as the admin; browser A
// creates a team (the write, through the app's own GraphQL endpoint), browser B has the Teams
// screen open and is timed until the new team's name is on its screen (polled every animation
// frame). Prints p50/p95/p99 over the samples. Bounded: `--samples N` (default 40), loopback
// only; it starts its own `caseboard serve` (fresh data dir, no demo history) unless --url is
// given. Usage: node ops/bench/live-latency.mjs [--samples 40] [--url http://127.0.0.1:8080]
// (CASEBOARD_BIN: the binary, default target/release/caseboard, else target/debug/caseboard).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(path.join(root, 'web/package.json'))('@playwright/test');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const samples = Math.min(Number(arg('samples', '40')), 500);

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const release = path.join(root, 'target/release/caseboard');
  const bin = process.env.CASEBOARD_BIN ?? (existsSync(release) ? release : path.join(root, 'target/debug/caseboard'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'caseboard-bench-'));
  const port = await freePort();
  const child = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`, '--data-dir', dataDir], {
    env: { ...process.env, CASEBOARD_WEB_DIR: path.join(root, 'web/dist'), CASEBOARD_DEMO_SCALE: '0', RUST_LOG: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, bin, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

async function signIn(browser, url) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill('admin@caseboard.demo');
  await page.getByLabel('Password').fill('caseboard');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  return page;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const server = arg('url') ? { url: arg('url'), bin: '(given server)', stop: () => {} } : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const writer = await signIn(browser, server.url);
  const reader = await signIn(browser, server.url);
  await reader.goto('/org/2/users/teams');
  await reader.getByRole('heading', { name: /^Teams/ }).waitFor();
  await reader.waitForTimeout(1000); // the live subscription is open
  const latencies = [];
  for (let i = 0; i < samples; i++) {
    const name = `Bench ${Date.now().toString(36)} ${i}`;
    const seen = reader.waitForFunction((n) => document.body.innerText.includes(n), name, { polling: 'raf', timeout: 10_000 });
    const started = performance.now();
    await writer.evaluate(async (n) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('token')) ?? '';
      const token = JSON.parse(localStorage.getItem(key) ?? '""');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation($n:String!){upsertTeam(team:{name:$n}){teamId}}', variables: { n } }),
      });
      const json = await res.json();
      if (json.errors) throw new Error(JSON.stringify(json.errors));
    }, name);
    await seen;
    latencies.push(performance.now() - started);
    await reader.waitForTimeout(150); // samples apart, not one burst
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  console.log(`write → other browser updated, ${samples} samples (${server.bin}):`);
  console.log(`  p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted[sorted.length - 1])}`);
} finally {
  await browser.close();
  server.stop();
}
