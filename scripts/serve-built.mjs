// Starts the built server (`$BUILD_DIR/server/index.js`, build/ by default, as react-router.config.ts)
// on a throwaway embedded database for scripts (bench, Lighthouse, budgets); resolves once /readyz
// answers, rejects when the server exits first or is not ready within `readyTimeoutMs` (5 minutes).
// The throwaway data directory is removed when the server stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function serveBuilt({ port = 3300, env = {}, readyTimeoutMs = 300_000 } = {}) {
  const entry = path.join(process.env.BUILD_DIR ?? 'build', 'server', 'index.js');
  if (!existsSync(entry)) throw new Error(`No build at ${entry}: run \`npm run build\` first`);
  // Another server already answering on the port would be measured instead of this build.
  const busy = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} already answers: stop what runs there first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mestechko-script-'));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      SESSION_SECRET: 'script-only-secret-that-is-long-enough-0123456789',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      SOCKET_HANDSHAKES_PER_IP_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  // Ready when /readyz answers; the first start migrates and seeds a fresh database, which on a
  // busy two-core machine (CI running beside) has taken over a minute. A server that exits, or is
  // not ready within the limit, is an error here, never a run against nothing.
  const deadline = Date.now() + readyTimeoutMs;
  let ready = false;
  while (!ready && exited === null && Date.now() < deadline) {
    try {
      ready = (await fetch(`${base}/readyz`)).ok;
    } catch {
      // not up yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  if (!ready) {
    if (exited === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    const why = exited === null ? `not ready within ${readyTimeoutMs / 1000} s` : `exited (code ${exited.code}, signal ${exited.signal})`;
    throw new Error(`The built server (${entry}) ${why}`);
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (exited !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
