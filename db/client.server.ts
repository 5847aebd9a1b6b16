import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createLogger } from '../lib/logger.server';
import { notePageUntrackedRead } from '../lib/page-dependencies.server';
import { noteStatement } from '../lib/statement-count.server';
import { noteStatementText } from '../lib/request-reads.server';
import { listenPostgres, type Unlisten } from './listen.server';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Names the database without its credentials (`postgres://host:port/name`, or the PGlite folder;
   * an in-memory PGlite is unique to its instance). Deployments on one Redis are told apart by it.
   */
  identity: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Hears `pg_notify(channel, payload)` of committed transactions, in every process on the
   * database. On PostgreSQL a dropped listening connection is reopened and `onReconnect` called.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
}

/**
 * Every statement passes here as it is sent: one made while a guest page renders, outside a source
 * that records its own dependency, keeps the page out of the guest page cache. Each is counted where
 * a count is asked for (lib/statement-count.server.ts); one that writes empties the reads the request
 * shares (lib/request-reads.server.ts).
 */
const pageReads = {
  logQuery: (text: string) => {
    notePageUntrackedRead('a database read');
    noteStatement();
    noteStatementText(text);
  },
};

export const migrationsFolder = path.resolve(process.cwd(), 'db/migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (see dumpDataDir). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only: told about connections the server drops (restart, failover, idle timeout,
   * pg_terminate_backend). They are only reported: the pool replaces them on the next query.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onConnectionError ?? reportDroppedConnection);
  return openPglite(options.dataDir, options.loadDataDir);
}

function postgresIdentity(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

function reportDroppedConnection(error: Error) {
  createLogger().warn({ err: error }, 'database connection lost; the next query opens a new one');
}

async function openPostgres(url: string, poolSize: number, onConnectionError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, keepAlive: true });
  // An 'error' event without a listener throws, and an uncaught exception ends the process. The pool
  // reports the idle clients it loses; a checked-out client (a transaction between two queries)
  // needs a listener of its own, its caller learns of the loss from its next query (answered 503).
  pool.on('error', (error) => onConnectionError(error));
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema, logger: pageReads }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    identity: postgresIdentity(url),
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    listen: async (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, { onError: onConnectionError, onReconnect }),
  };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, extensions: await pgliteExtensions(), loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: pageReads }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    identity: dir ? `pglite:${dir}` : `pglite:memory:${randomUUID()}`,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/** btree_gist backs the exclusion constraints of bookings; PostgreSQL ships it as a contrib module. */
async function pgliteExtensions() {
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return { btree_gist };
}
