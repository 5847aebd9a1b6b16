import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedIn } from '../kit/users';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';

// What the owner of an order is told when its payments settle: written in the transaction that
// records the outcome, listed by the notifications call.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let fx: BookingFixture;

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000', LOGIN_FAILURES_PER_IP_HOUR: '1000' },
    undefined,
    { clock },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(START);
  fx = await seedBookingFixture(t.db.database.db, { ownCity: true });
});

type Notice = { title: string; text: string; link: string | null; order_id: number | null; show_type: string; is_read: boolean };

// The booking's own notice (ORDER) is order-events.test.ts's subject.
async function noticesOf(user: { headers: Record<string, string> }): Promise<Notice[]> {
  const url = '/api/cabinet/v2/orders/notifications/list';
  const response = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: { show_type: 'PAYMENT' } });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as Notice[];
}

const settle = (paymentId: string, outcome: 'succeeded' | 'canceled') => t.app.services.payments.sandbox!.complete(paymentId, outcome);

describe('notifications of payment outcomes', () => {
  it('a paid order tells its owner, with a link to the rental; the header count goes up', async () => {
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now()))).json().data;
    expect(await noticesOf(user)).toEqual([]);
    await settle(placed.payment.id, 'succeeded');
    expect(await noticesOf(user)).toEqual([
      expect.objectContaining({
        title: 'Оплата прошла',
        order_id: placed.order_id,
        show_type: 'PAYMENT',
        link: `/cabinet/subscriptions/storages/${placed.order_id}/`,
        is_read: false,
      }),
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: user.headers });
    expect(profile.json().data.unread_notifications_count).toBe(2);
  });

  it('a failed payment says so while the order still waits, and the payment after it is told too', async () => {
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.a2.id, clock.now()))).json().data;
    await settle(placed.payment.id, 'canceled');
    const [failed] = await noticesOf(user);
    expect(failed).toMatchObject({ title: 'Оплата не прошла', order_id: placed.order_id });
    expect(failed!.text).toContain(`№${placed.order_id}`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/placeOrder',
      headers: { ...user.headers, 'idempotency-key': `again-${placed.order_id}` },
      payload: { order_id: placed.order_id },
    });
    await settle(again.json().data.payment.id, 'succeeded');
    expect((await noticesOf(user)).map((n) => n.title)).toEqual(['Оплата прошла', 'Оплата не прошла']);
  });

  it('a payment that comes after the cell went to someone else is to be returned, and says so', async () => {
    const late = await signedIn(t.app);
    const other = await signedIn(t.app);
    const first = (await book(t.app, late.headers, bookingBody(fx.cells.a3.id, clock.now()))).json().data;
    clock.advance(16 * 60);
    expect((await book(t.app, other.headers, bookingBody(fx.cells.a3.id, clock.now()))).statusCode).toBe(201);
    await settle(first.payment.id, 'succeeded');
    // The sandbox returns it at once, which is told too.
    expect((await noticesOf(late)).map((n) => n.title)).toEqual(['Деньги возвращены', 'Вернём платёж']);
    expect(await noticesOf(other)).toEqual([]);
  });

  it('a second checkout left open and canceled after the order was paid tells nothing', async () => {
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.b1.id, clock.now()))).json().data;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/placeOrder',
      headers: { ...user.headers, 'idempotency-key': `second-${placed.order_id}` },
      payload: { order_id: placed.order_id },
    });
    const secondId = second.json().data.payment.id as string;
    await settle(placed.payment.id, 'succeeded');
    expect(secondId).not.toBe(placed.payment.id);
    await settle(secondId, 'canceled');
    expect((await noticesOf(user)).map((n) => n.title)).toEqual(['Оплата прошла']);
  });
});
