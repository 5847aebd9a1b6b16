import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/helpers/test-database';

/** The driver-neutral Db types execute() as unknown: on PostgreSQL it is a pg result with rows. */
const firstRow = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows[0];

const APPLICATION_NAME = 'outage_child';

/**
 * The whole process, started as in production, outlives its database connections: without an
 * 'error' listener on the pool, close-with-grace takes the uncaught exception and exits.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('the server process when its database connections drop (PostgreSQL)', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let name: string;
  let child: ReturnType<typeof spawn>;
  let output = '';
  let base = '';
  const alive = () => child.exitCode === null && child.signalCode === null;

  beforeAll(async () => {
    database = await createTestDatabase();
    name = ((await firstRow(database.database.db.execute(sql`select current_database() as name`))) as { name: string }).name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', APPLICATION_NAME);
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/api-server-entry.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        APP_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '10',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mestechko-outage-')),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        RATE_LIMIT_MAX: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const started = Date.now();
    while (!base) {
      if (!alive()) throw new Error(`the server exited while starting:\n${output}`);
      if (Date.now() - started > 90_000) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await admin?.end();
    await database?.dispose();
  }, 30_000);

  const terminate = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [
      name,
      APPLICATION_NAME,
    ]);
  const status = async (url: string) => (await fetch(`${base}${url}`)).status;

  it('stays up after its idle connections are terminated and answers the next requests', async () => {
    expect(await Promise.all(Array.from({ length: 8 }, () => status('/api/cities/cabinet')))).toEqual(Array(8).fill(200));
    expect((await terminate()).rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(), output).toBe(true);
    expect(await status('/readyz')).toBe(200);
    expect(await status('/api/cities/cabinet')).toBe(200);
  });

  it('stays up when the connections drop under load: every answer is 2xx or 503', async () => {
    const inFlight = Array.from({ length: 50 }, () => status('/api/cities/cabinet'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await terminate();
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(), output).toBe(true);
    expect(await status('/api/cities/cabinet')).toBe(200);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the server process when its database connections drop (PGlite)', () => {
  it.skip('runs on PostgreSQL only: PGlite lives inside the process and has no connections to terminate', () => {});
});
