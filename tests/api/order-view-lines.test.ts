import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { paidCloudOrder } from '../kit/clouds';

// The calls every line's unpaid orders share (a promo code on an unpaid order) answer with what the
// order's own line shows of its item: a cloud order its space, never a storage cell's fields.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('the order view of the shared calls', () => {
  it('shows an unpaid cloud order with its space and warehouse', async () => {
    const cloud = await paidCloudOrder(t.app, { pay: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/promocodes',
      headers: cloud.headers,
      payload: { order_id: cloud.orderId, promo_code: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ id: cloud.orderId, status: 'awaiting_payment', space: { id: cloud.spaceId, volume: 1.5 } });
    expect(view.warehouse).toMatchObject({ id: cloud.warehouseId });
    expect(view).not.toHaveProperty('cell');
  });
});
