import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedIn } from '../kit/users';

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
