import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderChanges, orderEvents } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { createOrderChanges, type OrderChanges } from '../../domains/orders/core/order-changes.server';
import { createProductKinds, type KindChanges, type ProductKind } from '../../domains/orders/service.server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertOrder, orderById } from '../kit/orders';
import { paymentByUuid } from '../kit/payments';
import { signedIn } from '../kit/users';

// The order change engine on a kind only this file knows: a parking place whose start moves for free
// and whose end extends by the hour for money. The core runs the kind's rule, records the change,
// and charges, applies or compensates it; nothing in the core names the kind or its changes.
const START = new Date('2026-11-23T09:00:00Z');
const HOUR = 3_600_000;
const clock = manualClock(START);
let t: TestApp;
let changes: OrderChanges;
let stopListening: () => void;
const undone: number[] = [];
const mayBeFree: number[] = [];

const parkingChanges: KindChanges = {
  move_start: {
    async refusal({ order, input, now }) {
      const days = Number(input.days);
      if (order.status !== 'active') return 'Перенести можно только действующую аренду';
      if (!Number.isInteger(days) || days < 1 || days > 7) return 'Начало можно перенести на 1–7 дней';
      if (!order.startsAt || order.startsAt <= now) return 'Аренда уже началась: начало не перенести';
      return null;
    },
    async plan({ order, input }) {
      const shift = Number(input.days) * 24 * HOUR;
      return {
        eventReason: 'parking_moved',
        data: { days: Number(input.days) },
        dates: { startsAt: new Date(order.startsAt!.getTime() + shift), endsAt: new Date(order.endsAt!.getTime() + shift) },
      };
    },
  },
  extend_hours: {
    single: true,
    async plan({ order, input }) {
      const hours = Number(input.hours);
      return {
        data: { hours },
        dates: { startsAt: order.startsAt!, endsAt: new Date(order.endsAt!.getTime() + hours * HOUR) },
        charge: {
          amount: hours * 100,
          description: `Продление парковки на ${hours} ч (заказ №${order.id})`,
          returnPath: '/cabinet/',
        },
      };
    },
    async compensate({ change }) {
      undone.push(change.id);
    },
  },
  give_points_back: {
    async plan({ input }) {
      return { returnPoints: { points: Number(input.points), comment: 'Неиспользованные часы парковки' } };
    },
  },
};

const parkingKind = {
  kind: 'test_parking',
  changes: parkingChanges,
  holds: { release: async () => undefined },
  itemsMayBeFree: async (orderId: number) => {
    mayBeFree.push(orderId);
  },
} as unknown as ProductKind;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const { db } = t.app.services.database;
  changes = createOrderChanges({ db, clock, kinds: createProductKinds([parkingKind]), payments: t.app.services.payments });
  // The newest listener of a purpose is the one called: this file's engine knows the parking kind.
  stopListening = t.app.services.payments.purposes.listen(['change'], changes.onChangeSettled);
});
afterAll(async () => {
  stopListening();
  await t.close();
});
beforeEach(() => clock.set(START));

const db = () => t.db.database.db;

async function parkingOrder() {
  const owner = await signedIn(t.app);
  const orderId = await insertOrder(db(), owner.userId, 'active', {
    kind: 'test_parking',
    startsAt: new Date(START.getTime() + 2 * 24 * HOUR),
    endsAt: new Date(START.getTime() + 3 * 24 * HOUR),
  });
  return { owner, orderId };
}

