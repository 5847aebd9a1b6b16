import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixture object even when no fixture is used
test('the built server starts on a fresh data folder and shuts down gracefully on SIGTERM', async ({}) => {
  // A fresh data folder is migrated and seeded before the server answers: slow on a busy machine.
  test.setTimeout(120_000);
  const port = 3290;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mestechko-shutdown-'));
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      SESSION_SECRET: 'shutdown-test-secret-that-is-long-enough-0123',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    // Ready means this child answers: its log says it listens (another process on the port would not).
    await expect.poll(() => output.includes('Server listening'), { timeout: 100_000 }).toBe(true);
    await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 10_000 }).toBe(200);
    const cities = await (await fetch(`${base}/api/cities/cabinet`)).json();
    expect(cities.data[0].id).toBe(604);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow('fetch failed');
  } finally {
    // Never leave a server behind on the port when the test fails.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

// eslint-disable-next-line no-empty-pattern -- as above
test('the server refuses to start with an invalid environment and names every bad key', async ({}) => {
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server/index.js`], {
    env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'production', DATABASE_URL: 'nope', SESSION_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('PORT');
  expect(output).toContain('DATABASE_URL');
  expect(output).toContain('SESSION_SECRET');
});
