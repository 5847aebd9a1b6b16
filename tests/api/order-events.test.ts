import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedIn } from '../kit/users';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { jpegBytes, multipartBody } from '../../domains/orders/cabinet/cabinet-test-support';

// Every order and payment event tells the order's owner, written in the event's transaction, with
// its `event` (which picks the delivery category) and a link to the rental.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let fx: BookingFixture;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'order-events-'));
  t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' }, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => clock.set(START));

const eventsOf = async (userId: number) =>
  (await t.db.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).map((n) => ({
    event: n.event,
    title: n.title,
    link: n.link,
    orderId: n.orderId,
  }));

const rental = (orderId: number) => `/cabinet/subscriptions/storages/${orderId}/`;

describe('order and payment events', () => {
  it('booked, then warned once a few minutes before the hold ends, never after it is paid', async () => {
    const user = await signedIn(t.app);
    const other = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now()))).json().data;
    const paid = (await book(t.app, other.headers, bookingBody(fx.cells.a2.id, clock.now()))).json().data;
    await t.app.services.payments.sandbox!.complete(paid.payment.id, 'succeeded');
    expect(await eventsOf(user.userId)).toEqual([
      { event: 'booked', title: 'Заказ оформлен', link: rental(placed.order_id), orderId: placed.order_id },
    ]);

    // The card hold lasts 15 minutes; the warning comes in its last five.
    expect(await t.app.services.orders.warnExpiringHolds(clock.now())).toBe(0);
    clock.advance(11 * 60);
    const [a, b] = await Promise.all([
      t.app.services.orders.warnExpiringHolds(clock.now()),
      t.app.services.orders.warnExpiringHolds(clock.now()),
    ]);
    expect(a + b).toBe(1);
    clock.advance(60);
    expect(await t.app.services.orders.warnExpiringHolds(clock.now())).toBe(0);
    expect((await eventsOf(user.userId)).map((n) => n.event)).toEqual(['booked', 'hold_expiring']);
    expect((await eventsOf(other.userId)).map((n) => n.event)).toEqual(['booked', 'paid']);
  });

  it('payment failed and paid carry their events', async () => {
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.a3.id, clock.now()))).json().data;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'canceled');
    expect((await eventsOf(user.userId)).map((n) => n.event)).toEqual(['booked', 'payment_failed']);
  });

  it('a cancellation accepted, then the refund paid when the rental ends', async () => {
    const user = await signedIn(t.app);
    const { order_id: orderId, payment } = (await book(t.app, user.headers, bookingBody(fx.cells.b1.id, clock.now()))).json().data;
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    const photo = multipartBody({ id: String(orderId) }, { name: 'cell.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...user.headers, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/cancel',
      headers: user.headers,
      payload: { id: orderId, date: '2026-12-12', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true },
    });
    expect(cancel.statusCode).toBe(200);
    // A repeated submit tells nothing again.
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/cancel',
      headers: user.headers,
      payload: { id: orderId, date: '2026-12-12', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true },
    });
    clock.set(new Date('2026-12-13T00:00:01+03:00'));
    expect(await t.app.services.orders.finishDue(clock.now())).toBe(1);
    const events = await eventsOf(user.userId);
    expect(events.map((n) => n.event)).toEqual(['booked', 'paid', 'cancel_accepted', 'refund_paid']);
    expect(events[2]).toMatchObject({ title: 'Заявка на расторжение принята', link: rental(orderId) });
    expect(events[3]).toMatchObject({ title: 'Деньги возвращены', link: '/cabinet/payments/', orderId });
  });

  it('a renewal charged or declined', async () => {
    const user = await signedIn(t.app);
    const { payment } = (await book(t.app, user.headers, bookingBody(fx.cells.c1.id, clock.now()))).json().data;
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    // Just before the first month ends the saved card is charged for the next one.
    clock.set(new Date('2026-12-22T09:00:00Z'));
    await t.app.services.payments.runRenewals(clock.now());
    expect((await eventsOf(user.userId)).map((n) => n.event)).toEqual(['booked', 'paid', 'renewal_charged']);
  });
});
