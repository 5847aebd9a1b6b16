import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import {
  cloudCheckout,
  cloudCheckoutBody,
  cloudRequestById,
  cloudWorld,
  paidCloudOrder,
  savedAddress,
  windowById,
  type CloudWorld,
} from '../../../tests/kit/clouds';
import { orderById } from '../../../tests/kit/orders';
import { paymentsOfOrder } from '../../../tests/kit/payments';
import { notificationsOf, signedIn, WEB } from '../../../tests/kit/users';
import { cookieHeader, loginBySms } from '../../../tests/helpers/auth-session';
import { cloudRequestEvents, cloudRequests } from '../tables';

// The owner cancels a cloud order before its pickup: the seat goes back, the money and the points too.
const START = new Date('2026-11-23T09:00:00Z'); // 12:00 in Moscow; the first window is tomorrow 09:00
const clock = manualClock(START);
let t: TestApp;
let world: CloudWorld;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '10000', LOGIN_CALLS_PER_IP_MINUTE: '10000', RATE_LIMIT_MAX: '100000' }, undefined, {
    clock,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(START);
  world = await cloudWorld(db(), START);
});

const db = () => t.db.database.db;

/** A fresh login after the clock moved past the access token's life. */
async function loggedInAgain(phone: string): Promise<Record<string, string>> {
  const { cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
  return { cookie: cookieHeader(cookies), ...WEB };
}
const cancel = (headers: Record<string, string>, orderId: number) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/clouds/cancel', headers, payload: { order_id: orderId } });

describe('cancelling a cloud order before its pickup', () => {
  it('cancels the order and its pickup, gives the seat back, refunds the card and returns the points', async () => {
    const user = await signedIn(t.app);
    const addressId = await savedAddress(t.app, user.headers);
    await t.app.services.bonuses.earn({ userId: user.userId, points: 500, reason: 'manual' });
    const window = world.windows[0]!;
    const booked = await cloudCheckout(
      t.app,
      user.headers,
      cloudCheckoutBody({ warehouseId: world.warehouseId, windowId: window.id, addressId }, { use_bonuses: true }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { order_id: orderId, request_id: requestId, payment } = booked.json().data;
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    const paid = (await paymentsOfOrder(db(), orderId)).find((p) => p.status === 'succeeded')!;
    expect((await orderById(db(), orderId))!.bonusesUsed).toBeGreaterThan(0);
    expect((await windowById(db(), window.id)).booked).toBe(1);

    const stranger = await signedIn(t.app);
    expect((await cancel(stranger.headers, orderId)).statusCode).toBe(404);

    const res = await cancel(user.headers, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const used = (await orderById(db(), orderId))!.bonusesUsed;
    expect(res.json().data).toEqual({ order_id: orderId, status: 'canceled', refund: paid.amount, bonuses_returned: used });
    expect(await orderById(db(), orderId)).toMatchObject({ status: 'canceled', cancelReason: 'cloud_pickup_canceled' });
    expect(await cloudRequestById(db(), requestId)).toMatchObject({ status: 'CANCELED' });
    const events = await db().select().from(cloudRequestEvents).where(eq(cloudRequestEvents.requestId, requestId));
    expect(events.at(-1)).toMatchObject({ toStatus: 'CANCELED', actorRole: 'system' });
    expect((await windowById(db(), window.id)).booked).toBe(0);
    // The client's timeline ends at the cancellation: «Завершена» is no longer coming.
    const view = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/requests/${requestId}`, headers: user.headers })).json().data;
    expect(view.steps.map((s: { title: string; done: boolean }) => [s.title, s.done])).toEqual([
      ['Ищем грузчиков', true],
      ['Отменена', true],
    ]);
    const [refunded] = (await paymentsOfOrder(db(), orderId)).filter((p) => p.id === paid.id);
    expect(refunded!.refundedAmount).toBe(paid.amount);
    const profile = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: user.headers });
    expect(profile.json().data.bonus_balance).toBe(500);
    const notices = await notificationsOf(t.app, user.headers, 10);
    expect(notices.map((n) => n.title)).toContain(`Заказ №${orderId} отменён`);

    // Once: a second cancel is refused and refunds nothing more.
    const again = await cancel(user.headers, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Вывоз уже отменён');
  });

  it('is refused after the cut-off and once the movers have left; nothing changes', async () => {
    const order = await paidCloudOrder(t.app, { world });
    const window = world.windows[0]!;
    clock.set(new Date(window.startsAt.getTime() - 3 * 3600_000));
    const late = await cancel(await loggedInAgain(order.phone), order.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: expect.stringMatching(/^До приезда грузчиков меньше 4 часов/),
    });
    expect(await orderById(db(), order.orderId)).toMatchObject({ status: 'active' });
    expect((await windowById(db(), window.id)).booked).toBe(1);

    clock.set(START);
    await t.app.services.database.db.update(cloudRequests).set({ status: 'MOVER_ON_WAY' }).where(eq(cloudRequests.id, order.requestId));
    const left = await cancel(order.headers, order.orderId);
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toMatch(/^Грузчики уже выехали/);
    expect((await paymentsOfOrder(db(), order.orderId)).every((p) => p.refundedAmount === 0)).toBe(true);
  });
});
