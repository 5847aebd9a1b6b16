import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedIn } from '../kit/users';
import { ledgerSum } from '../../domains/bonuses/ledger-rules';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' }, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t.close());

describe('extending an order that pays with bonuses', () => {
  it('shows the points in the price, charges the card the rest and spends the points when paid', async () => {
    const db = t.db.database.db;
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now()))).json().data;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    await t.app.services.bonuses.earn({ userId: user.userId, points: 700, reason: 'manual' });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

    const plain = (await call('GET', `/api/cabinet/v2/orders/tariffs/prices?id=${placed.order_id}`)).json().data.items;
    const month = plain.find((p: { code: string }) => p.code === 'month-1') ?? plain[0];
    expect(month.bonuses).toBe(0);
    expect((await call('PUT', '/api/cabinet/v2/orders/usingBonuses', { id: placed.order_id, using_bonuses: true })).statusCode).toBe(200);
    const withPoints = (await call('GET', `/api/cabinet/v2/orders/tariffs/prices?id=${placed.order_id}`)).json().data.items;
    const offer = withPoints.find((p: { code: string }) => p.code === month.code);
    expect(offer.bonuses).toBe(Math.min(700, Math.floor(month.total / 2)));
    expect(offer.total).toBe(month.total - offer.bonuses);

    const extended = await call('POST', '/api/cabinet/v2/orders/tariffs', { id: placed.order_id, period_code: month.code, extend: true });
    expect(extended.statusCode).toBe(200);
    const paymentId = extended.json().data.payment.payment_id as string;
    const [charge] = await db.select().from(payments).where(eq(payments.uuid, paymentId));
    expect(charge!.amount).toBe(offer.total);
    const [before] = await db.select().from(orders).where(eq(orders.id, placed.order_id));

    await t.app.services.payments.sandbox!.complete(paymentId, 'succeeded');
    expect(await t.app.services.bonuses.balance(user.userId)).toBe(700 - offer.bonuses);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(order!.endsAt!.getTime()).toBeGreaterThan(before!.endsAt!.getTime());
  });
});

/*
 * Twenty parallel spends of one wallet from two lines: new storage bookings paying with points (at
 * most three await payment at once, the hold cap) and extensions of running subscriptions paying
 * with points. Each price counted on the whole balance, so together they ask far more than it
 * holds; the payments settle at once. PGlite runs one transaction at a time and cannot lose this
 * race, so it runs on the PostgreSQL leg only.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('twenty parallel spends of the same points from two lines (PostgreSQL)', () => {
  it('the balance never goes below zero and the ledger adds up to it', async () => {
    const db = t.db.database.db;
    const more = [await seedBookingFixture(db), await seedBookingFixture(db), await seedBookingFixture(db), await seedBookingFixture(db)];
    const cellIds = more.flatMap((f) => Object.values(f.cells).map((c) => c.id));
    const user = await signedIn(t.app);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: user.headers, payload });
    const complete = (id: string) => t.app.services.payments.sandbox!.complete(id, 'succeeded');

    // Seventeen running subscriptions, each booked and paid without points.
    const running: number[] = [];
    for (const cellId of cellIds.slice(0, 17)) {
      const placed = (await book(t.app, user.headers, bookingBody(cellId, clock.now()))).json().data;
      await complete(placed.payment.id);
      running.push(placed.order_id);
    }
    await t.app.services.bonuses.earn({ userId: user.userId, points: 3000, reason: 'manual' });

    const payments: string[] = [];
    for (const orderId of running) {
      expect((await call('PUT', '/api/cabinet/v2/orders/usingBonuses', { id: orderId, using_bonuses: true })).statusCode).toBe(200);
      const extension = await call('POST', '/api/cabinet/v2/orders/tariffs', { id: orderId, period_code: 'month-1', extend: true });
      expect(extension.statusCode).toBe(200);
      payments.push(extension.json().data.payment.payment_id);
    }
    // The unpaid extensions hold the points (the first two 1 500 each, half a month): new bookings find none left.
    const counted: number[] = [];
    for (const cellId of cellIds.slice(17, 20)) {
      const placed = await book(t.app, user.headers, bookingBody(cellId, clock.now(), { use_bonuses: true }));
      expect(placed.statusCode).toBe(201);
      counted.push(placed.json().data.price.bonusesUsed);
      payments.push(placed.json().data.payment.id);
    }
    expect(counted).toEqual([0, 0, 0]);
    expect(payments).toHaveLength(20);

    await Promise.all(payments.map((id) => complete(id)));
    const balance = await t.app.services.bonuses.balance(user.userId);
    const history = await t.app.services.bonuses.history(user.userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(0);
    expect(ledgerSum(history)).toBe(balance);
    const spends = history.filter((e) => e.kind === 'spend');
    expect(spends.reduce((sum, e) => sum - e.points, 0)).toBe(3000);
    // Each payment asked for half its price (1500 or 3000 points): the first settled took them, the rest found what was left.
    expect(spends.length).toBeGreaterThanOrEqual(1);
    expect(spends.length).toBeLessThanOrEqual(2);
  });
});
