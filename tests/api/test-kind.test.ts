import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cookieHeader, loginBySms } from '../helpers/auth-session';
import { signedIn, WEB } from '../kit/users';
import { orderById, orderLinesOf } from '../kit/orders';
import { paymentByUuid } from '../kit/payments';
import { barrierCode, createParkingKind, PARKING_KIND, parkingSpot, type ParkingSpot } from '../kit/parking-kind/parking-kind';

// The order contract holds for a kind the core has never heard of: a parking place by the hour in
// Yekaterinburg (UTC+5), registered in this test app only. Quote, hold, place, pay, the barrier code
// in its window, the cabinet list, the owner's notice, its own changes (more hours for money, a cancel
// with the money back), two places in one order and a fine of a payment purpose it registers all
// come from the core as they are.
const START = new Date('2026-12-01T03:00:00Z'); // 08:00 in Yekaterinburg
const clock = manualClock(START);
const spot = parkingSpot(7, 'P-7');
const neighbour: ParkingSpot = { ...spot, id: 8, subject: 'место P-8', number: 'P-8', rate: 100, entryFee: 150 };
let t: TestApp;

beforeAll(async () => {
  const limits = { LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' };
  t = await createTestApp(limits, undefined, {
    clock,
    extraKinds: ({ clock: appClock }) => [createParkingKind({ clock: appClock, spots: [spot, neighbour] })],
  });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

/** Three hours from 10:00 on the car park's clock: 05:00–08:00 UTC. */
const stayAt = (from: string, spotIds = [spot.id]) => ({ choice: { spotIds, from, hours: 3 } });
const stay = stayAt('2026-12-01T10:00');

/** The owner's access at this moment: signed in afresh, since a session lives for minutes and the clock moves hours. */
async function accessOf(phone: string, orderId: number) {
  const { cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
  const headers = { cookie: cookieHeader(cookies), ...WEB };
  const response = await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/access?id=${orderId}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as { code: string; issued_at: string; cell: { number: string }; items: object[] } | null;
}

describe('a product kind known only to the test app', () => {
  it('quotes hours and a fee as its own lines; the core adds the promo-free total', async () => {
    const user = await signedIn(t.app);
    const quote = await t.app.services.orders.calculate({ kind: PARKING_KIND, ...stay, userId: user.userId });
    expect(quote.starts_at).toBe('2026-12-01T05:00:00.000Z');
    expect(quote.ends_at).toBe('2026-12-01T08:00:00.000Z');
    expect(quote.price.priceLines).toEqual([
      { title: 'Парковка место P-7, 150 ₽ × 3 ч', unit: 'hour', quantity: 3, unit_price: 150, amount: 450, type: 'charge' },
      { title: 'Въезд', unit: 'fee', quantity: 1, unit_price: 200, amount: 200, type: 'fee' },
    ]);
    expect(quote.price.total).toBe(650);
    expect(quote.price.lines.at(-1)).toEqual({ title: 'Итого к оплате', amount: 650 });
    expect(quote.free).toBe(true);
  });

  it('places, holds, is paid, opens the barrier only during the booked hours, lists and tells', async () => {
    const user = await signedIn(t.app);
    const placed = await t.app.services.orders.place(PARKING_KIND, { ...stay, userId: user.userId, autoRenewal: false });
    expect(placed.status).toBe('awaiting_payment');
    expect(placed.price.total).toBe(650);
    const [line] = await orderLinesOf(t.db.database.db, placed.order_id);
    expect(line).toMatchObject({ itemId: spot.id, placeId: spot.placeId, timeZone: 'Asia/Yekaterinburg', subject: 'место P-7' });
    expect(line!.startsAt.toISOString()).toBe('2026-12-01T05:00:00.000Z');

    // The hold keeps the place from anyone else for those hours.
    const other = await signedIn(t.app);
    const taken = t.app.services.orders.place(PARKING_KIND, { ...stayAt('2026-12-01T12:00'), userId: other.userId });
    await expect(taken).rejects.toMatchObject({ code: 'CELL_TAKEN' });

    await t.app.services.payments.sandbox!.complete(placed.payment!.id, 'succeeded');
    expect(await orderById(t.db.database.db, placed.order_id)).toMatchObject({ status: 'active', kind: PARKING_KIND });
    // The payment result page speaks the kind's words and leads to the kind's page.
    expect(await t.app.services.payments.paymentPage(placed.payment!.id, user.userId)).toMatchObject({
      title: 'Оплата парковки',
      shows_access: true,
      links: { order: `/cabinet/parking/${placed.order_id}/`, order_title: 'Перейти к стоянке' },
    });
    // A kind without a deposit part holds nothing more on the card (order-deposits.test.ts has one that does).
    expect(await t.app.services.orders.depositOf(placed.order_id)).toBeNull();

    const code = barrierCode({ id: line!.id, orderId: placed.order_id });
    expect(await accessOf(user.phone, placed.order_id)).toBeNull(); // 08:00, before the stay
    clock.set(new Date('2026-12-01T05:00:00Z'));
    expect(await accessOf(user.phone, placed.order_id)).toMatchObject({ code, issued_at: '2026-12-01T05:00:00.000Z' });
    clock.set(new Date('2026-12-01T07:59:00Z'));
    expect(await accessOf(user.phone, placed.order_id)).toMatchObject({ code, cell: { number: 'P-7' } });
    const strangerLogin = await loginBySms(t.app, other.phone, `dev-${other.phone}`);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/v2/orders/access?id=${placed.order_id}`,
      headers: { cookie: cookieHeader(strangerLogin.cookies), ...WEB },
    });
    expect(stranger.statusCode).toBe(404);
    clock.set(new Date('2026-12-01T08:00:00Z'));
    expect(await accessOf(user.phone, placed.order_id)).toBeNull(); // the stay is over

    const listed = await t.app.services.orderCabinet.listEveryKind(user.userId, 10);
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: placed.order_id,
        kind: PARKING_KIND,
        title: 'Парковка, место P-7',
        subtitle: null,
        status: 'active',
        cell: null,
        warehouse: { id: spot.placeId, name: spot.parkName, address: spot.address, slug: 'parking-70' },
      }),
    ]);
    expect(t.app.services.productKinds.get(PARKING_KIND).cabinet.path(placed.order_id)).toBe(`/cabinet/parking/${placed.order_id}/`);

    const ownerLogin = await loginBySms(t.app, user.phone, `dev-${user.phone}`);
    const notices = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/notifications/list',
      headers: { cookie: cookieHeader(ownerLogin.cookies), ...WEB },
      payload: {},
    });
    const mine = (notices.json().data.items as { title: string; order_id: number | null }[]).filter((n) => n.order_id === placed.order_id);
    expect(mine.map((n) => n.title)).toContain('Заказ оформлен');
  });

  it('changes its hours for money, undoes a change whose payment fails, and cancels before the start with the money back', async () => {
    const user = await signedIn(t.app);
    const { orders, payments } = t.app.services;
    const db = t.db.database.db;
    const placed = await orders.place(PARKING_KIND, { ...stayAt('2026-12-02T10:00'), userId: user.userId, autoRenewal: false });
    await payments.sandbox!.complete(placed.payment!.id, 'succeeded');

    // Two more hours: the kind's rule prices them, the change waits for its payment, then holds.
    const extended = await orders.change({ orderId: placed.order_id, type: 'extend_hours', userId: user.userId, input: { hours: 2 } });
    expect(extended.change).toMatchObject({ status: 'pending', amount: 300 });
    await payments.sandbox!.complete(extended.payment!.id, 'succeeded');
    expect((await orders.changesOf(placed.order_id))[0]).toMatchObject({ type: 'extend_hours', status: 'applied' });
    expect((await orderById(db, placed.order_id))!.endsAt!.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect((await orderLinesOf(db, placed.order_id))[0]!.endsAt.toISOString()).toBe('2026-12-02T10:00:00.000Z');

    // An hour more whose payment is declined: the kind lets the place go and the core puts the end back.
    const declined = await orders.change({ orderId: placed.order_id, type: 'extend_hours', userId: user.userId, input: { hours: 1 } });
    await payments.sandbox!.complete(declined.payment!.id, 'canceled');
    expect((await orders.changesOf(placed.order_id)).find((c) => c.id === declined.change.id)).toMatchObject({ status: 'compensated' });
    expect((await orderById(db, placed.order_id))!.endsAt!.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect((await orderLinesOf(db, placed.order_id))[0]!.endsAt.toISOString()).toBe('2026-12-02T10:00:00.000Z');

    // The kind's own refusal reaches the caller in Russian.
    await expect(
      orders.change({ orderId: placed.order_id, type: 'extend_hours', userId: user.userId, input: { hours: 40 } }),
    ).rejects.toMatchObject({ message: 'Продлить можно на 1–6 ч' });

    // Canceled before the stay: the order ends and everything paid for it goes back to the card.
    const cancel = await orders.change({ orderId: placed.order_id, type: 'cancel_before_start', userId: user.userId });
    expect(cancel.change.status).toBe('applied');
    expect(await orderById(db, placed.order_id)).toMatchObject({ status: 'canceled', cancelReason: 'parking_canceled_before_start' });
    await expect.poll(async () => (await paymentByUuid(db, placed.payment!.id))!.refundedAmount).toBe(650);
    await expect.poll(async () => (await paymentByUuid(db, extended.payment!.id))!.refundedAmount).toBe(300);
    // Once the stay has begun, the kind's rule refuses.
    const late = await orders.place(PARKING_KIND, { ...stayAt('2026-12-02T14:00'), userId: user.userId, autoRenewal: false });
    await payments.sandbox!.complete(late.payment!.id, 'succeeded');
    clock.set(new Date('2026-12-02T09:30:00Z'));
    await expect(orders.change({ orderId: late.order_id, type: 'cancel_before_start', userId: user.userId })).rejects.toMatchObject({
      message: 'Стоянка уже началась: отменить её нельзя',
    });
  });

  it('books two places in one order: a line each, held, paid and given back together', async () => {
    const user = await signedIn(t.app);
    const other = await signedIn(t.app);
    const { orders, payments } = t.app.services;
    const both = stayAt('2026-12-04T10:00', [spot.id, neighbour.id]);
    const quote = await orders.calculate({ kind: PARKING_KIND, ...both, userId: user.userId });
    expect(quote.price.priceLines).toEqual([
      { title: 'Парковка место P-7, 150 ₽ × 3 ч', unit: 'hour', quantity: 3, unit_price: 150, amount: 450, type: 'charge' },
      { title: 'Парковка место P-8, 100 ₽ × 3 ч', unit: 'hour', quantity: 3, unit_price: 100, amount: 300, type: 'charge' },
      { title: 'Въезд', unit: 'fee', quantity: 1, unit_price: 200, amount: 200, type: 'fee' },
    ]);
    expect(quote.price.total).toBe(950);

    const placed = await orders.place(PARKING_KIND, { ...both, userId: user.userId });
    expect(placed.price.total).toBe(950);
    const lines = await orderLinesOf(t.db.database.db, placed.order_id);
    expect(lines.map((line) => [line.itemId, line.subject])).toEqual([
      [spot.id, 'место P-7'],
      [neighbour.id, 'место P-8'],
    ]);
    // A stay that renews nothing keeps no tariff or period on the order, and never renews itself.
    expect(await orderById(t.db.database.db, placed.order_id)).toMatchObject({ tariffKind: null, periodCode: null, autoRenewal: false });
    // Each place is held: the second one alone is refused to another driver for overlapping hours.
    await expect(orders.place(PARKING_KIND, { ...stayAt('2026-12-04T12:00', [neighbour.id]), userId: other.userId })).rejects.toMatchObject(
      { code: 'CELL_TAKEN' },
    );

    await payments.sandbox!.complete(placed.payment!.id, 'succeeded');
    expect(await orderById(t.db.database.db, placed.order_id)).toMatchObject({ status: 'active' });
    await orders.change({ orderId: placed.order_id, type: 'cancel_before_start', userId: user.userId });
    expect(await orderById(t.db.database.db, placed.order_id)).toMatchObject({ status: 'canceled' });
    // Both places are free again for those hours.
    const again = await orders.place(PARKING_KIND, { ...stayAt('2026-12-04T12:00', [spot.id, neighbour.id]), userId: other.userId });
    expect(again.status).toBe('awaiting_payment');
    // The calls every line's unpaid orders share answer a kind that declared no view of its own with the core's fields.
    const { cookies } = await loginBySms(t.app, other.phone, `dev-${other.phone}`);
    const repriced = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/promocodes',
      headers: { cookie: cookieHeader(cookies), ...WEB },
      payload: { order_id: again.order_id, promo_code: null },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data).toMatchObject({ id: again.order_id, kind: PARKING_KIND, total: 950, status: 'awaiting_payment' });

    // Paid, and during the stay: a barrier code for each place, each named by its line.
    await payments.sandbox!.complete(again.payment!.id, 'succeeded');
    // A kind without periods offers no periods to renew or extend by.
    expect(await t.app.services.orderCabinet.tariffPrices(other.userId, again.order_id)).toEqual([]);
    await expect(orders.change({ orderId: again.order_id, type: 'extend', userId: other.userId })).rejects.toMatchObject({
      code: 'ORDER_CHANGE_REFUSED',
    });
    clock.set(new Date('2026-12-04T07:30:00Z')); // 12:30 in Yekaterinburg
    const lines2 = await orderLinesOf(t.db.database.db, again.order_id);
    const window = { valid_from: '2026-12-04T07:00:00.000Z', valid_to: '2026-12-04T10:00:00.000Z' };
    expect((await accessOf(other.phone, again.order_id))!.items).toEqual([
      { label: 'Код шлагбаума', code: barrierCode(lines2[0]!), subject: 'место P-7', ...window },
      { label: 'Код шлагбаума', code: barrierCode(lines2[1]!), subject: 'место P-8', ...window },
    ]);
  });

  it('refuses a choice the kind does not take, in its own words', async () => {
    const user = await signedIn(t.app);
    const { orders } = t.app.services;
    const ask = (choice: Record<string, unknown>) => orders.calculate({ kind: PARKING_KIND, choice, userId: user.userId });
    await expect(ask({ spotIds: [spot.id], from: '2026-12-05T10:00', hours: 13 })).rejects.toMatchObject({
      fields: { hours: 'Выберите от 1 до 12 часов' },
    });
    await expect(ask({ spotIds: [spot.id, spot.id], from: '2026-12-05T10:00', hours: 2 })).rejects.toMatchObject({
      fields: { spotIds: 'Место выбрано дважды' },
    });
    await expect(ask({ itemId: spot.id, tariffKind: 'daily', periodCode: 'h3', startDate: '2026-12-05' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });

  it('charges a fine under a payment purpose the line registers, titled in the payer history by the line', async () => {
    const user = await signedIn(t.app);
    const { orders, payments } = t.app.services;
    const placed = await orders.place(PARKING_KIND, { ...stayAt('2026-12-03T10:00'), userId: user.userId, autoRenewal: false });
    await payments.sandbox!.complete(placed.payment!.id, 'succeeded');
    const fined: string[] = [];
    const dispose = payments.purposes.register({
      name: 'parking_fine',
      title: () => 'Штраф за стоянку сверх оплаченного',
      settled: async (event) => {
        fined.push(`${event.payment.uuid}:${event.outcome}`);
        return 'applied';
      },
    });
    try {
      clock.set(new Date('2026-12-03T09:00:00Z')); // an hour after the paid end
      const fine = await payments.createPayment({
        userId: user.userId,
        orderId: placed.order_id,
        purpose: 'parking_fine',
        amount: 500,
        description: `Штраф: стоянка сверх оплаченного, заказ №${placed.order_id}`,
        returnPath: '/cabinet/',
        idempotenceKey: `parking-fine:${placed.order_id}`,
      });
      await payments.sandbox!.complete(fine.id, 'succeeded');
      expect(fined).toEqual([`${fine.id}:succeeded`]);
      const { cookies } = await loginBySms(t.app, user.phone, `dev-${user.phone}`);
      const history = await t.app.inject({
        method: 'POST',
        url: '/api/cabinet/v2/payments/history',
        headers: { cookie: cookieHeader(cookies), ...WEB },
        payload: { offset: 0, limit: 10 },
      });
      const items = history.json().data.items as { id: string; title: string; amount: number }[];
      expect(items.find((p) => p.id === fine.id)).toMatchObject({ title: 'Штраф за стоянку сверх оплаченного', amount: 500 });
    } finally {
      dispose();
    }
    // A purpose nobody registered is refused before anything is written.
    await expect(
      payments.createPayment({
        userId: user.userId,
        orderId: placed.order_id,
        purpose: 'parking_fine',
        amount: 500,
        description: 'Штраф',
        returnPath: '/cabinet/',
        idempotenceKey: `parking-fine-again:${placed.order_id}`,
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_PURPOSE_UNKNOWN' });
  });
});
