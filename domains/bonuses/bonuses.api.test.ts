import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { loginBySms, randomPhone, cookieHeader } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrdersWithIds } from '../../tests/kit/orders';
import { insertUser } from '../../tests/kit/users';
import { ledgerSum } from './ledger-rules';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000' }, undefined, { clock });
});
afterAll(() => t.close());

const bonuses = () => t.app.services.bonuses;
/** A user whose entries name these orders (the ledger's foreign keys want both to exist). */
const someUser = async (orderIds: number[] = []) => {
  const userId = await insertUser(t.db.database.db);
  await insertOrdersWithIds(t.db.database.db, orderIds, userId);
  return userId;
};

describe('the bonus wallet', () => {
  it('earns, spends at most the balance, expires, and keeps the entries adding up to the balance', async () => {
    const userId = await someUser([7, 8, 9]);
    expect(await bonuses().balance(userId)).toBe(0);
    expect(await bonuses().earn({ userId, points: 1000, reason: 'review', comment: 'Отзыв о складе' })).toBe(1000);
    expect(await bonuses().spend({ userId, points: 400, orderId: 7, reason: 'order_payment' })).toBe(400);
    expect(await bonuses().spend({ userId, points: 900, orderId: 8, reason: 'order_payment' })).toBe(600);
    expect(await bonuses().spend({ userId, points: 100, orderId: 9, reason: 'order_payment' })).toBe(0);
    expect(await bonuses().balance(userId)).toBe(0);
    await bonuses().earn({ userId, points: 50, reason: 'promo' });
    expect(await bonuses().expire({ userId, points: 80, reason: 'expiry' })).toBe(50);

    const history = await bonuses().history(userId);
    expect(history.map((e) => [e.kind, e.points, e.orderId])).toEqual([
      ['expire', -50, null],
      ['earn', 50, null],
      ['spend', -600, 8],
      ['spend', -400, 7],
      ['earn', 1000, null],
    ]);
    expect(ledgerSum(history)).toBe(await bonuses().balance(userId));
  });

  it("reverts an order's spends once, even when asked twice", async () => {
    const userId = await someUser([41, 42]);
    await bonuses().earn({ userId, points: 500, reason: 'registration' });
    await bonuses().spend({ userId, points: 300, orderId: 41, reason: 'order_payment' });
    await bonuses().spend({ userId, points: 100, orderId: 42, reason: 'order_payment' });
    expect(await bonuses().revert({ userId, orderId: 41, reason: 'refund' })).toBe(300);
    expect(await bonuses().revert({ userId, orderId: 41, reason: 'refund' })).toBe(0);
    expect(await bonuses().balance(userId)).toBe(400);
    expect(ledgerSum(await bonuses().history(userId))).toBe(400);
  });

  it('moves inside a transaction that rolls back leave neither the entry nor the balance', async () => {
    const userId = await someUser([1]);
    await bonuses().earn({ userId, points: 200, reason: 'promo' });
    const db = t.db.database.db;
    await expect(
      db.transaction(async (tx) => {
        await bonuses().spend({ userId, points: 150, orderId: 1, reason: 'order_payment' }, tx);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await bonuses().balance(userId)).toBe(200);
    expect(await bonuses().history(userId)).toHaveLength(1);
  });

  it('the profile and the login answer the balance the wallet holds, in the same JSON as before', async () => {
    const phone = randomPhone();
    const { login, cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
    const userId = login.json().data.user.id as number;
    await bonuses().earn({ userId, points: 1200, reason: 'review' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile',
      headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' },
    });
    expect(profile.json().data).toMatchObject({ id: userId, bonus_balance: 1200, short_bonuses: '1,2 тыс.' });
    const again = await loginBySms(t.app, phone, `dev-${phone}`);
    expect(again.login.json().data.user).toMatchObject({ id: userId, bonus_balance: 1200, short_bonuses: '1,2 тыс.' });
  });
});
