import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/test-database';
import { createJobEngine, type JobEngine } from './service.server';

// The job engine (pg-boss) on the app's own database: the embedded PGlite and PostgreSQL alike.
const quiet = { info: () => {}, warn: () => {} };
const onPostgres = process.env.TEST_DB === 'postgres';

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

describe('the job engine', () => {
  it('runs a job sent to it, and none whose transaction rolled back', async () => {
    const seen: string[] = [];
    const engine = createJobEngine({
      database: db.database,
      log: quiet,
      pollingIntervalSeconds: 0.5,
    });
    await engine.start({ queued: [{ name: 'test.echo', run: async (data: { word: string }) => void seen.push(data.word) }] });
    try {
      await engine.send('test.echo', { word: 'direct' });
      await db.database.db.transaction(async (tx) => engine.send('test.echo', { word: 'committed' }, { tx }));
      await db.database.db
        .transaction(async (tx) => {
          await engine.send('test.echo', { word: 'rolled back' }, { tx });
          throw new Error('roll back');
        })
        .catch(() => {});
      await until(() => seen.length >= 2, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen.sort()).toEqual(['committed', 'direct']);
    } finally {
      await engine.stop(2000);
    }
    expect(engine.running).toBe(false);
  });

  // Two processes on one PostgreSQL: each schedules the same job; the tick runs once between them.
  it.runIf(onPostgres)(
    'two engines on one database run a scheduled tick once',
    async () => {
      const runs: string[] = [];
      // A cron of this one minute (Moscow time, as the engine schedules): an every-minute cron would
      // rightly run again when the test straddles a minute boundary. The engines check every second,
      // so only the minute's last seconds are too short for a first check; then it waits for the next.
      if (new Date().getUTCSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, (61 - new Date().getUTCSeconds()) * 1000));
      const moscow = new Date(Date.now() + 3 * 3600_000);
      const cron = `${moscow.getUTCMinutes()} ${moscow.getUTCHours()} * * *`;
      const engines: JobEngine[] = [1, 2].map(() =>
        createJobEngine({
          database: db.database,
          log: quiet,
          pollingIntervalSeconds: 0.5,
          cronCheckSeconds: 1,
        }),
      );
      await Promise.all(
        engines.map((engine, i) => engine.start({ scheduled: [{ name: 'test.tick', cron, run: async () => void runs.push(String(i)) }] })),
      );
      try {
        await until(() => runs.length > 0, 75_000);
        // Both engines keep polling for a while after the first run: a second run would show here.
        await new Promise((resolve) => setTimeout(resolve, 5000));
        expect(runs).toHaveLength(1);
      } finally {
        await Promise.all(engines.map((engine) => engine.stop(2000)));
      }
    },
    100_000,
  );
});
