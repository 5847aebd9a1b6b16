import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderFines } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import type { ExtraKinds } from '../../server/services.server';
import { createSecondProcess, createTestApp, type TestApp } from '../helpers/test-app';
import { notificationsOf, signedIn } from '../kit/users';
import { staffMember } from '../kit/staff';
import { paymentByUuid, paymentsOfOrder } from '../kit/payments';
import { PARKING_KIND, parkingSpot } from '../kit/parking-kind/parking-kind';
import { createParkingKindWithDeposit } from '../kit/parking-kind/parking-deposit';

// Fines are the order core's, for any kind (decision 0039): the test-only parking kind assesses them
// here with no code naming it. One fine per key however often or from however many processes it is
// assessed, each charged once to the card the order was paid with; a declined card leaves it to pay
// by link; staff propose, confirm and waive with a reason, audited.
const START = new Date('2026-12-01T03:00:00Z');
const clock = manualClock(START);
const spot = parkingSpot(18, 'D-18', { placeId: 72, parkName: 'Парковка у Плотинки', address: 'Екатеринбург, ул. Горького, 1' });
const extraKinds: ExtraKinds = ({ clock: appClock }) => [createParkingKindWithDeposit({ clock: appClock, spots: [spot], deposit: 500 })];
const limits = { LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(limits, undefined, { clock, extraKinds });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

let nextDay = 2;
/** A signed-in customer's paid stay (a day of its own each time), paid with this card. */
async function paidStay(cardNumber?: string) {
  const day = `2026-12-${String(nextDay++).padStart(2, '0')}`;
  const user = await signedIn(t.app);
  const choice = { spotIds: [spot.id], from: `${day}T10:00`, hours: 3 };
  const placed = await t.app.services.orders.place(PARKING_KIND, { choice, userId: user.userId, autoRenewal: false });
  await t.app.services.payments.sandbox!.complete(placed.payment!.id, 'succeeded', cardNumber ? { cardNumber } : {});
  return { user, orderId: placed.order_id };
}

const lateFine = (orderId: number, day = 1) => ({
  orderId,
  key: `late:${day}`,
  code: 'late_return_first_day',
  title: 'Возврат позже срока',
  reason: 'Место освободили на 3 часа позже срока.',
  amount: 300,
});

async function finePayments(orderId: number) {
  return (await paymentsOfOrder(t.db.database.db, orderId)).filter((p) => p.purpose === 'fine');
}

async function penalties(headers: Record<string, string>, orderId: number) {
  return t.app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/penalties', headers, payload: { order_id: orderId } });
}

describe('fines of an order', () => {
  it('are assessed once per key, charged once to the order’s card and shown to the owner only', async () => {
    const { orders } = t.app.services;
    const { user, orderId } = await paidStay();
    const db = t.db.database.db;

    const assessed = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => orders.fines.assess(tx, lateFine(orderId)))));
    expect(assessed.filter(Boolean)).toHaveLength(1);
    await Promise.all([orders.fines.chargeDue(clock.now()), orders.fines.chargeDue(clock.now())]);

    const [payment, ...more] = await finePayments(orderId);
    expect(more).toHaveLength(0);
    const orderPayment = (await paymentsOfOrder(db, orderId)).find((p) => p.purpose === 'order')!;
    expect(payment).toMatchObject({ amount: 300, status: 'succeeded', cardId: orderPayment.cardId });

    const shown = await penalties(user.headers, orderId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      open_total: 0,
      paid_total: 300,
      items: [{ code: 'late_return_first_day', amount: 300, status: 'paid', status_title: 'Оплачен', can_pay: false }],
    });
    const titles = (await notificationsOf(t.app, user.headers)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Начислен штраф', 'Штраф оплачен']));

    const stranger = await signedIn(t.app);
    expect((await penalties(stranger.headers, orderId)).statusCode).toBe(404);
    expect((await penalties(user.headers, 0)).statusCode).toBe(422);
  });

  it('left unpaid by a declined card is paid by a link from the order page', async () => {
    const { orders, payments } = t.app.services;
    const { user, orderId } = await paidStay('4000000000000002');
    await t.db.database.db.transaction((tx) => orders.fines.assess(tx, lateFine(orderId)));
    await orders.fines.chargeDue(clock.now());

    const [fine] = (await penalties(user.headers, orderId)).json().data.items;
    expect(fine).toMatchObject({ status: 'unpaid', can_pay: true });
    expect((await notificationsOf(t.app, user.headers)).map((n) => n.title)).toContain('Не удалось списать штраф');

    const stranger = await signedIn(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/penalties/pay',
      headers: stranger.headers,
      payload: { uuid: fine.uuid },
    });
    expect(foreign.statusCode).toBe(404);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/penalties/pay',
      headers: user.headers,
      payload: { uuid: fine.uuid },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().data.confirmation_url).toMatch(/payment-checkout/);
    await payments.sandbox!.complete(link.json().data.payment_id, 'succeeded');
    expect((await penalties(user.headers, orderId)).json().data).toMatchObject({ open_total: 0, paid_total: 300 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/penalties/pay',
      headers: user.headers,
      payload: { uuid: fine.uuid },
    });
    expect(again.json()).toMatchObject({ code: 'FINE_NOT_PAYABLE' });
  });

  it('set by staff waits for a decision: confirmed it is charged, waived with a reason it is not; each step audited', async () => {
    const { orders } = t.app.services;
    const { user, orderId } = await paidStay();
    const keeper = await staffMember(t.app, 'storekeeper');
    const operator = await staffMember(t.app, 'operator');
    const damage = { orderId, key: 'damage:1', code: 'damage_minor', title: 'Мелкое повреждение', reason: 'Сломан шлагбаум', amount: 1000 };
    const proposed = await orders.fines.propose({ ...damage, staffUserId: keeper.userId, ip: null });
    await expect(orders.fines.propose({ ...damage, staffUserId: keeper.userId, ip: null })).rejects.toMatchObject({ code: 'FINE_EXISTS' });
    await orders.fines.chargeDue(clock.now());
    expect(await finePayments(orderId)).toHaveLength(0);
    expect((await penalties(user.headers, orderId)).json().data.items[0]).toMatchObject({
      status: 'proposed',
      status_title: 'На рассмотрении',
    });

    const decide = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/orders/fines/decide', headers, payload });
    expect((await decide(keeper.headers, { uuid: proposed.uuid, decision: 'confirm', reason: 'Фото' })).statusCode).toBe(403);
    expect((await decide(user.headers, { uuid: proposed.uuid, decision: 'confirm', reason: 'Фото' })).statusCode).toBe(403);
    expect((await decide(operator.headers, { uuid: proposed.uuid, decision: 'confirm', reason: ' ' })).statusCode).toBe(422);
    const confirmed = await decide(operator.headers, {
      uuid: proposed.uuid,
      decision: 'confirm',
      reason: 'Поломка видна на фото возврата',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'paid', decision_reason: 'Поломка видна на фото возврата' });
    const late = await decide(operator.headers, { uuid: proposed.uuid, decision: 'waive', reason: 'Передумали' });
    expect(late.json()).toMatchObject({ code: 'FINE_DECIDED' });

    const second = await orders.fines.propose({ ...damage, key: 'damage:2', staffUserId: keeper.userId, ip: null });
    const waived = await decide(operator.headers, { uuid: second.uuid, decision: 'waive', reason: 'Повреждение было до аренды' });
    expect(waived.json().data).toMatchObject({ status: 'waived', status_title: 'Отменён' });
    expect(await finePayments(orderId)).toHaveLength(1);

    const audit = await t.db.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'order.fine.confirm',
      'order.fine.propose',
      'order.fine.propose',
      'order.fine.waive',
    ]);
  });

  it('is never given back by the order’s refunds: cancelling returns the price, the paid fine stays paid', async () => {
    const { orders } = t.app.services;
    const db = t.db.database.db;
    const { user, orderId } = await paidStay();
    await db.transaction((tx) => orders.fines.assess(tx, lateFine(orderId)));
    await orders.fines.chargeDue(clock.now());
    const [fine] = await finePayments(orderId);
    expect(fine).toMatchObject({ status: 'succeeded', amount: 300 });

    const cancel = await orders.change({ orderId, type: 'cancel_before_start', userId: user.userId });
    expect(cancel.change.status).toBe('applied');
    const orderPayment = (await paymentsOfOrder(db, orderId)).find((p) => p.purpose === 'order')!;
    await expect.poll(async () => (await paymentByUuid(db, orderPayment.uuid))!.refundedAmount).toBe(650);
    expect((await paymentByUuid(db, fine!.uuid))!.refundedAmount).toBe(0);
    expect((await t.app.services.payments.refundableOf(orderId)).provider).toBe(0);
  });

  // PGlite runs one transaction at a time, and a second process cannot open it: nothing to prove there.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'is one fine and one charge when two processes assess and charge the same period at once (PostgreSQL)',
    async () => {
      const other = await createSecondProcess(t, limits, { clock, extraKinds });
      try {
        const { orderId } = await paidStay();
        const both = [t.app, other.app];
        const assessed = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            both[i % 2]!.services.database.db.transaction((tx) => both[i % 2]!.services.orders.fines.assess(tx, lateFine(orderId, 2))),
          ),
        );
        expect(assessed.filter(Boolean)).toHaveLength(1);
        await Promise.all(
          both.flatMap((app) => [app.services.orders.fines.chargeDue(clock.now()), app.services.orders.fines.chargeDue(clock.now())]),
        );
        const rows = await t.db.database.db.select().from(orderFines).where(eq(orderFines.orderId, orderId));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'paid' });
        const charged = await finePayments(orderId);
        expect(charged).toHaveLength(1);
        expect(await paymentByUuid(t.db.database.db, charged[0]!.uuid)).toMatchObject({ status: 'succeeded', amount: 300 });
      } finally {
        await other.close();
      }
    },
  );
});
