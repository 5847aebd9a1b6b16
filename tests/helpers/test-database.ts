import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client.server';
import { seedDatabase } from '../../db/seed.server';
import { databaseUrl, onServer, untilNoSessions } from './postgres-server';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's address (null on PGlite): another process's pool opens it. */
  url: string | null;
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
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase(options);
  const template = templateBlob();
  const database = await openDatabase({ loadDataDir: template });
  if (!template) {
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
  }
  if (options.demo) await seedDatabase(database.db, { demo: true });
  return { database, url: null, dispose: () => database.close() };
}

/**
 * A new database on TEST_DATABASE_URL: a copy of the run's migrated, seeded template
 * (postgres-template.global.ts), or, without one, migrated and seeded here.
 */
async function createPostgresDatabase(options: { demo?: boolean }): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = inject('postgresTemplate');
  const name = `mtest_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(base, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = databaseUrl(base, name);
  const database = await openDatabase({ url, poolSize: 20 });
  if (!template) {
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
  }
  if (options.demo) await seedDatabase(database.db, { demo: true });
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await untilNoSessions(base, name);
      await onServer(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
