import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import {
  cloudCheckout,
  cloudCheckoutBody,
  cloudRequestById,
  cloudSpacesOfUser,
  cloudWorld,
  OUTSIDE_ZONE,
  paidCloudOrder,
  savedAddress,
  windowById,
  type CloudWorld,
} from '../../../tests/kit/clouds';
import { orderById, orderLinesOf } from '../../../tests/kit/orders';
import { paymentByUuid } from '../../../tests/kit/payments';
import { signedIn, WEB } from '../../../tests/kit/users';
import { cookieHeader, loginBySms } from '../../../tests/helpers/auth-session';
import { cloudRequestEvents } from '../tables';

// 12:00 Moscow: tomorrow's windows (09–12 … 18–21) are all past the 4-hour cut-off.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let world: CloudWorld;

const env = {
  LOGIN_SENDS_PER_IP_HOUR: '10000',
  LOGIN_CALLS_PER_IP_MINUTE: '10000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '10000',
};

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
});
afterAll(() => t.close());
// Every test books in a warehouse of its own at the same moment: one test's seats never reach another.
beforeEach(async () => {
  clock.set(START);
  world = await cloudWorld(db(), START);
});

const db = () => t.db.database.db;
const MINUTE = 60_000;
// Fifty checkouts at once sign fifty people in first; on a busy two-core machine that takes a while.
const CONTENTION_TIMEOUT_MS = 90_000;

async function customer() {
  const user = await signedIn(t.app);
  const addressId = await savedAddress(t.app, user.headers);
  return { ...user, addressId };
}

function body(who: { addressId: number }, windowId: number, over: Record<string, unknown> = {}) {
  return cloudCheckoutBody({ warehouseId: world.warehouseId, windowId, addressId: who.addressId }, over);
}

