// The yardstick (bench/yardstick/): a plain React Router 7 page of 20 cards on the app's versions,
// built beside the app's build and served by the framework's own Node adapter. `npm run bench`
// loads it with autocannon, `npm run budget` with Lighthouse: both build and start it here.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const buildDir = () => process.env.BUILD_DIR ?? 'build';

/** Builds the yardstick into `$BUILD_DIR/yardstick`; after the app's build, which empties the build directory. */
export function buildYardstick({ sourcemapServer = false } = {}) {
  execSync(`npx react-router build bench/yardstick${sourcemapServer ? ' --sourcemapServer' : ''}`, { stdio: 'ignore' });
}

/** The yardstick's built server entry. */
export const yardstickEntry = () => path.join(buildDir(), 'yardstick', 'server', 'index.js');

/** Starts the yardstick's built server on `port` and waits for its page: `{ base, pid, stop }`. */
export async function serveYardstick({ port, env = {} }) {
  const entry = yardstickEntry();
  if (!existsSync(entry)) throw new Error(`No yardstick build at ${entry}: run \`npx react-router build bench/yardstick\` first`);
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 200 && !ready && child.exitCode === null; i += 1) {
    ready = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  if (!ready) {
    await stop();
    throw new Error(`The yardstick (${entry}) did not answer on ${base}/`);
  }
  return { base, pid: child.pid, stop };
}
