import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, deadlineMs: number) {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`caseboard did not come up at ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts `caseboard serve` with a fresh data dir; returns the teardown. */
export default async function globalSetup() {
  const bin = path.resolve(here, process.env.CASEBOARD_BIN ?? '../target/debug/caseboard');
  const webDir = path.resolve(here, process.env.CASEBOARD_WEB_DIR ?? 'dist');
  if (!existsSync(bin)) throw new Error(`caseboard binary not found at ${bin} (set CASEBOARD_BIN)`);
  if (!existsSync(path.join(webDir, 'index.html'))) throw new Error(`no built app in ${webDir}: run npm run build first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'caseboard-e2e-'));
  const port = await freePort();
  const child = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`, '--data-dir', dataDir], {
    // No generated demo history (about three years of cases) unless asked for: the specs
    // import the cases they need, and the projectors start idle.
    env: { ...process.env, CASEBOARD_WEB_DIR: webDir, CASEBOARD_DEMO_SCALE: process.env.CASEBOARD_DEMO_SCALE ?? '0', CASEBOARD_DEMO_LIVE_RATE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(base, 60_000);
  } catch (e) {
    child.kill('SIGTERM');
    console.error(log);
    throw e;
  }
  process.env.E2E_BASE_URL = base;
  process.env.E2E_DATA_DIR = dataDir;
  // Specs import their own facts into this server (`caseboard import`, docs/import-format.md).
  process.env.E2E_CASEBOARD_BIN = bin;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
