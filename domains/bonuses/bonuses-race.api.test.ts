import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrdersWithIds } from '../../tests/kit/orders';
import { insertUser } from '../../tests/kit/users';
import { ledgerSum } from './ledger-rules';

/*
 * Parallel spends of one balance. PGlite runs one transaction at a time and cannot lose a race,
 * so these run on the PostgreSQL leg only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('parallel bonus spends on PostgreSQL', () => {
  it('20 parallel spends of 300 from a balance of 1000 take exactly 1000 and never go below zero', async () => {
    const bonuses = t.app.services.bonuses;
    const userId = await insertUser(t.db.database.db);
    await insertOrdersWithIds(
      t.db.database.db,
      Array.from({ length: 20 }, (_, i) => 100 + i),
      userId,
    );
    await bonuses.earn({ userId, points: 1000, reason: 'promo' });
    const spent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bonuses.spend({ userId, points: 300, orderId: 100 + i, reason: 'order_payment' })),
    );
    expect(spent.reduce((sum, points) => sum + points, 0)).toBe(1000);
    expect(spent.filter((points) => points === 300)).toHaveLength(3);
    expect(spent.filter((points) => points === 100)).toHaveLength(1);
    expect(await bonuses.balance(userId)).toBe(0);
    expect(ledgerSum(await bonuses.history(userId))).toBe(0);
  });

  it('spends from two lines in their own transactions, earns among them: the ledger adds up to the balance', async () => {
    const bonuses = t.app.services.bonuses;
    const db = t.db.database.db;
    const userId = await insertUser(db);
    await insertOrdersWithIds(
      db,
      Array.from({ length: 20 }, (_, i) => 200 + i),
      userId,
    );
    await bonuses.earn({ userId, points: 500, reason: 'promo' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 5 === 0
          ? bonuses.earn({ userId, points: 50, reason: 'review' }).then(() => 0)
          : db.transaction((tx) =>
              bonuses.spend({ userId, points: 120, orderId: 200 + i, reason: i % 2 ? 'order_payment' : 'renewal' }, tx),
            ),
      ),
    );
    const balance = await bonuses.balance(userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(500 + 4 * 50 - results.reduce((sum, points) => sum + points, 0)).toBe(balance);
    expect(ledgerSum(await bonuses.history(userId))).toBe(balance);
  });
});
