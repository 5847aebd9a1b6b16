import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { cloudCheckout, cloudCheckoutBody, cloudWorld, savedAddress } from '../../tests/kit/clouds';
import { signedIn } from '../../tests/kit/users';
import { seedBookingFixture } from './booking-test-fixtures';
import { book, bookingBody, cancelBooking } from './booking-test-helpers';

/*
 * Points an unpaid order counts on are kept for it until it is paid (spent), canceled or its hold
 * ends (free again): a second checkout sees only what is left. A cell costs 3 000 ₽ a month here,
 * so one order may take up to 1 500 points.
 */
const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
});
afterAll(() => t.close());

const db = () => t.db.database.db;
const withBalance = async (points: number) => {
  const user = await signedIn(t.app);
  await t.app.services.bonuses.earn({ userId: user.userId, points, reason: 'manual' });
  return user;
};
const bookWithBonuses = (headers: Record<string, string>, cellId: number) =>
  book(t.app, headers, bookingBody(cellId, clock.now(), { use_bonuses: true }));

describe('bonus points of unpaid orders', () => {
  it('one after the other: the second order sees only what the first left; a cancel and an ended hold give the points back', async () => {
    const world = await seedBookingFixture(db(), { ownCity: true });
    const user = await withBalance(1000);
    const first = (await bookWithBonuses(user.headers, world.cells.a1.id)).json().data;
    expect(first.price.bonusesUsed).toBe(1000);
    const second = (await bookWithBonuses(user.headers, world.cells.a2.id)).json().data;
    expect(second.price.bonusesUsed).toBe(0);
    expect(second.price.total).toBe(3000);

    expect((await cancelBooking(t.app, user.headers, first.order_id)).statusCode).toBe(200);
    const third = (await bookWithBonuses(user.headers, world.cells.a3.id)).json().data;
    expect(third.price.bonusesUsed).toBe(1000);

    // The third order's hold runs out unpaid: its points count again for the next one.
    clock.advance(16 * 60);
    const fourth = (await bookWithBonuses(user.headers, world.cells.m1.id)).json().data;
    expect(fourth.price.bonusesUsed).toBe(1000);
    await t.app.services.payments.sandbox!.complete(fourth.payment.id, 'succeeded');
    expect(await t.app.services.bonuses.balance(user.userId)).toBe(0);
  });

  it('three cloud checkouts of one account share its points as the storage ones do', async () => {
    const world = await cloudWorld(db(), clock.now());
    const user = await withBalance(1000);
    const addressId = await savedAddress(t.app, user.headers);
    const used: number[] = [];
    for (const window of world.windows.slice(0, 3)) {
      const placed = await cloudCheckout(
        t.app,
        user.headers,
        cloudCheckoutBody({ warehouseId: world.warehouseId, windowId: window.id, addressId }, { use_bonuses: true }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      used.push(placed.json().data.price.bonusesUsed);
    }
    expect(used.reduce((sum, points) => sum + points, 0)).toBe(1000);
    expect(used[0]).toBeGreaterThan(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    '30 parallel checkouts of one account share 1 000 points, and paying every placed order spends no more',
    async () => {
      const worlds = [await seedBookingFixture(db(), { ownCity: true }), await seedBookingFixture(db(), { ownCity: true })];
      const cellIds = worlds.flatMap((w) => Object.values(w.cells).map((c) => c.id));
      const user = await withBalance(1000);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => bookWithBonuses(user.headers, cellIds[i % cellIds.length]!)));
      expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
      const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data);
      expect(placed.length).toBeGreaterThan(0);
      const counted = placed.reduce((sum, order) => sum + Number(order.price.bonusesUsed), 0);
      expect(counted).toBe(1000);
      for (const order of placed) await t.app.services.payments.sandbox!.complete(order.payment.id, 'succeeded');
      expect(await t.app.services.bonuses.balance(user.userId)).toBe(0);
      const spent = (await t.app.services.bonuses.history(user.userId)).filter((m) => m.kind === 'spend');
      expect(spent.reduce((sum, m) => sum - m.points, 0)).toBe(1000);
    },
  );
});
