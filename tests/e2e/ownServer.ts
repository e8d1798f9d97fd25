import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A spec that needs a Caseboard configured differently from the suite's shared server (another
// external system, the live demo) starts its own with this: an empty data directory, the
// organization without history, the given `caseboard.toml` and environment.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type OwnServer = { base: string; dataDir: string; env: NodeJS.ProcessEnv; stop: () => Promise<void> };

export async function startOwnServer(name: string, toml: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `caseboard-e2e-${name}-`));
  const config = path.join(dataDir, 'caseboard.toml');
  writeFileSync(config, toml);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullEnv = { ...process.env, CASEBOARD_DEMO_SCALE: '0', CASEBOARD_DEMO_LIVE_RATE: '0', ...env };
  const child: ChildProcess = spawn(process.env.E2E_CASEBOARD_BIN!, ['serve', '--listen', `127.0.0.1:${port}`, '--data-dir', dataDir, '--config', config], {
    env: fullEnv,
    stdio: 'ignore',
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const end = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > end) {
      await stop();
      throw new Error(`the ${name} spec's server did not come up`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, dataDir, env: fullEnv, stop };
}
