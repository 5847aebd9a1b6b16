import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { insertCloudWindow } from '../../../tests/kit/cloud-requests';
import { cloudCheckout, cloudCheckoutBody, cloudWorld, savedAddress } from '../../../tests/kit/clouds';
import { backdatePayment, paymentByUuid } from '../../../tests/kit/payments';
import { cabinetWorld } from '../cabinet/cabinet-test-support';

/*
 * Points an unpaid payment will spend (an extension of a running order, a return's delivery) are
 * held as an unpaid order's are: an extension, a delivery and a new checkout of one account with
 * 1 000 points never count on more than 1 000 together, one after the other or at once.
 */
const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
const env = { RATE_LIMIT_MAX: '100000' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const BUTOVO = { address: 'г Москва, ул Адмирала Лазарева, д 10', latitude: 55.545, longitude: 37.52, flat: '5' };

/** A client with 1 000 points, a running cloud order paying with points, an unpaid return and a cloud to book. */
async function world(returns = 1) {
  const w = await cabinetWorld(t.app, { items: Array.from({ length: returns }, (_, i) => `Коробка ${i + 1}`) });
  const headers = w.client.headers;
  await t.app.services.bonuses.earn({ userId: w.client.userId, points: 1000, reason: 'manual' });
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers, payload });
  expect((await call('PUT', '/api/cabinet/v2/orders/usingBonuses', { id: w.orderId, using_bonuses: true })).statusCode).toBe(200);
  const window = await insertCloudWindow(db(), { warehouseId: w.warehouseId, day: '2026-11-25', crews: returns + 1 });
  const addressId = (await call('POST', '/api/cabinet/v2/profile/addresses', BUTOVO)).json().data.id as number;
  const requestIds: number[] = [];
  for (const itemId of w.itemIds) {
    const request = await call('POST', '/api/cabinet/v2/clouds/returns', {
      order_id: w.orderId,
      item_ids: [itemId],
      window_id: window.id,
      address_id: addressId,
      passenger_elevator: true,
      service_lift: false,
      contact_name: 'Анна',
      contact_phone: '+7 (916) 123-45-67',
    });
    expect(request.statusCode, request.body).toBe(201);
    requestIds.push(request.json().data.id);
  }
  const other = await cloudWorld(db(), clock.now());
  const home = await savedAddress(t.app, headers);
  const checkoutBody = cloudCheckoutBody(
    { warehouseId: other.warehouseId, windowId: other.windows[0]!.id, addressId: home },
    { use_bonuses: true },
  );

  const pointsOf = async (paymentUuid: string) => Number((await paymentByUuid(db(), paymentUuid))!.metadata.bonuses ?? 0);
  let lastExtension = '';
  return {
    ...w,
    extend: async () => {
      const res = await call('POST', '/api/cabinet/v2/orders/tariffs', { id: w.orderId, period_code: 'cloud_1m', extend: true });
      expect(res.statusCode, res.body).toBe(200);
      lastExtension = res.json().data.payment.payment_id;
      return pointsOf(lastExtension);
    },
    payReturn: async (index = 0) => {
      const res = await call('POST', '/api/cabinet/orders/request/payment', { request_id: requestIds[index], use_bonuses: true });
      expect(res.statusCode, res.body).toBe(200);
      return pointsOf(res.json().data.payment.id);
    },
    extensionUuid: () => lastExtension,
    checkout: async () => {
      const res = await cloudCheckout(t.app, headers, checkoutBody);
      expect(res.statusCode, res.body).toBe(201);
      return Number(res.json().data.price.bonusesUsed);
    },
  };
}

describe('points held by unpaid payments', () => {
  it('one after the other: an extension, a delivery and a checkout share 1 000 points; a repeated click keeps its points', async () => {
    const w = await world();
    const extension = await w.extend();
    expect(extension).toBeGreaterThan(0);
    expect(await w.extend()).toBe(extension);
    const delivery = await w.payReturn();
    expect(await w.payReturn()).toBe(delivery);
    const order = await w.checkout();
    expect(extension + delivery + order).toBe(1000);
    expect(delivery).toBe(Math.min(1000 - extension, 990));

    // The wallet shows what holds the points and what is left to spend, with the orders to pay.
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/promocodes/bonuses',
      headers: w.client.headers,
      payload: {},
    });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const data = wallet.json().data;
    expect(data).toMatchObject({ balance: 1000, held_points: 1000, spendable: 0 });
    expect(data.held.map((h: { points: number }) => h.points).sort((a: number, b: number) => a - b)).toEqual(
      [extension, delivery, order].filter((p) => p > 0).sort((a, b) => a - b),
    );
    expect(data.held.find((h: { points: number }) => h.points === extension)).toMatchObject({
      order_id: w.orderId,
      link: `/cabinet/subscriptions/clouds/${w.orderId}/`,
    });
  });

  it('a payment whose payer time ran out holds nothing any more', async () => {
    const w = await world();
    expect(await w.extend()).toBe(1000);
    expect(await w.payReturn()).toBe(0);
    await backdatePayment(db(), w.extensionUuid(), new Date(clock.now().getTime() - 61 * 60_000));
    expect(await w.checkout()).toBeGreaterThan(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'at once: an extension, six deliveries and a checkout never count on more than 1 000 points',
    async () => {
      const w = await world(6);
      const deliveries = [0, 1, 2, 3, 4, 5].map((i) => w.payReturn(i));
      const points = await Promise.all([w.extend(), ...deliveries, w.checkout()]);
      expect(points.reduce((sum, p) => sum + p, 0)).toBe(1000);
    },
  );
});
