// Starts the built server (`$BUILD_DIR/server/index.js`, build/ by default, as react-router.config.ts)
// on a throwaway embedded database for scripts (bench, Lighthouse, budgets); resolves once /readyz
// answers. The throwaway data directory is removed when the server stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function serveBuilt({ port = 3300, env = {} } = {}) {
  const entry = path.join(process.env.BUILD_DIR ?? 'build', 'server', 'index.js');
  if (!existsSync(entry)) throw new Error(`No build at ${entry}: run \`npm run build\` first`);
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
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
