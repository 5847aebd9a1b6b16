import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { guestConfirmation, signedIn, WEB } from '../../tests/kit/users';
import { cookieHeader, loginBySms } from '../../tests/helpers/auth-session';
import { orderById, ordersOfCell } from '../../tests/kit/orders';
import { paymentByUuid, paymentsOfOrder } from '../../tests/kit/payments';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody } from './booking-test-helpers';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t.close());

const db = () => t.db.database.db;
const guestBody = (cellId: number, token: string, over: Record<string, unknown> = {}) =>
  bookingBody(cellId, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token, ...over });

describe('guest orders', () => {
  it('a confirmed phone books with the guest tariff; the token is single-use; the success data needs the secret', async () => {
    const { phone, token } = await guestConfirmation(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', payload: guestBody(fx.cells.a1.id, token) });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.price.total).toBe(750);
    expect(data.guest_token).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === `guest_order_${data.order_id}`);
    expect(cookie?.httpOnly).toBe(true);
    const order = await orderById(db(), data.order_id);
    expect(order!.userId).toBeNull();
    expect(order!.guestPhone).toBe(phone);
    const [payment] = await paymentsOfOrder(db(), data.order_id);
    expect(payment!.metadata.successPath).toBe(`/guest/storages/success/?order=${data.order_id}`);

    const reused = await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', payload: guestBody(fx.cells.a2.id, token) });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().fields.confirmation_token).toMatch(/истекло или уже использовано/);

    const view = await t.app.inject({ method: 'GET', url: `/api/cabinet/orders/guest?id=${data.order_id}&token=${data.guest_token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.warehouse.address).toBe(fx.warehouse.address);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/cabinet/orders/guest?id=${data.order_id}&token=${'x'.repeat(32)}` });
    expect(wrong.statusCode).toBe(404);

    await t.app.services.payments.sandbox!.complete(data.payment.id, 'succeeded');
    expect((await orderById(db(), data.order_id))!.status).toBe('active');
  });

  it('a wrong or expired confirmation token answers 422 and books nothing', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/site/storages/booking',
      payload: guestBody(fx.cells.a3.id, 'not-a-real-token-0000'),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.confirmation_token).toBeTruthy();
    const { token } = await guestConfirmation(t.app);
    clock.advance(16 * 60);
    const expired = await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', payload: guestBody(fx.cells.a3.id, token) });
    expect(expired.statusCode).toBe(422);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/guest',
      payload: bookingBody(fx.cells.a3.id, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3' }),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().fields.confirmation_token).toMatch(/Подтвердите/);
    expect(await ordersOfCell(db(), fx.cells.a3.id)).toHaveLength(0);
  });

  it('guests may use only the guest tariff and no bonuses', async () => {
    const { token } = await guestConfirmation(t.app);
    const monthly = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/guest',
      payload: guestBody(fx.cells.a3.id, token, { tariff_kind: 'monthly', period_code: 'month-1' }),
    });
    expect(monthly.statusCode).toBe(422);
    expect(monthly.json().fields.tariff_kind).toMatch(/гостевой/);
  });

  it('the guest cancels with the secret; a signed-in user with that phone claims the orders', async () => {
    const { phone, token } = await guestConfirmation(t.app);
    const placed = (
      await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', payload: guestBody(fx.cells.b1.id, token) })
    ).json().data;
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/orders/guest',
      payload: { id: placed.order_id, token: 'y'.repeat(32) },
    });
    expect(bad.statusCode).toBe(404);
    const canceled = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/orders/guest',
      payload: { id: placed.order_id, token: placed.guest_token },
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data.status).toBe('canceled');

    const second = await guestConfirmation(t.app, phone);
    const kept = (
      await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', payload: guestBody(fx.cells.b1.id, second.token) })
    ).json().data;
    expect((await t.app.services.orders.guestOrdersForPhone(phone)).map((o) => o.id)).toContain(kept.order_id);
    await t.app.services.payments.sandbox!.complete(kept.payment.id, 'succeeded');
    const user = await signedIn(t.app);
    const claimed = await t.app.services.orders.claimGuestOrders(user.userId, phone);
    expect(claimed).toEqual(expect.arrayContaining([placed.order_id, kept.order_id]));
    expect(await t.app.services.orders.guestOrdersForPhone(phone)).toHaveLength(0);
    // The payment comes along: it is the user's now and shows in the history.
    const paid = await paymentByUuid(db(), kept.payment.id);
    expect(paid!.userId).toBe(user.userId);
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/history',
      headers: user.headers,
      payload: { offset: 0, limit: 10 },
    });
    expect(history.json().data.items.map((p: { order_id: number }) => p.order_id)).toContain(kept.order_id);
  });
});

