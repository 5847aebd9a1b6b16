import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { cloudRequestRow, insertCloudWindow } from '../../../tests/kit/cloud-requests';
import { paymentByUuid } from '../../../tests/kit/payments';
import { cloudCheckout, cloudCheckoutBody, cloudWorld, savedAddress } from '../../../tests/kit/clouds';
import { signedIn } from '../../../tests/kit/users';
import { cabinetWorld } from '../cabinet/cabinet-test-support';
import { cloudItems, cloudWindows } from '../tables';

const BUTOVO = { address: 'г Москва, ул Адмирала Лазарева, д 10', latitude: 55.545, longitude: 37.52, flat: '5' };
const ZELENOGRAD = { address: 'г Москва, г Зеленоград, Панфиловский пр-кт, д 5', latitude: 55.99, longitude: 37.207 };

describe('returns of stored items and their delivery payment', () => {
  let t: TestApp;
  const clock = manualClock();
  const db = () => t.app.services.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function returnWorld() {
    const world = await cabinetWorld(t.app, { items: ['Коробка', 'Велосипед', 'Кресло'] });
    const window = await insertCloudWindow(db(), { warehouseId: world.warehouseId, day: '2026-11-25', crews: 2 });
    const address = async (body: object) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/profile/addresses', headers: world.client.headers, payload: body })
      ).json().data.id as number;
    return { ...world, window, inZone: await address(BUTOVO), outOfZone: await address(ZELENOGRAD) };
  }
  const draft = (w: Awaited<ReturnType<typeof returnWorld>>, patch: object = {}) => ({
    order_id: w.orderId,
    item_ids: w.itemIds.slice(0, 2),
    window_id: w.window.id,
    address_id: w.inZone,
    passenger_elevator: true,
    service_lift: false,
    contact_name: 'Анна',
    contact_phone: '+7 (916) 123-45-67',
    ...patch,
  });
  const createReturn = (headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/cabinet/v2/clouds/returns', headers, payload: body });
  const pay = (headers: Record<string, string>, requestId: number) =>
    t.app.inject({ method: 'POST', url: '/api/cabinet/orders/request/payment', headers, payload: { request_id: requestId } });
  const booked = async (windowId: number) => (await db().select().from(cloudWindows).where(eq(cloudWindows.id, windowId)))[0]!.booked;
  const statuses = async (ids: number[]) =>
    (await db().select().from(cloudItems).where(inArray(cloudItems.id, ids))).map((i) => i.status).sort();

  it('returns two items: held seat, delivery with the zone surcharge, paid through the payment page', async () => {
    const w = await returnWorld();
    const res = await createReturn(w.client.headers, draft(w));
    expect(res.statusCode).toBe(201);
    const request = res.json().data;
    // 990 ₽ the warehouse's return delivery + 990 ₽ of the outer zone.
    expect(request).toMatchObject({
      type: 'return',
      status: 'MOVER_AWAITED',
      payment_state: 'awaiting',
      delivery_price: 1980,
      order_id: w.orderId,
    });
    expect(request.items.map((i: { title: string }) => i.title).sort()).toEqual(['Велосипед', 'Коробка']);
    const row = await cloudRequestRow(db(), request.id);
    expect(row.holdExpiresAt!.getTime()).toBe(clock.now().getTime() + 15 * 60_000);
    expect(row.contactPhone).toBe('79161234567');
    expect(await booked(w.window.id)).toBe(1);
    expect(await statuses(w.itemIds)).toEqual(['returning', 'returning', 'stored']);

    const paid = await pay(w.client.headers, request.id);
    expect(paid.statusCode).toBe(200);
    const { payment } = paid.json().data;
    expect(payment.confirmation_url).toMatch(/payment-checkout/);
    const again = await pay(w.client.headers, request.id);
    expect(again.json().data.payment.id).toBe(payment.id);
    expect(await paymentByUuid(db(), payment.id)).toMatchObject({
      purpose: 'request',
      amount: 1980,
      status: 'pending',
      orderId: w.orderId,
    });

    const done = await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    expect(done.returnUrl).toContain(`/payments/success/cloud/request/?id=${payment.id}`);
    const after = await cloudRequestRow(db(), request.id);
    expect(after).toMatchObject({ paymentState: 'paid', holdExpiresAt: null, status: 'MOVER_AWAITED' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/v2/requests/payments/success?id=${payment.id}`,
      headers: w.client.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      purpose: 'request',
      status: 'succeeded',
      links: { order: `/cabinet/requests/${request.id}/` },
    });
    const other = await signedIn(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/v2/requests/payments/success?id=${payment.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await pay(w.client.headers, request.id)).json().code).toBe('ALREADY_PAID');
  });

  it('the delivery counts only on the points an unpaid order of the client does not already hold', async () => {
    const w = await returnWorld();
    await t.app.services.bonuses.earn({ userId: w.client.userId, points: 1000, reason: 'manual' });
    const moscow = await cloudWorld(db(), clock.now());
    const home = await savedAddress(t.app, w.client.headers);
    const another = await cloudCheckout(
      t.app,
      w.client.headers,
      cloudCheckoutBody({ warehouseId: moscow.warehouseId, windowId: moscow.windows[0]!.id, addressId: home }, { use_bonuses: true }),
    );
    expect(another.statusCode, another.body).toBe(201);
    const held = another.json().data.price.bonusesUsed as number;
    expect(held).toBeGreaterThan(10);

    const request = (await createReturn(w.client.headers, draft(w))).json().data;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/request/payment',
      headers: w.client.headers,
      payload: { request_id: request.id, use_bonuses: true },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const points = Math.min(1000 - held, Math.floor(1980 / 2));
    expect(await paymentByUuid(db(), paid.json().data.payment.id)).toMatchObject({ amount: 1980 - points });
  });

  it('refuses an address outside the delivery zones and stores nothing', async () => {
    const w = await returnWorld();
    const res = await createReturn(w.client.headers, draft(w, { address_id: w.outOfZone }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OUT_OF_DELIVERY_ZONE');
    expect(await booked(w.window.id)).toBe(0);
    expect(await statuses(w.itemIds)).toEqual(['stored', 'stored', 'stored']);
  });

  it('an item already returning cannot be returned again; another user cannot return them', async () => {
    const w = await returnWorld();
    expect((await createReturn(w.client.headers, draft(w, { item_ids: [w.itemIds[0]] }))).statusCode).toBe(201);
    const twice = await createReturn(w.client.headers, draft(w, { item_ids: [w.itemIds[0], w.itemIds[2]] }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ITEMS_NOT_STORED');
    expect(await booked(w.window.id)).toBe(1);
    expect(await statuses(w.itemIds)).toEqual(['returning', 'stored', 'stored']);
    // «All» takes what is still stored.
    const all = await createReturn(w.client.headers, draft(w, { item_ids: undefined, all: true }));
    expect(all.statusCode).toBe(201);
    expect(all.json().data.items).toHaveLength(2);
    const other = await signedIn(t.app);
    expect((await createReturn(other.headers, draft(w))).statusCode).toBe(404);
  });

  it('an unpaid return that expires frees its items and seat; a payment after that is refunded', async () => {
    const w = await returnWorld();
    const request = (await createReturn(w.client.headers, draft(w))).json().data;
    const { payment } = (await pay(w.client.headers, request.id)).json().data;
    clock.advance(16 * 60);
    try {
      expect((await pay(w.client.headers, request.id)).json().code).toBe('HOLD_EXPIRED');
      await t.app.services.clouds.cabinet.expireUnpaidReturns(clock.now());
      expect((await cloudRequestRow(db(), request.id)).status).toBe('CANCELED');
      expect(await statuses(w.itemIds)).toEqual(['stored', 'stored', 'stored']);
      expect(await booked(w.window.id)).toBe(0);
      await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
      const late = await paymentByUuid(db(), payment.id);
      expect(late).toMatchObject({ status: 'succeeded', refundedAmount: 1980 });
      expect((await cloudRequestRow(db(), request.id)).paymentState).toBe('awaiting');
    } finally {
      clock.set(new Date('2026-11-23T09:00:00Z'));
    }
  });
});
