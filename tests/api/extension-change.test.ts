import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderChanges, orderEvents } from '../../db/schema';
import { seedBookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { extendEnd, moscowDate } from '../../domains/storages/booking-dates';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderById, orderLinesOf } from '../kit/orders';
import { paymentByUuid, paymentsOfOrder } from '../kit/payments';
import { notificationsOf, signedIn } from '../kit/users';

// The cabinet's extension of a storage rental is the kind's `extend` order change: it is recorded
// in order_changes, nothing of the order moves until its payment succeeds, a declined payment
// leaves the end as it was, a cell taken meanwhile returns the money (so does a payment made before
// extensions were changes), and parallel clicks of one order make one payment and one period.
const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' }, undefined, { clock });
});
afterAll(() => t.close());

const db = () => t.db.database.db;

/** A paid storage rental of a fresh fixture's cell, with its owner's calls. */
async function runningRental() {
  const cells = (await seedBookingFixture(db())).cells;
  const user = await signedIn(t.app);
  const placed = (await book(t.app, user.headers, bookingBody(cells.a1.id, clock.now()))).json().data;
  await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
  const orderId = placed.order_id as number;
  const extend = (periodCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/tariffs',
      headers: user.headers,
      payload: { id: orderId, period_code: periodCode, extend: true },
    });
  return { user, orderId, cellId: cells.a1.id, extend, order: (await orderById(db(), orderId))! };
}

const extendChanges = (orderId: number) =>
  db()
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.type, 'extend')));

describe('the extension as an order change', () => {
  it('is recorded pending, moves nothing until paid, then applies: one month more, its event and notice', async () => {
    const { user, orderId, extend, order } = await runningRental();
    const answer = await extend('month-1');
    expect(answer.statusCode, answer.body).toBe(200);
    const payment = answer.json().data.payment;
    expect(payment).toMatchObject({ status: 'pending', confirmation_url: expect.any(String) });
    expect(answer.json().data.confirmation_url).toBe(payment.confirmation_url);
    expect(await paymentByUuid(db(), payment.payment_id)).toMatchObject({
      purpose: 'extension',
      amount: 3000,
      savePaymentMethod: true,
      idempotenceKey: `extension:${orderId}:month-1:${order.endsAt!.toISOString()}:0`,
      description: `Продление аренды ячейки, заказ № ${orderId}: 1 месяц`,
      metadata: { periodCode: 'month-1', successPath: `/cabinet/subscriptions/storages/${orderId}/?extended=1` },
    });
    const [pending] = await extendChanges(orderId);
    expect(pending).toMatchObject({ status: 'pending', amount: 3000, paymentId: payment.payment_id });
    expect((await orderById(db(), orderId))!.endsAt).toEqual(order.endsAt);

    await t.app.services.payments.sandbox!.complete(payment.payment_id, 'succeeded');
    const newEnd = extendEnd(order.endsAt!, 'monthly', 1);
    expect((await orderById(db(), orderId))!.endsAt).toEqual(newEnd);
    expect((await orderLinesOf(db(), orderId))[0]!.endsAt).toEqual(newEnd);
    const [applied] = await extendChanges(orderId);
    expect(applied).toMatchObject({ id: pending!.id, status: 'applied' });
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.reason, 'extended')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: 'active', toStatus: 'active', data: { payment: payment.payment_id, amount: 3000 } });
    const notices = await notificationsOf(t.app, user.headers);
    expect(notices.find((n) => n.order_id === orderId && n.title === 'Аренда продлена')).toBeTruthy();
  });

  it('a declined payment leaves the end date as it was and compensates the change; the next click pays anew', async () => {
    const { orderId, extend, order } = await runningRental();
    const first = (await extend('month-3')).json().data.payment.payment_id as string;
    await t.app.services.payments.sandbox!.complete(first, 'canceled');
    expect((await orderById(db(), orderId))!.endsAt).toEqual(order.endsAt);
    expect((await orderLinesOf(db(), orderId))[0]!.endsAt).toEqual(order.endsAt);
    expect(await extendChanges(orderId)).toEqual([expect.objectContaining({ status: 'compensated', paymentId: first })]);

    const again = await extend('month-3');
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().data.payment.payment_id as string;
    expect(second).not.toBe(first);
    expect((await paymentByUuid(db(), second))!.idempotenceKey).toBe(`extension:${orderId}:month-3:${order.endsAt!.toISOString()}:1`);
  });

  it('returns the money when the cell was booked from the old end meanwhile, and says so', async () => {
    const { user, orderId, cellId, extend, order } = await runningRental();
    const payment = (await extend('month-1')).json().data.payment.payment_id as string;
    const next = await signedIn(t.app);
    const booked = await book(t.app, next.headers, bookingBody(cellId, clock.now(), { start_date: moscowDate(order.endsAt!) }));
    expect(booked.statusCode, booked.body).toBe(201);
    await t.app.services.payments.sandbox!.complete(booked.json().data.payment.id, 'succeeded');

    await t.app.services.payments.sandbox!.complete(payment, 'succeeded');
    expect((await orderById(db(), orderId))!.endsAt).toEqual(order.endsAt);
    expect(await extendChanges(orderId)).toEqual([expect.objectContaining({ status: 'refused', paymentId: payment })]);
    await expect.poll(async () => (await paymentByUuid(db(), payment))!.refundedAmount).toBe(3000);
    const notices = await notificationsOf(t.app, user.headers);
    expect(notices.find((n) => n.order_id === orderId && n.title === 'Вернём платёж')).toBeTruthy();
  });

  it('returns an extension payment made before extensions were changes (it names no change) instead of applying it blind', async () => {
    const { user, orderId, order } = await runningRental();
    const legacy = await t.app.services.payments.createPayment({
      userId: user.userId,
      orderId,
      purpose: 'extension',
      amount: 3000,
      description: `Продление аренды ячейки, заказ № ${orderId}: 1 месяц`,
      idempotenceKey: `extension:${orderId}:month-1:${order.endsAt!.toISOString()}:0`,
      metadata: { periodCode: 'month-1' },
    });
    await t.app.services.payments.sandbox!.complete(legacy.id, 'succeeded');
    expect((await orderById(db(), orderId))!.endsAt).toEqual(order.endsAt);
    await expect.poll(async () => (await paymentByUuid(db(), legacy.id))!.refundedAmount).toBe(3000);
  });
});

