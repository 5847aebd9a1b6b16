import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client.server';
import { seedDatabase } from '../../db/seed.server';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

function adminUrl(url: string) {
  const parsed = new URL(url);
  return parsed;
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
    const url = adminUrl(base);
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
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db, { demo: options.demo ?? false });
  return { database, dispose: () => database.close() };
}
