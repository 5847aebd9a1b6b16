import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../../db/client.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** The migration that adds the foreign keys (decision 0032): found by name, whatever its number. */
const FOREIGN_KEYS = readdirSync(migrationsFolder)
  .find((name) => name.endsWith('_foreign_keys.sql'))!
  .replace(/\.sql$/, '');

/** A copy of the migrations folder that stops just before the foreign keys. */
function migrationsBeforeForeignKeys(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.find((entry) => entry.tag === FOREIGN_KEYS)!.idx;
  journal.entries = journal.entries.filter((entry) => entry.idx < stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An embedded database migrated up to the foreign keys, with what `before` writes, then migrated to the end. */
async function migrateWith(before: (db: Database['db']) => Promise<void>): Promise<Database> {
  const database = await openDatabase({});
  const dir = migrationsBeforeForeignKeys();
  try {
    await migrate(database.db as never, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await before(database.db);
  await database.migrate();
  return database;
}

const user = (db: Database['db'], id: number) =>
  db.execute(sql`insert into users (id, phone, created_at, updated_at) values (${id}, ${`7900000${id}`}, now(), now())`);
const payment = (db: Database['db'], values: { orderId: number | null; userId: number; cardId?: number }) =>
  db.execute(sql`insert into payments (uuid, order_id, user_id, purpose, amount, provider, idempotence_key, description, card_id)
    values (gen_random_uuid()::text, ${values.orderId}, ${values.userId}, 'order', 100, 'sandbox', gen_random_uuid()::text, 'тест',
      ${values.cardId ?? null})`);

describe('foreign keys', () => {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('a payment of an order that does not exist is refused by the database', async () => {
    const db = t!.database.db;
    await user(db, 7_000_001);
    await expect(payment(db, { orderId: 987_654, userId: 7_000_001 })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }) as unknown,
    });
    await expect(payment(db, { orderId: null, userId: 987_654 })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }) as unknown,
    });
  });

  // Two embedded databases migrated from nothing: slow on a busy machine.
  const MIGRATING = 240_000;

  it(
    'the migration stops on rows pointing to missing rows, naming the table, the column and the count',
    { timeout: MIGRATING },
    async () => {
      const attempt = migrateWith(async (db) => {
        await user(db, 7_000_001);
        await payment(db, { orderId: 4242, userId: 7_000_001 });
        await payment(db, { orderId: 4243, userId: 7_000_001 });
      });
      await expect(attempt).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringContaining('payments.order_id -> orders: 2') as unknown }) as unknown,
      });
    },
  );

  it(
    'the migration sets to null a reference that only named a row now gone (a saved card), and adds the keys',
    { timeout: MIGRATING },
    async () => {
      const database = await migrateWith(async (db) => {
        await user(db, 7_000_001);
        await payment(db, { orderId: null, userId: 7_000_001, cardId: 555 });
      });
      try {
        const result = (await database.db.execute(sql`select card_id from payments`)) as unknown as { rows: unknown[] };
        expect(result.rows).toEqual([{ card_id: null }]);
        await expect(payment(database.db, { orderId: 4242, userId: 7_000_001 })).rejects.toThrow();
      } finally {
        await database.close();
      }
    },
  );
});