async function refusedWith(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('changing a running order', () => {
  it('refuses what the kind’s rule refuses, in Russian: the order stays, the refusal is recorded', async () => {
    const { owner, orderId } = await parkingOrder();
    const tooFar = await refusedWith(changes.change({ orderId, type: 'move_start', userId: owner.userId, input: { days: 30 } }));
    expect(tooFar.code).toBe('ORDER_CHANGE_REFUSED');
    expect(tooFar.message).toBe('Начало можно перенести на 1–7 дней');
    const unknown = await refusedWith(changes.change({ orderId, type: 'teleport', userId: owner.userId }));
    expect(unknown).toMatchObject({ code: 'ORDER_CHANGE_REFUSED', message: 'Такое изменение для этого заказа не предусмотрено' });
    const stranger = await signedIn(t.app);
    const foreign = await refusedWith(changes.change({ orderId, type: 'move_start', userId: stranger.userId, input: { days: 1 } }));
    expect(foreign.code).toBe('NOT_FOUND');
    const [refused, ...more] = await changes.changesOf(orderId);
    expect(more).toEqual([]);
    expect(refused).toMatchObject({ type: 'move_start', status: 'refused', amount: 0, paymentId: null });
    expect(refused!.data).toMatchObject({
      input: { days: 30 },
      refusal: { code: 'ORDER_CHANGE_REFUSED', message: 'Начало можно перенести на 1–7 дней' },
    });
    const order = (await orderById(db(), orderId))!;
    expect(order.startsAt).toEqual(new Date(START.getTime() + 2 * 24 * HOUR));
  });

  it('applies a free change at once: the order’s dates move, the change and an event are recorded', async () => {
    const { owner, orderId } = await parkingOrder();
    const before = (await orderById(db(), orderId))!;
    const { change, payment } = await changes.change({ orderId, type: 'move_start', userId: owner.userId, input: { days: 2 } });
    expect(payment).toBeNull();
    expect(change).toMatchObject({ orderId, type: 'move_start', status: 'applied', amount: 0, paymentId: null });
    const after = (await orderById(db(), orderId))!;
    expect(after.startsAt!.getTime() - before.startsAt!.getTime()).toBe(48 * HOUR);
    expect(after.endsAt!.getTime() - before.endsAt!.getTime()).toBe(48 * HOUR);
    const [row] = await db().select().from(orderChanges).where(eq(orderChanges.id, change.id));
    expect(row!.appliedAt).toEqual(START);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.reason, 'parking_moved')));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      change_id: change.id,
      starts_at: [before.startsAt!.toISOString(), after.startsAt!.toISOString()],
    });
  });

  it('keeps a paid change pending until its payment succeeds, then applies it', async () => {
    const { owner, orderId } = await parkingOrder();
    const before = (await orderById(db(), orderId))!;
    const { change, payment } = await changes.change({ orderId, type: 'extend_hours', userId: owner.userId, input: { hours: 3 } });
    expect(change).toMatchObject({ status: 'pending', amount: 300, paymentId: payment!.id });
    expect(payment!.confirmationUrl).toMatch(/payment-checkout/);
    expect(await paymentByUuid(db(), payment!.id)).toMatchObject({ purpose: 'change', amount: 300, orderId, status: 'pending' });
    expect((await orderById(db(), orderId))!.endsAt!.getTime() - before.endsAt!.getTime()).toBe(3 * HOUR);

    await t.app.services.payments.sandbox!.complete(payment!.id, 'succeeded');
    const [settled] = await changes.changesOf(orderId);
    expect(settled).toMatchObject({ status: 'applied', paymentId: payment!.id });
    expect((await orderById(db(), orderId))!.endsAt!.getTime() - before.endsAt!.getTime()).toBe(3 * HOUR);
    expect(undone).not.toContain(change.id);
  });

  it('compensates a change whose payment fails: the kind undoes its part, the core the order’s dates', async () => {
    const { owner, orderId } = await parkingOrder();
    const before = (await orderById(db(), orderId))!;
    const { change, payment } = await changes.change({ orderId, type: 'extend_hours', userId: owner.userId, input: { hours: 2 } });
    // While it waits for the payment, another change of the type is refused.
    const second = await refusedWith(changes.change({ orderId, type: 'extend_hours', userId: owner.userId, input: { hours: 1 } }));
    expect(second.code).toBe('ORDER_CHANGE_PENDING');

    await t.app.services.payments.sandbox!.complete(payment!.id, 'canceled');
    const [settled] = await changes.changesOf(orderId);
    expect(settled).toMatchObject({ id: change.id, status: 'compensated', paymentId: payment!.id });
    expect(undone).toContain(change.id);
    const after = (await orderById(db(), orderId))!;
    expect(after.endsAt).toEqual(before.endsAt);
    const undoneEvents = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.reason, 'change_compensated')));
    expect(undoneEvents).toHaveLength(1);
    // Compensated, it no longer blocks: the next change of the type goes through.
    const next = await changes.change({ orderId, type: 'extend_hours', userId: owner.userId, input: { hours: 1 } });
    expect(next.change).toMatchObject({ status: 'pending', paymentId: next.payment!.id });
  });

  it('lets one of two parallel paid changes of an order through; the other gets a clear error', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owner, orderId } = await parkingOrder();
      const results = await Promise.allSettled(
        [1, 2].map((hours) => changes.change({ orderId, type: 'extend_hours', userId: owner.userId, input: { hours } })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won, `round ${round}`).toHaveLength(1);
      expect(lost[0]!.reason).toMatchObject({ code: 'ORDER_CHANGE_PENDING' });
      expect((lost[0]!.reason as AppError).message).toBe('Предыдущее изменение заказа ещё ждёт оплаты: оплатите его или дождитесь отмены');
      const recorded = await changes.changesOf(orderId);
      expect(recorded).toHaveLength(1);
      const hours = recorded[0]!.data.hours as number;
      const order = (await orderById(db(), orderId))!;
      expect(order.endsAt!.getTime()).toBe(START.getTime() + 3 * 24 * HOUR + hours * HOUR);
    }
  });

  it('gives back the points a plan returns, never more than the order spent and no earlier return gave back', async () => {
    const { owner, orderId } = await parkingOrder();
    const { bonuses } = t.app.services;
    await bonuses.earn({ userId: owner.userId, points: 1000, reason: 'manual' });
    await bonuses.spend({ userId: owner.userId, orderId, points: 300, reason: 'order_payment' });
    const first = await changes.change({ orderId, type: 'give_points_back', userId: owner.userId, input: { points: 200 } });
    expect(first.change.data).toMatchObject({ points_returned: 200 });
    expect(await bonuses.balance(owner.userId)).toBe(900);
    const second = await changes.change({ orderId, type: 'give_points_back', userId: owner.userId, input: { points: 500 } });
    expect(second.change.data).toMatchObject({ points_returned: 100 });
    expect(await bonuses.balance(owner.userId)).toBe(1000);
    const entry = (await bonuses.history(owner.userId))[0]!;
    expect(entry).toMatchObject({ kind: 'revert', reason: 'unused_time', comment: 'Неиспользованные часы парковки' });
  });

  it('tells the kind after a change applies that what the order held may be free; not while it waits for payment', async () => {
    const { owner, orderId } = await parkingOrder();
    await changes.change({ orderId, type: 'move_start', userId: owner.userId, input: { days: 1 } });
    expect(mayBeFree).toContain(orderId);
    const other = await parkingOrder();
    await changes.change({ orderId: other.orderId, type: 'extend_hours', userId: other.owner.userId, input: { hours: 1 } });
    expect(mayBeFree).not.toContain(other.orderId);
  });
});
