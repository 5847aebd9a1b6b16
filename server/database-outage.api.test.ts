import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';

/** The driver-neutral Db types execute() as unknown: on PostgreSQL it is a pg result with rows. */
const firstRow = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows[0];

/**
 * The database going away (restart, failover, idle timeout) must not end the process: requests in
 * flight answer 503, the next ones succeed once the database answers, /readyz says 503 meanwhile.
 * Only PostgreSQL has server connections to terminate; PGlite runs inside the process.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('the database connections are terminated (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/db', async () => ({ data: await firstRow(t.db.database.db.execute(sql`select 1 as one`)) }));
      // Holds a checked-out client in a transaction across two queries, like the order flows do.
      app.post('/api/test/slow', async () => {
        const value = await t.db.database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.3)`);
          return firstRow(tx.execute(sql`select 2 as two`));
        });
        return { data: value };
      });
    });
    name = ((await firstRow(t.db.database.db.execute(sql`select current_database() as name`))) as { name: string }).name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
    await admin.end();
    await t.close();
  });
  beforeEach(() => {
    crashes.length = 0;
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
  });
  afterEach(() => {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });

  const terminate = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('survives losing idle connections, and the next requests succeed', async () => {
    // Fill the pool with idle connections first, so there is something to terminate.
    const warm = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/test/slow' })));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const { rowCount } = await terminate();
    expect(rowCount).toBeGreaterThan(0);
    await settle();

    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/db' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { one: 1 } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('answers 2xx or 503 to ~50 requests in flight when the connections drop, then serves again', async () => {
    const inFlight = Array.from({ length: 50 }, (_, i) =>
      t.app.inject(i % 2 ? { method: 'POST', url: '/api/test/slow' } : { method: 'GET', url: '/api/test/db' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await terminate();
    const responses = await Promise.all(inFlight);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const failed = responses.filter((r) => r.statusCode === 503);
    expect(failed.length).toBeGreaterThan(0);
    for (const response of failed) {
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Сервис временно недоступен. Попробуйте позже' });
    }
    await settle();
    expect((await t.app.inject({ method: 'POST', url: '/api/test/slow' })).statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('says 503 on /readyz while the database refuses connections, and 200 once it accepts them', async () => {
    await admin.query(`alter database ${name} allow_connections false`);
    await terminate();
    await settle();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
    const request = await t.app.inject({ method: 'GET', url: '/api/test/db' });
    expect(request.statusCode).toBe(503);
    expect(request.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    await admin.query(`alter database ${name} allow_connections true`);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/db' })).statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the database connections are terminated (PGlite)', () => {
  it.skip('runs on PostgreSQL only: PGlite lives inside the process and has no connections to terminate', () => {});
});
