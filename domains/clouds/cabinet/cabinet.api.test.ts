import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { seedCloudRequest } from '../../../tests/kit/cloud-requests';
import { signedIn } from '../../../tests/kit/users';
import { cabinetWorld } from './cabinet-test-support';
import { cloudRequests } from '../tables';

describe('the cloud cabinet: items, photos, ratings, history', () => {
  let t: TestApp;
  const clock = manualClock();
  const db = () => t.app.services.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
  const post = (headers: Record<string, string>, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

  it("lists the owner's items with photos, paged; a photo is served to its owner only", async () => {
    const world = await cabinetWorld(t.app, { items: ['Коробка', 'Велосипед', 'Кресло'] });
    const all = await get(world.client.headers, `/api/cabinet/v2/clouds/items?order_id=${world.orderId}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.count).toBe(3);
    expect(all.json().data.items[0]).toMatchObject({ title: 'Кресло', status: 'stored', order_id: world.orderId });
    const page = await get(world.client.headers, `/api/cabinet/v2/clouds/items?limit=2&page=2`);
    expect(page.json().data).toMatchObject({ count: 3, items: [{ title: 'Коробка' }] });
    const photo = all.json().data.items[0].photos[0] as string;
    const own = await get(world.client.headers, photo);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(own.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const other = await signedIn(t.app);
    expect((await get(other.headers, photo)).statusCode).toBe(404);
    expect((await get(other.headers, '/api/cabinet/v2/clouds/items')).json().data).toEqual({ items: [], count: 0 });
    expect((await get({}, photo)).statusCode).toBe(401);
  });

  it('rates a completed request once; an unfinished one, twice or another user’s is refused', async () => {
    const world = await cabinetWorld(t.app);
    const rate = (headers: Record<string, string>, requestId: number, rating = 5) =>
      post(headers, '/api/cabinet/request/rating', { request_id: requestId, rating, comment: 'Быстро и аккуратно' });
    const open = await seedCloudRequest(db(), {
      userId: world.client.userId,
      warehouseId: world.warehouseId,
      spaceId: world.spaceId,
      orderId: world.orderId,
      type: 'return',
      status: 'MOVER_ON_WAY',
      now: clock.now(),
    });
    expect((await rate(world.client.headers, open.requestId)).json().code).toBe('RATING_NOT_ALLOWED');
    const other = await signedIn(t.app);
    expect((await rate(other.headers, world.pickupRequestId)).statusCode).toBe(404);
    expect(
      (await post(world.client.headers, '/api/cabinet/request/rating', { request_id: world.pickupRequestId, rating: 6 })).statusCode,
    ).toBe(422);
    const rated = await rate(world.client.headers, world.pickupRequestId, 4);
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toMatchObject({ id: world.pickupRequestId, rating: 4, can_rate: false });
    const [row] = await db().select().from(cloudRequests).where(eq(cloudRequests.id, world.pickupRequestId));
    expect(row).toMatchObject({ rating: 4, ratingComment: 'Быстро и аккуратно' });
    const twice = await rate(world.client.headers, world.pickupRequestId, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RATING_NOT_ALLOWED');
  });

  it("rates an order's last finished request not rated yet", async () => {
    const world = await cabinetWorld(t.app);
    const later = await seedCloudRequest(db(), {
      userId: world.client.userId,
      warehouseId: world.warehouseId,
      spaceId: world.spaceId,
      orderId: world.orderId,
      type: 'return',
      status: 'COMPLETED',
      now: new Date(clock.now().getTime() + 3600_000),
    });
    const send = (rating: number) => post(world.client.headers, '/api/cabinet/v2/orders/rating/send', { order_id: world.orderId, rating });
    expect((await send(5)).json().data).toMatchObject({ id: later.requestId, rating: 5 });
    expect((await send(3)).json().data).toMatchObject({ id: world.pickupRequestId, rating: 3 });
    expect((await send(2)).json().code).toBe('RATING_NOT_ALLOWED');
    const other = await signedIn(t.app);
    expect((await post(other.headers, '/api/cabinet/v2/orders/rating/send', { order_id: world.orderId, rating: 5 })).statusCode).toBe(404);
  });

  it('pages the history newest first, by type and order', async () => {
    const world = await cabinetWorld(t.app);
    const ids = [world.pickupRequestId];
    for (let i = 1; i <= 4; i += 1) {
      const seeded = await seedCloudRequest(db(), {
        userId: world.client.userId,
        warehouseId: world.warehouseId,
        spaceId: world.spaceId,
        orderId: world.orderId,
        type: 'return',
        status: 'COMPLETED',
        now: new Date(clock.now().getTime() + i * 600_000),
      });
      ids.push(seeded.requestId);
    }
    const history = (body: object) => post(world.client.headers, '/api/cabinet/v2/requests/history', body);
    const first = await history({ limit: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.count).toBe(5);
    expect(first.json().data.items.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    const third = await history({ limit: 2, page: 3 });
    expect(third.json().data.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await history({ type: 'pickup' })).json().data).toMatchObject({ count: 1, items: [{ id: ids[0] }] });
    expect((await history({ order_id: world.orderId + 1000 })).json().data).toEqual({ items: [], count: 0 });
    const other = await signedIn(t.app);
    expect((await post(other.headers, '/api/cabinet/v2/requests/history', {})).json().data.count).toBe(0);
    expect((await history({ limit: 500 })).statusCode).toBe(422);
  });

  it('payments of the clouds line reach its own listener, the others the orders listener as before', async () => {
    const purposes: string[] = [];
    const dispose = t.app.services.payments.purposes.listen(['order', 'invoice', 'renewal', 'extension'], async (event) => {
      purposes.push(event.payment.purpose);
      return 'applied';
    });
    try {
      const world = await cabinetWorld(t.app);
      const payments = t.app.services.payments;
      const make = (purpose: 'order' | 'surcharge', key: string) =>
        payments.createPayment({
          userId: world.client.userId,
          orderId: world.orderId,
          purpose,
          amount: 100,
          description: 'x',
          idempotenceKey: key,
        });
      const order = await make('order', `t-order-${world.orderId}`);
      const surcharge = await make('surcharge', `t-surcharge-${world.orderId}`);
      await payments.sandbox!.complete(order.id, 'succeeded');
      await payments.sandbox!.complete(surcharge.id, 'succeeded');
      expect(purposes).toEqual(['order']);
    } finally {
      dispose();
    }
  });
});
