import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { cloudRequestById, cloudWorld, paidCloudOrder, type PaidCloudOrder } from '../../../tests/kit/clouds';
import { orderById } from '../../../tests/kit/orders';
import { paymentsOfOrder } from '../../../tests/kit/payments';
import { cloudWindows } from '../tables';

// A client's cancel racing a payment of the same cloud order, in parallel bursts on PostgreSQL
// (the embedded database runs one transaction at a time, so nothing races there). Whatever wins,
// nobody gets a 5xx, every payment the provider took is recorded, and money and order agree: a
// canceled order has all its money back, an active one none of it.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '100000', LOGIN_CALLS_PER_IP_MINUTE: '100000', RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => t.close());

const db = () => t.db.database.db;
const ROUNDS = 6;
const BURST = 4;

const cancel = (order: PaidCloudOrder) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/orders/clouds/cancel',
    headers: order.headers,
    payload: { order_id: order.orderId },
  });

/**
 * The cancel of the n-th pair starts n × 4 ms after its payment: over the rounds the cancel lands
 * before, inside and after every step of the payment's settlement.
 */
const cancelAfter = (order: PaidCloudOrder, n: number) =>
  new Promise((resolve) => setTimeout(resolve, (n % 25) * 4)).then(() => cancel(order));

/** The sandbox checkout page's «Оплатить» for the payment of this provider id. */
const pay = (providerId: string) =>
  t.app.inject({ method: 'POST', url: '/api/dev/payments/checkout', payload: { payment: providerId, outcome: 'succeeded' } });

async function providerIdOf(orderId: number, purpose: string): Promise<string> {
  const payment = (await paymentsOfOrder(db(), orderId)).find((p) => p.purpose === purpose && p.status === 'pending');
  if (!payment?.providerPaymentId) throw new Error(`no pending ${purpose} payment of order ${orderId}`);
  return payment.providerPaymentId;
}

/** Money and order agree, and the provider's money is recorded on every payment it took. */
async function expectAgreement(order: PaidCloudOrder, paidPurposes: string[]) {
  const row = (await orderById(db(), order.orderId))!;
  const paid = (await paymentsOfOrder(db(), order.orderId)).filter((p) => paidPurposes.includes(p.purpose));
  expect(paid.map((p) => p.status)).toEqual(paidPurposes.map(() => 'succeeded'));
  const pickup = await cloudRequestById(db(), order.requestId);
  if (row.status === 'canceled') {
    for (const payment of paid) expect(payment.refundedAmount, `payment ${payment.purpose} of canceled order`).toBe(payment.amount);
    expect(pickup?.status).toBe('CANCELED');
  } else {
    expect(row.status).toBe('active');
    for (const payment of paid) expect(payment.refundedAmount, `payment ${payment.purpose} of active order`).toBe(0);
    expect(pickup).toMatchObject({ status: 'MOVER_AWAITED', paymentState: 'paid' });
  }
  return row.status;
}

describe.runIf(process.env.TEST_DB === 'postgres')('cancel against payment on PostgreSQL', () => {
  it('the first payment while the client cancels: no 5xx, the payment recorded, active and paid or canceled and refunded', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const world = await cloudWorld(db(), t.app.services.clock.now(), { crews: BURST + 1 });
      const orders = await Promise.all(Array.from({ length: BURST }, () => paidCloudOrder(t.app, { world, pay: false })));
      const providerIds = await Promise.all(orders.map((o) => providerIdOf(o.orderId, 'order')));
      const answers = await Promise.all(orders.flatMap((order, i) => [pay(providerIds[i]!), cancelAfter(order, round * BURST + i)]));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      for (const order of orders) outcomes.add(await expectAgreement(order, ['order']));
      const [window] = await db().select().from(cloudWindows).where(eq(cloudWindows.id, orders[0]!.windowId));
      const active = (await Promise.all(orders.map((o) => orderById(db(), o.orderId)))).filter((o) => o!.status === 'active');
      expect(window!.booked).toBe(active.length);
    }
    expect(outcomes.has('active')).toBe(true);
  });

  it('an extension paid while the client cancels: no 5xx, the order canceled and every payment of it refunded in full', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const world = await cloudWorld(db(), t.app.services.clock.now(), { crews: BURST + 1 });
      const orders = await Promise.all(Array.from({ length: BURST }, () => paidCloudOrder(t.app, { world })));
      for (const order of orders) {
        const periods = await t.app.inject({
          method: 'GET',
          url: `/api/cabinet/v2/orders/tariffs/prices?id=${order.orderId}`,
          headers: order.headers,
        });
        expect(periods.statusCode, periods.body).toBe(200);
        const code = (periods.json().data.items as { code: string }[])[0]!.code;
        const extension = await t.app.inject({
          method: 'POST',
          url: '/api/cabinet/v2/orders/tariffs',
          headers: order.headers,
          payload: { id: order.orderId, period_code: code, extend: true },
        });
        expect(extension.statusCode, extension.body).toBe(200);
      }
      const providerIds = await Promise.all(orders.map((o) => providerIdOf(o.orderId, 'extension')));
      const answers = await Promise.all(orders.flatMap((order, i) => [pay(providerIds[i]!), cancelAfter(order, round * BURST + i)]));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      for (const [i, order] of orders.entries()) {
        expect(answers[i * 2 + 1]!.statusCode, answers[i * 2 + 1]!.body).toBe(200);
        expect(await expectAgreement(order, ['order', 'extension'])).toBe('canceled');
      }
    }
  });

  it('a change of window to another day while the first payment arrives: no 5xx, the payment recorded, the order paid', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const world = await cloudWorld(db(), t.app.services.clock.now(), { crews: BURST + 1, days: 3 });
      const orders = await Promise.all(Array.from({ length: BURST }, () => paidCloudOrder(t.app, { world, pay: false })));
      const providerIds = await Promise.all(orders.map((o) => providerIdOf(o.orderId, 'order')));
      // Four windows a day: the fifth is the next day's first, so the order's start moves too.
      const nextDay = world.windows[4]!;
      const change = (order: PaidCloudOrder, n: number) =>
        new Promise((resolve) => setTimeout(resolve, (n % 25) * 4)).then(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/cabinet/v2/orders/clouds/slot',
            headers: order.headers,
            payload: { request_id: order.requestId, window_id: nextDay.id },
          }),
        );
      const answers = await Promise.all(orders.flatMap((order, i) => [pay(providerIds[i]!), change(order, round * BURST + i)]));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      for (const order of orders) expect(await expectAgreement(order, ['order'])).toBe('active');
    }
  });
});