describe('renewal and the end of rentals', () => {
  it('lists due auto renewals, extends on a renewal payment, finishes what ended', async () => {
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.c1.id, clock.now(), { auto_renewal: true }))).json().data;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    const order = await orderById(db(), placed.order_id);
    const dayBefore = new Date(order!.endsAt!.getTime() - 12 * 3600 * 1000);
    const due = await t.app.services.orders.dueForRenewal(dayBefore);
    const mine = due.find((d) => d.orderId === placed.order_id)!;
    expect(mine).toMatchObject({ userId: user.userId, amount: 3000, periodIndex: 1 });
    expect(mine.description).toMatch(/Продление/);

    // a renewal payment (as the housekeeping job creates it) extends by one period
    const renewal = await t.app.services.payments.createPayment({
      userId: user.userId,
      orderId: placed.order_id,
      purpose: 'renewal',
      amount: mine.amount,
      description: mine.description,
      idempotenceKey: `renewal:${placed.order_id}:1`,
      periodIndex: 1,
    });
    await t.app.services.payments.sandbox!.complete(renewal.id, 'succeeded');
    const renewed = await orderById(db(), placed.order_id);
    expect(renewed!.endsAt!.getTime()).toBeGreaterThan(order!.endsAt!.getTime() + 27 * 24 * 3600 * 1000);
    expect((await t.app.services.orders.dueForRenewal(dayBefore)).some((d) => d.orderId === placed.order_id)).toBe(false);

    const finished = await t.app.services.orders.finishDue(new Date(renewed!.endsAt!.getTime() + 1000));
    expect(finished).toBeGreaterThanOrEqual(1);
    const done = await orderById(db(), placed.order_id);
    expect(done!.status).toBe('finished');
  });

  it('auto renewal of an order paying with bonuses spends the points and charges the card the rest', async () => {
    const user = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: user.userId, points: 1000, reason: 'manual' });
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.m1.id, clock.now(), { auto_renewal: true }))).json().data;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    const toggled = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/orders/usingBonuses',
      headers: user.headers,
      payload: { id: placed.order_id, using_bonuses: true },
    });
    expect(toggled.statusCode).toBe(200);
    const order = await orderById(db(), placed.order_id);
    const dayBefore = new Date(order!.endsAt!.getTime() - 12 * 3600 * 1000);
    const mine = (await t.app.services.orders.dueForRenewal(dayBefore)).find((d) => d.orderId === placed.order_id)!;
    expect(mine.withPoints).toBe(true);

    await t.app.services.payments.runRenewals(dayBefore);
    const charges = await paymentsOfOrder(db(), placed.order_id);
    const renewal = charges.find((p) => p.purpose === 'renewal')!;
    expect(renewal).toMatchObject({ status: 'succeeded', amount: mine.amount - 1000, periodIndex: 1, metadata: { bonuses: '1000' } });
    expect(await t.app.services.bonuses.balance(user.userId)).toBe(0);
    const renewed = await orderById(db(), placed.order_id);
    expect(renewed!.endsAt!.getTime()).toBeGreaterThan(order!.endsAt!.getTime());
  });

  it('auto renewal counts only the points no unpaid order of the account holds', async () => {
    const own = await seedBookingFixture(db());
    const user = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: user.userId, points: 1000, reason: 'manual' });
    const placed = (await book(t.app, user.headers, bookingBody(own.cells.a1.id, clock.now(), { auto_renewal: true }))).json().data;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/orders/usingBonuses',
      headers: user.headers,
      payload: { id: placed.order_id, using_bonuses: true },
    });
    const order = (await orderById(db(), placed.order_id))!;
    const dayBefore = new Date(order.endsAt!.getTime() - 12 * 3600 * 1000);
    // Another checkout of the account holds every point while its payment page is open.
    clock.set(new Date(dayBefore.getTime() - 60_000));
    const { cookies } = await loginBySms(t.app, user.phone, `dev-${user.phone}`);
    const other = await book(
      t.app,
      { cookie: cookieHeader(cookies), ...WEB },
      bookingBody(own.cells.a2.id, clock.now(), { use_bonuses: true }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.price.bonusesUsed).toBeGreaterThan(0);
    const held = other.json().data.price.bonusesUsed as number;

    await t.app.services.payments.runRenewals(dayBefore);
    const renewal = (await paymentsOfOrder(db(), placed.order_id)).find((p) => p.purpose === 'renewal')!;
    // The renewal counts on what is left, so the same points never pay twice.
    expect(Number(renewal.metadata.bonuses ?? 0)).toBe(
      Math.min(1000 - held, Math.floor((renewal.amount + Number(renewal.metadata.bonuses ?? 0)) / 2)),
    );
    await t.app.services.payments.sandbox!.complete(other.json().data.payment.id, 'succeeded');
    expect(await t.app.services.bonuses.balance(user.userId)).toBe(1000 - held - Number(renewal.metadata.bonuses ?? 0));
  });
});
