import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client.server';
import { seedDatabase } from '../../db/seed.server';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/** The migrated, seeded template built once per run by pglite-template.global.ts. */
function templateBlob(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)], { type: 'application/x-tar' }) : undefined;
}

/**
 * A fresh, migrated database with the reference rows: an in-memory PGlite, or, when the
 * project runs the PostgreSQL leg (TEST_DB=postgres), a new database on TEST_DATABASE_URL.
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `mtest_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 20 });
    await database.migrate();
    await seedDatabase(database.db, { demo: options.demo ?? false });
    return {
      database,
      async dispose() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: base });
        await cleanup.connect();
        // The pool's end() resolves before its sockets close: wait for them to leave, or a forced
        // drop would kill a closing connection and its error would surface in the test run.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = templateBlob();
  const database = await openDatabase({ loadDataDir: template });
  if (!template) {
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
  }
  if (options.demo) await seedDatabase(database.db, { demo: true });
  return { database, dispose: () => database.close() };
}
