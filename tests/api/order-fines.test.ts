import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderFines } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { formatPhone } from '../../lib/format/phone';
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
// by link; staff propose, confirm and waive with a reason, audited; whoever proposed a fine never
// confirms it, but may withdraw it; the console names who set and who decided each fine.
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

const decide = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/fines/decide', headers, payload });
const withdraw = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/fines/withdraw', headers, payload });

let nextDamage = 1;
/** A damage fine of the order set by this staff member, waiting for the decision. */
const proposeDamage = (orderId: number, staffUserId: number) =>
  t.app.services.orders.fines.propose({
    orderId,
    key: `damage:${nextDamage++}`,
    code: 'damage_minor',
    title: 'Мелкое повреждение',
    reason: 'Сломан шлагбаум',
    amount: 1000,
    staffUserId,
    ip: null,
  });

async function auditOf(orderId: number) {
  const rows = await t.db.database.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
  return rows.map((r) => `${r.action}:${r.actor}`).sort();
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

    expect((await decide(keeper.headers, { uuid: proposed.uuid, decision: 'confirm', reason: 'Фото' })).statusCode).toBe(403);
    expect((await decide(user.headers, { uuid: proposed.uuid, decision: 'confirm', reason: 'Фото' })).statusCode).toBe(403);
    expect((await decide(operator.headers, { uuid: proposed.uuid, decision: 'confirm', reason: ' ' })).statusCode).toBe(422);
    const confirmed = await decide(operator.headers, {
      uuid: proposed.uuid,
      decision: 'confirm',
      reason: 'Поломка видна на фото возврата',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'paid',
      decision_reason: 'Поломка видна на фото возврата',
      set_by: { user_id: keeper.userId, roles: ['storekeeper'] },
      decided_by: { user_id: operator.userId, roles: ['operator'] },
      decided_at: START.toISOString(),
    });
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

describe('who sets and who decides a fine', () => {
  it('the console’s list names the staff who set and decided each fine, a fine of the rules nobody; the owner sees no names', async () => {
    const { orders, users, staff } = t.app.services;
    const { user, orderId } = await paidStay();
    const keeper = await staffMember(t.app, 'storekeeper');
    await users.updateProfile(keeper.userId, { firstName: 'Вера', lastName: 'Кладова' });
    const operator = await staffMember(t.app, 'operator');
    await t.db.database.db.transaction((tx) => orders.fines.assess(tx, lateFine(orderId)));
    const proposed = await proposeDamage(orderId, keeper.userId);

    const list = async (status: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/fines?status=${status}&kind=${PARKING_KIND}&limit=100`,
        headers: operator.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.items as { order_id: number }[]).filter((f) => f.order_id === orderId);
    };
    expect(await list('proposed')).toEqual([
      expect.objectContaining({
        uuid: proposed.uuid,
        set_by: { user_id: keeper.userId, name: 'Вера Кладова', roles: ['storekeeper'] },
        decided_by: null,
        decided_at: null,
      }),
    ]);
    expect(await list('due')).toEqual([expect.objectContaining({ code: 'late_return_first_day', set_by: null, decided_by: null })]);

    clock.advance(600);
    const confirmed = await decide(operator.headers, { uuid: proposed.uuid, decision: 'confirm', reason: 'Видно на фото' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // A staff member without a name is known by the phone; one who has left the team keeps the name, without a role.
    await staff.revoke(keeper.phone, 'storekeeper', { actorUserId: null });
    expect(await list('paid')).toEqual([
      expect.objectContaining({
        set_by: { user_id: keeper.userId, name: 'Вера Кладова', roles: [] },
        decided_by: { user_id: operator.userId, name: formatPhone(operator.phone), roles: ['operator'] },
        decided_at: new Date(START.getTime() + 600_000).toISOString(),
        decision_reason: 'Видно на фото',
      }),
    ]);

    const owners = (await penalties(user.headers, orderId)).json().data.items as Record<string, unknown>[];
    expect(owners).toHaveLength(2);
    expect(JSON.stringify(owners)).not.toMatch(/Кладова|decided_by|set_by/);
  });

  it('is never confirmed by whoever proposed it, admin included; they may withdraw it, another operator confirms', async () => {
    const { user, orderId } = await paidStay();
    const author = await staffMember(t.app, 'operator');
    const other = await staffMember(t.app, 'operator');
    const admin = await staffMember(t.app, 'admin');
    const keeper = await staffMember(t.app, 'storekeeper');
    const own = await proposeDamage(orderId, author.userId);
    const admins = await proposeDamage(orderId, admin.userId);
    const keepers = await proposeDamage(orderId, keeper.userId);

    for (const [who, fine] of [
      [author, own],
      [admin, admins],
    ] as const) {
      const refused = await decide(who.headers, { uuid: fine.uuid, decision: 'confirm', reason: 'Сам видел' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FINE_OWN_PROPOSAL',
        message: 'Свой штраф подтвердить нельзя: его подтверждает другой сотрудник. Вы можете отозвать его',
      });
    }
    expect(await finePayments(orderId)).toHaveLength(0);

    // Withdrawing is the proposer's alone, with a reason, while the fine waits.
    const foreign = await withdraw(other.headers, { uuid: own.uuid, reason: 'Не моё' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Отозвать можно только штраф, который назначили вы' });
    expect((await withdraw(author.headers, { uuid: own.uuid, reason: '  ' })).statusCode).toBe(422);
    expect((await withdraw(user.headers, { uuid: own.uuid, reason: 'Я владелец' })).statusCode).toBe(403);
    const withdrawn = await withdraw(author.headers, { uuid: own.uuid, reason: 'Ошибся заказом' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: 'waived',
      decision_reason: 'Ошибся заказом',
      set_by: { user_id: author.userId },
      decided_by: { user_id: author.userId },
    });
    expect((await withdraw(author.headers, { uuid: own.uuid, reason: 'Ещё раз' })).json()).toMatchObject({ code: 'FINE_DECIDED' });
    const keeperWithdrew = await withdraw(keeper.headers, { uuid: keepers.uuid, reason: 'Повреждение было до аренды' });
    expect(keeperWithdrew.json().data).toMatchObject({ status: 'waived', decided_by: { user_id: keeper.userId } });

    const confirmed = await decide(other.headers, { uuid: admins.uuid, decision: 'confirm', reason: 'Поломка на фото' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'paid',
      set_by: { user_id: admin.userId },
      decided_by: { user_id: other.userId },
    });
    expect((await finePayments(orderId)).map((p) => p.amount)).toEqual([1000]);
    expect((await notificationsOf(t.app, user.headers)).filter((n) => n.title === 'Штраф отменён')).toHaveLength(2);
    expect(await auditOf(orderId)).toEqual(
      [
        `order.fine.confirm:${other.userId}`,
        `order.fine.propose:${admin.userId}`,
        `order.fine.propose:${author.userId}`,
        `order.fine.propose:${keeper.userId}`,
        `order.fine.withdraw:${author.userId}`,
        `order.fine.withdraw:${keeper.userId}`,
      ].sort(),
    );
  });

  it('is decided once when two operators confirm it at once, or its proposer withdraws it as another confirms', async () => {
    const { orderId } = await paidStay();
    const author = await staffMember(t.app, 'storekeeper');
    const [first, second] = [await staffMember(t.app, 'operator'), await staffMember(t.app, 'operator')];
    const both = await proposeDamage(orderId, author.userId);
    const raced = await Promise.all(
      [first, second].map((who) => decide(who.headers, { uuid: both.uuid, decision: 'confirm', reason: 'Видно на фото' })),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(raced.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'FINE_DECIDED' });

    const contested = await proposeDamage(orderId, author.userId);
    const [taken, confirmed] = await Promise.all([
      withdraw(author.headers, { uuid: contested.uuid, reason: 'Ошибся' }),
      decide(first.headers, { uuid: contested.uuid, decision: 'confirm', reason: 'Видно на фото' }),
    ]);
    expect([taken.statusCode, confirmed.statusCode].sort()).toEqual([200, 409]);

    const rows = await t.db.database.db.select().from(orderFines).where(eq(orderFines.orderId, orderId));
    const decisions = (await auditOf(orderId)).filter((a) => !a.startsWith('order.fine.propose'));
    expect(decisions).toHaveLength(2);
    expect(await finePayments(orderId)).toHaveLength(rows.filter((r) => r.status === 'paid').length);
  });
});