describe('a payment page left open', () => {
  it('blocks another period for a minute; after that the new choice replaces the old one, whose late payment is returned', async () => {
    const { orderId, extend, order } = await runningRental();
    const first = (await extend('month-1')).json().data.payment.payment_id as string;
    // A burst: another period right away waits for the first payment.
    expect((await extend('month-3')).json()).toMatchObject({ code: 'ORDER_CHANGE_PENDING' });

    clock.advance(61);
    const answer = await extend('month-3');
    expect(answer.statusCode, answer.body).toBe(200);
    const second = answer.json().data.payment.payment_id as string;
    expect(second).not.toBe(first);
    const [replaced, chosen] = (await extendChanges(orderId)).sort((a, b) => a.id - b.id);
    expect(replaced).toMatchObject({ status: 'compensated', data: expect.objectContaining({ superseded: true }) });
    expect(chosen).toMatchObject({ status: 'pending', data: expect.objectContaining({ periodCode: 'month-3' }) });

    // Back to the first period later: a fresh payment, never the replaced one.
    clock.advance(61);
    const third = (await extend('month-1')).json().data.payment.payment_id as string;
    expect([first, second]).not.toContain(third);

    // The replaced payments are paid after all: returned, and the order does not move.
    await t.app.services.payments.sandbox!.complete(first, 'succeeded');
    await t.app.services.payments.sandbox!.complete(second, 'succeeded');
    expect((await orderById(db(), orderId))!.endsAt).toEqual(order.endsAt);
    await expect.poll(async () => (await paymentByUuid(db(), first))!.refundedAmount).toBe(3000);
    await expect.poll(async () => (await paymentByUuid(db(), second))!.refundedAmount).toBeGreaterThan(0);
    // The choice that stands extends the order once it is paid.
    await t.app.services.payments.sandbox!.complete(third, 'succeeded');
    expect((await orderById(db(), orderId))!.endsAt).toEqual(extendEnd(order.endsAt!, 'monthly', 1));
  });
});

/*
 * Ten clicks of one order at once, for one month and for three: the order's lock and the waiting
 * change let one extension through; the same click again answers its payment, the other period is
 * refused while it waits. PGlite runs one transaction at a time, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('ten parallel extensions of one order (PostgreSQL)', () => {
  it('make one payment and, when paid, add one period', async () => {
    const { orderId, extend, order } = await runningRental();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => extend(i % 2 === 0 ? 'month-1' : 'month-3')));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.payment.payment_id as string);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid).size).toBe(1);
    for (const answer of refused) expect(answer.json()).toMatchObject({ code: 'ORDER_CHANGE_PENDING' });

    const extensions = (await paymentsOfOrder(db(), orderId)).filter((p) => p.purpose === 'extension');
    expect(extensions).toHaveLength(1);
    const changes = await extendChanges(orderId);
    expect(changes).toHaveLength(1);
    for (const payment of extensions) await t.app.services.payments.sandbox!.complete(payment.uuid, 'succeeded');
    const months = changes[0]!.data.periodCode === 'month-3' ? 3 : 1;
    expect((await orderById(db(), orderId))!.endsAt).toEqual(extendEnd(order.endsAt!, 'monthly', months));
  });
});
