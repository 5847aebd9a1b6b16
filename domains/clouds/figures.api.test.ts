import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { cloudCheckout, cloudCheckoutBody, cloudWorld, savedAddress } from '../../tests/kit/clouds';
import { signedIn, WEB } from '../../tests/kit/users';

// One source for each figure and word of a clouds order: the month of a period is the server's in
// the calculator and at checkout, the signed-in quote is what is charged, the period reads the same
// on the order and on the payment, and the payment names the clouds line.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, undefined, {
    clock,
  });
});
afterAll(() => t.close());

describe('the figures of a clouds order agree', () => {
  it('month, total, period and title are one figure each wherever they are shown', async () => {
    const world = await cloudWorld(t.db.database.db, START);
    const user = await signedIn(t.app, { newAccount: true });
    const tariffs = (
      await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/site/slots/tariffs?id=${world.warehouseId}&volume=1.5` })
    ).json().data as { period_code: string; period_number: number; month_in_period: number; price_total: number }[];
    const threeMonths = tariffs.find((p) => p.period_code === 'cloud_3m')!;
    expect(threeMonths.month_in_period).toBe(Math.round(threeMonths.price_total / 3));

    // A new account's quote (its first-order discount included) is what the checkout charges.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/site/calculate',
      headers: user.headers,
      payload: { product_mark: 'CLOUD', warehouse_id: world.warehouseId, volume: 1.5, period_code: 'cloud_3m' },
    });
    const total = quote.json().data.price.total as number;
    expect(total).toBeLessThan(threeMonths.price_total);

    const addressId = await savedAddress(t.app, user.headers);
    const booked = await cloudCheckout(
      t.app,
      user.headers,
      cloudCheckoutBody({ warehouseId: world.warehouseId, windowId: world.windows[4]!.id, addressId }, { period_code: 'cloud_3m' }),
    );
    expect(booked.statusCode).toBe(201);
    const { order_id: orderId, payment } = booked.json().data as { order_id: number; payment: { id: string } };
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');

    const order = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/clouds?id=${orderId}`, headers: user.headers })).json()
      .data.order as { period_text: string; starts_at: string; ends_at: string };
    expect(order.period_text).toMatch(/^\d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}$/);
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/history',
      headers: { ...WEB, cookie: user.headers.cookie! },
      payload: { order_id: orderId },
    });
    const [paid] = history.json().data.items as { title: string; description: string; amount: number }[];
    expect(paid).toMatchObject({ title: 'Облачное хранение', amount: total });
    expect(paid!.description).toContain(order.period_text);
  });

  it('the checkout asks its quote with points through the signed-in calculate call, which takes the cloud body', async () => {
    const world = await cloudWorld(t.db.database.db, START);
    const user = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: user.userId, points: 1000, reason: 'manual' });
    const body = { product_mark: 'CLOUD', warehouse_id: world.warehouseId, volume: 1.5, period_code: 'cloud_3m' };
    const calculate = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/calculate', headers: user.headers, payload });

    const withPoints = await calculate({ ...body, use_bonuses: true });
    expect(withPoints.statusCode, withPoints.body).toBe(200);
    const without = (await calculate(body)).json().data.price as { total: number; bonusesUsed: number };
    expect(without.bonusesUsed).toBe(0);
    const price = withPoints.json().data.price as { total: number; bonusesUsed: number };
    expect(price.bonusesUsed).toBeGreaterThan(0);
    expect(price.total).toBe(without.total - price.bonusesUsed);
    // A guest has no points to take off: the call asks for the session.
    expect((await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/calculate', payload: body })).statusCode).toBe(401);
  });
});