/** The same person signed in again (the clock moved past their access token). */
async function again(phone: string): Promise<Record<string, string>> {
  const { cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
  return { cookie: cookieHeader(cookies), ...WEB };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('choosing a cloud', () => {
  it('lists the warehouse, prices a volume for every period and shows the windows by month and day', async () => {
    const site = await get('/api/cabinet/site/clouds?city_id=604');
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('public, max-age=60');
    const data = site.json().data;
    expect(data.warehouses.map((w: { id: number }) => w.id)).toContain(world.warehouseId);
    expect(data.volume).toEqual({ min: 0.5, max: 100, step: 0.1, default: 1 });
    expect(data.estimates.length).toBeGreaterThan(10);

    const tariffs = (await get(`/api/cabinet/v2/site/slots/tariffs?id=${world.warehouseId}&volume=1.5`)).json().data;
    expect(tariffs).toEqual([
      {
        period_code: 'cloud_1m',
        period_number: 1,
        title: '1 месяц',
        discount_percent: 0,
        price_month: 2235,
        month_in_period: 2235,
        base_total: 2235,
        price_total: 2235,
      },
      {
        period_code: 'cloud_3m',
        period_number: 3,
        title: '3 месяца',
        discount_percent: 5,
        price_month: 2235,
        month_in_period: 2123,
        base_total: 6705,
        price_total: 6370,
      },
      {
        period_code: 'cloud_6m',
        period_number: 6,
        title: '6 месяцев',
        discount_percent: 10,
        price_month: 2235,
        month_in_period: 2012,
        base_total: 13410,
        price_total: 12069,
      },
      {
        period_code: 'cloud_12m',
        period_number: 12,
        title: '12 месяцев',
        discount_percent: 15,
        price_month: 2235,
        month_in_period: 1900,
        base_total: 26820,
        price_total: 22797,
      },
    ]);

    const calendar = (await get(`/api/cabinet/v2/site/slots/months-and-days?id=${world.warehouseId}`)).json().data;
    expect(calendar.months).toHaveLength(1);
    expect(calendar.months[0]).toMatchObject({ month: '2026-11', title: 'Ноябрь 2026' });
    expect(calendar.months[0].days.map((d: { date: string }) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(calendar.months[0].days[0].windows.map((w: { time_from: string }) => w.time_from)).toEqual(['09:00', '12:00', '15:00', '18:00']);

    // The calculator prices a guest's choice with no row written: the 3-month plan with its 5 %.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/site/calculate',
      payload: { product_mark: 'CLOUD', warehouse_id: world.warehouseId, volume: 1.5, period_code: 'cloud_3m' },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ free: true, own_order_id: null, price: { base: 6705, periodDiscount: 335, total: 6370 } });
    expect(quote.json().data.price.lines[0].title).toMatch(/^Аренда: Облачное хранение 1,5\u00a0м³, склад /);

    // Each line's refusal names its own fields; an unknown mark is refused as such.
    const calculate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/calculate', payload });
    const badCloud = await calculate({ product_mark: 'CLOUD', warehouse_id: world.warehouseId, volume: 0, period_code: 'cloud_3m' });
    expect(badCloud.statusCode).toBe(422);
    expect(Object.keys(badCloud.json().fields)).toEqual(['volume']);
    const badStorage = await calculate({ tariff_kind: 'monthly', period_code: 'm1' });
    expect(badStorage.statusCode).toBe(422);
    expect(Object.keys(badStorage.json().fields)).toEqual(['slot_id']);
    const unknown = await calculate({ product_mark: 'BOAT', warehouse_id: world.warehouseId, volume: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields.product_mark).toMatch(/^product_mark: CLOUD — облачное хранение/);
    // The OpenAPI document shows both bodies.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/cabinet/v2/site/calculate'].post.requestBody.content['application/json'].schema;
    const variants = (body.oneOf ?? body.anyOf) as { required: string[] }[];
    expect(variants.map((v) => v.required.sort())).toEqual([
      ['period_code', 'product_mark', 'volume', 'warehouse_id'],
      ['period_code', 'slot_id', 'tariff_kind'],
    ]);
  });

  it('months-and-days shows a full window as not free, and its day free while another window is', async () => {
    const small = await cloudWorld(db(), START, { crews: 1, days: 1 });
    const who = await customer();
    const first = small.windows[0]!;
    const res = await cloudCheckout(
      t.app,
      who.headers,
      cloudCheckoutBody({ warehouseId: small.warehouseId, windowId: first.id, addressId: who.addressId }),
    );
    expect(res.statusCode).toBe(201);
    const day = (await get(`/api/cabinet/v2/site/slots/months-and-days?id=${small.warehouseId}`)).json().data.months[0].days[0];
    expect(day.windows.find((w: { id: number }) => w.id === first.id).free).toBe(false);
    expect(day.windows.filter((w: { free: boolean }) => w.free)).toHaveLength(3);
    expect(day.free).toBe(true);
  });
});

describe('the checkout', () => {
  it('books a space, its pickup request holding a seat, and the order; paid, the request is paid; readable by its owner only', async () => {
    const who = await customer();
    const window = world.windows[1]!;
    const res = await cloudCheckout(t.app, who.headers, body(who, window.id, { period_code: 'cloud_3m', auto_renewal: false }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'awaiting_payment', price: { total: 6370 } });
    expect(data.payment.confirmation_url).toBeTruthy();

    const order = (await orderById(db(), data.order_id))!;
    const [space] = await cloudSpacesOfUser(db(), who.userId);
    expect(order).toMatchObject({ kind: 'cloud', total: 6370 });
    expect(await orderLinesOf(db(), order.id)).toMatchObject([
      { itemId: space!.id, placeId: world.warehouseId, startsAt: order.startsAt, endsAt: order.endsAt, timeZone: 'Europe/Moscow' },
    ]);
    // The plan starts on the pickup window's Moscow day and lasts three months.
    expect(order.startsAt!.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(order.endsAt!.toISOString()).toBe('2027-02-23T21:00:00.000Z');
    expect(space).toMatchObject({ orderId: order.id, volumeLiters: 1500, bookedLiters: 1500 });
    const request = (await cloudRequestById(db(), data.request_id))!;
    expect(request).toMatchObject({
      orderId: order.id,
      spaceId: space!.id,
      type: 'pickup',
      status: 'MOVER_AWAITED',
      paymentState: 'awaiting',
      windowId: window.id,
      address: 'г Москва, ул Тверская, д 7',
      floor: 5,
      passengerElevator: true,
      contactPhone: '79161234567',
      zone: 'moskva-base',
    });
    expect(request.holdExpiresAt!.getTime()).toBe(order.holdExpiresAt!.getTime());
    expect((await windowById(db(), window.id)).booked).toBe(1);

    // The card payment comes back to the status page, which leads to the cloud's success page.
    const payment = (await paymentByUuid(db(), data.payment.id))!;
    expect(payment.metadata.successPath).toBe(`/payments/success/cloud/?order_id=${order.id}`);
    await t.app.services.payments.sandbox!.complete(data.payment.id, 'succeeded');
    expect((await orderById(db(), order.id))!.status).toBe('active');
    expect(await cloudRequestById(db(), data.request_id)).toMatchObject({
      paymentState: 'paid',
      holdExpiresAt: null,
      status: 'MOVER_AWAITED',
    });
    expect((await windowById(db(), window.id)).booked).toBe(1);

    const view = await get(`/api/cabinet/v2/orders/clouds?id=${order.id}`, who.headers);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      order: { id: order.id, status: 'active', total: 6370, auto_renewal: false },
      space: { id: space!.id, volume: 1.5, booked_volume: 1.5, measured_volume: null, warehouse: { id: world.warehouseId } },
      items_count: 0,
    });
    expect(view.json().data.requests.map((r: { id: number }) => r.id)).toEqual([data.request_id]);
    const stranger = await signedIn(t.app);
    expect((await get(`/api/cabinet/v2/orders/clouds?id=${order.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/cabinet/v2/orders/clouds?id=${order.id}`)).statusCode).toBe(401);
  });

  it('refuses guests', async () => {
    const res = await cloudCheckout(t.app, {}, body({ addressId: 1 }, world.windows[0]!.id));
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input clearly and leaves nothing behind', async () => {
    const who = await customer();
    const window = world.windows[0]!;
    let headers: Record<string, string> = who.headers;
    const refused = async (over: Record<string, unknown>, status: number) => {
      const res = await cloudCheckout(t.app, headers, body(who, window.id, over));
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    };
    expect((await refused({ volume: 0 }, 422)).fields.volume).toBe('Объём — не меньше 0,5 м³');
    expect((await refused({ volume: 10_000 }, 422)).fields.volume).toMatch(/^Объём — не больше 100 м³/);
    expect((await refused({ volume: 1.55 }, 422)).fields.volume).toBe('Объём указывается с шагом 0,1 м³');
    expect((await refused({ period_code: 'cloud_2y' }, 422)).fields.period_code).toMatch(/Такого срока хранения нет/);
    expect((await refused({ window_id: 999_999_999 }, 422)).fields.window_id).toMatch(/Такого окна нет/);
    expect((await refused({ contact_phone: '123' }, 422)).fields.contact_phone).toMatch(/Введите номер телефона полностью/);
    expect((await refused({ contact_name: ' ' }, 422)).fields.contact_name).toBe('Укажите, кого спросить грузчикам');
    expect((await refused({ comment: 'я'.repeat(1001) }, 422)).fields.comment).toMatch(/не больше 1000 символов/);

    const outside = await savedAddress(t.app, who.headers, OUTSIDE_ZONE);
    expect((await refused({ address_id: outside }, 422)).code).toBe('OUT_OF_DELIVERY_ZONE');
    const other = await customer();
    expect((await refused({ address_id: other.addressId }, 422)).fields.address_id).toMatch(/Адрес не найден среди ваших/);

    // A window of the past: the clock is past its start.
    clock.set(new Date(window.endsAt.getTime() + MINUTE));
    headers = await again(who.phone);
    const past = await refused({}, 409);
    expect(past).toMatchObject({ code: 'WINDOW_CLOSED', message: 'Это время уже прошло. Выберите окно не раньше завтрашнего дня' });
    // Inside the cut-off: 3 hours before the next window.
    clock.set(new Date(world.windows[5]!.startsAt.getTime() - 3 * 60 * MINUTE));
    headers = await again(who.phone);
    expect(await refused({ window_id: world.windows[5]!.id }, 409)).toMatchObject({ code: 'WINDOW_CLOSED' });

    expect(await cloudSpacesOfUser(db(), who.userId)).toEqual([]);
    expect((await windowById(db(), window.id)).booked).toBe(0);
  });
});

describe('seats of a window', () => {
  it('an unpaid request keeps its seat until its hold ends; then the next checkout of the window gets it', async () => {
    const small = await cloudWorld(db(), START, { crews: 1, days: 1 });
    const window = small.windows[2]!;
    const first = await customer();
    const second = await customer();
    const bodyOf = (who: { addressId: number }) =>
      cloudCheckoutBody({ warehouseId: small.warehouseId, windowId: window.id, addressId: who.addressId });
    const held = await cloudCheckout(t.app, first.headers, bodyOf(first));
    expect(held.statusCode).toBe(201);
    const full = await cloudCheckout(t.app, second.headers, bodyOf(second));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('WINDOW_FULL');
    expect(full.json().alternatives.map((a: { id: number }) => a.id)).toEqual([0, 1, 3].map((i) => small.windows[i]!.id));
    expect(await cloudSpacesOfUser(db(), second.userId)).toEqual([]);

    clock.set(new Date(START.getTime() + 16 * MINUTE));
    const after = await cloudCheckout(t.app, second.headers, bodyOf(second));
    expect(after.statusCode, after.body).toBe(201);
    const expired = (await cloudRequestById(db(), held.json().data.request_id))!;
    expect(expired).toMatchObject({ status: 'CANCELED', holdExpiresAt: null, cancelReason: 'Заказ не оплачен вовремя' });
    const events = await db().select().from(cloudRequestEvents).where(eq(cloudRequestEvents.requestId, expired.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorRole])).toEqual([
      [null, 'MOVER_AWAITED', 'client'],
      ['MOVER_AWAITED', 'CANCELED', 'system'],
    ]);
    expect((await windowById(db(), window.id)).booked).toBe(1);
  });

  it(
    '50 checkouts of one window with 3 crews at once: exactly 3 succeed, the rest get 409 WINDOW_FULL with alternatives',
    { timeout: CONTENTION_TIMEOUT_MS },
    async () => {
      const people = await Promise.all(Array.from({ length: 50 }, () => customer()));
      const window = world.windows[4]!;
      const responses = await Promise.all(people.map((who) => cloudCheckout(t.app, who.headers, body(who, window.id))));
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(47);
      const loser = responses.find((r) => r.statusCode === 409)!.json();
      expect(loser.code).toBe('WINDOW_FULL');
      expect(loser.alternatives.length).toBeGreaterThan(0);
      expect(loser.alternatives.map((a: { id: number }) => a.id)).not.toContain(window.id);
      expect((await windowById(db(), window.id)).booked).toBe(3);
      // The losers' spaces and requests are gone; the winners' three remain.
      const spaces = (await Promise.all(people.map((p) => cloudSpacesOfUser(db(), p.userId)))).flat();
      expect(spaces).toHaveLength(3);
    },
  );
});

describe('the callback form', () => {
  it('files a callback request for a guest, and leads a person who stores to their cloud', async () => {
    const back = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers, payload: { phone: '+7 916 000-11-22', name: 'Олег', comment: 'Сколько стоит 5 м³?' } });
    const guest = await back('/api/cabinet/site/clouds/back');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual({ accepted: true, path: null });
    expect((await back('/api/cabinet/v2/site/clouds/back', {})).json().data).toEqual({ accepted: true, path: null });
    const bad = await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/clouds/back', payload: { phone: '12' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.phone).toBeTruthy();

    const paid = await paidCloudOrder(t.app, { world });
    const own = await back('/api/cabinet/v2/site/clouds/back', paid.headers);
    expect(own.json().data).toEqual({ accepted: true, path: `/cabinet/subscriptions/clouds/${paid.orderId}/` });
  });
});
