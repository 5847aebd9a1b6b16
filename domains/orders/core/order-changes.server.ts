import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { createLogger } from '../../../lib/logger.server';
import type { CreatedPayment, PaymentsService } from '../../payments/service.server';
import { orderChanges, orders } from '../tables';
import { applyPlanToOrder, changedOrder, changeRecord } from './order-change-effects.server';
import { createChangeSettlement } from './order-change-settle.server';
import { itemsMayBeFree } from './items-free.server';
import type { ChangeCharge, ChangeContext, ChangedOrder, ChangeRecord, ChangeRefund, OrderChangeRule } from './order-change';
import type { ProductKinds } from './product-kind';
import { bonusLimit } from './pricing';
import { createPointsPayments } from './points-payment.server';

export interface ChangeRequest {
  orderId: number;
  /** A type the order's kind declares in `changes`. */
  type: string;
  /** The owner asking (another's order answers 404), or null for staff and jobs. */
  userId: number | null;
  input?: Record<string, unknown>;
  /**
   * A charge that cannot start now (the provider is down) fails the request with its error instead
   * of waiting for the housekeeping retry; the change stays pending and the same request pays it.
   */
  raisePaymentError?: boolean;
}

export interface ChangeOutcome {
  change: ChangeRecord;
  /** The order as it was when the change began. */
  order: ChangedOrder;
  /** The charge's payment (its page when it is not paid at once), null when the change costs nothing. */
  payment: CreatedPayment | null;
}

const PAYMENT_RETRY_AFTER_MS = 60_000;
/**
 * A waiting change applied only when paid (it moved nothing) gives way to a different request this
 * long after it was made: the payer left its payment page and chose again. Sooner, the request is a
 * burst of clicks and is refused, so one burst makes one payment.
 */
export const SUPERSEDE_AFTER_MS = 60_000;

/** The same input, whatever the order of its keys: a repeated request. */
function sameInput(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v,
    );
  return canonical(a ?? {}) === canonical(b ?? {});
}

/**
 * Changes of a running order as one flow for every kind: the kind's rule decides and does its part,
 * the core locks the order (payments → orders → the line's rows), records the change, moves the
 * order's dates and price or cancels it, charges or refunds what the change costs after commit, and
 * undoes a change whose payment failed.
 */
export function createOrderChanges(deps: {
  db: Db;
  clock: Clock;
  kinds: ProductKinds;
  payments: PaymentsService;
  /** After the commit of a change that canceled the order (its deposit is released). */
  ended?: (orderId: number) => Promise<void>;
}) {
  const { db, clock, kinds, payments } = deps;
  const log = createLogger('warn');
  const settlement = createChangeSettlement({ kinds });
  const payWithPoints = createPointsPayments({ db, clock, payments });

  function ruleOf(kind: string, type: string): OrderChangeRule | undefined {
    return kinds.find(kind)?.changes?.[type];
  }

  async function waitingOf(tx: Tx, orderId: number, type: string) {
    const [waiting] = await tx
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.type, type), eq(orderChanges.status, 'pending')))
      .orderBy(asc(orderChanges.id))
      .limit(1);
    return waiting;
  }

  /**
   * Charges the change: with points, a link for the rest of the sum; else the default card first when
   * the kind asks, and (when there is none or it is declined) a payment link.
   */
  async function pay(change: ChangeRecord, charge: ChangeCharge, userId: number | null): Promise<CreatedPayment> {
    const base = {
      userId,
      orderId: change.orderId,
      purpose: charge.purpose ?? 'change',
      amount: charge.amount,
      description: charge.description,
      returnPath: charge.returnPath,
      savePaymentMethod: charge.savePaymentMethod,
    };
    const metadata = { ...charge.metadata, change_id: String(change.id) };
    const key = charge.key ?? `change:${change.id}`;
    if (charge.points && userId !== null) {
      // Earlier tries of this payment (a repeated request) keep their points: they are not counted as held.
      const sameCharge = (p: { orderId: number | null; purpose: string }) => p.orderId === change.orderId && p.purpose === base.purpose;
      const payment = await payWithPoints(
        userId,
        (spendable) => {
          const points = bonusLimit(charge.amount, spendable);
          return {
            ...base,
            amount: charge.amount - points,
            idempotenceKey: key,
            metadata: { ...metadata, ...(points > 0 ? { bonuses: String(points) } : {}) },
          };
        },
        sameCharge,
      );
      return recordPayment(change, payment);
    }
    const card = charge.savedCardFirst && userId !== null ? await payments.defaultCard(userId) : null;
    let payment = card
      ? await payments.createPayment({ ...base, idempotenceKey: key, cardId: card.id, metadata: { ...metadata, link_follows: '1' } })
      : null;
    if (!payment || payment.status === 'canceled') {
      payment = await payments.createPayment({
        ...base,
        idempotenceKey: charge.savedCardFirst ? `${key}:link` : key,
        metadata,
      });
    }
    return recordPayment(change, payment);
  }

  async function recordPayment(change: ChangeRecord, payment: CreatedPayment): Promise<CreatedPayment> {
    await db.update(orderChanges).set({ paymentId: payment.id }).where(eq(orderChanges.id, change.id));
    const [order] = await db.select({ kind: orders.kind }).from(orders).where(eq(orders.id, change.orderId));
    await ruleOf(order?.kind ?? '', change.type)?.charged?.({ tx: db, change, paymentId: payment.id });
    return payment;
  }

  /** Pays after commit; a provider that is down leaves the change pending for `retryPayments`. */
  async function payQuietly(change: ChangeRecord, charge: ChangeCharge, userId: number | null): Promise<CreatedPayment | null> {
    try {
      return await pay(change, charge, userId);
    } catch (error) {
      log.warn({ err: error, change: change.id }, 'change payment failed to start; the housekeeping job retries it');
      return null;
    }
  }

  async function refund(change: ChangeRecord, money: ChangeRefund): Promise<void> {
    try {
      await payments.refundOrder({
        orderId: change.orderId,
        amount: money.amount,
        reason: money.reason,
        key: money.key,
        paymentIds: money.paymentIds,
      });
    } catch (error) {
      log.warn({ err: error, change: change.id }, 'change refund failed; the payments housekeeping retries it');
    }
  }

  async function change(request: ChangeRequest): Promise<ChangeOutcome> {
    const now = clock.now();
    // Read before the transaction: PGlite runs one at a time, so no other read may wait inside it.
    const card = request.userId !== null ? await payments.defaultCard(request.userId) : null;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
      if (!row || (request.userId !== null && row.userId !== request.userId)) {
        throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      }
      const kind = kinds.get(row.kind);
      const rule = kind.changes?.[request.type];
      if (!rule) throw new AppError('ORDER_CHANGE_REFUSED');
      const waiting = rule.single ? await waitingOf(tx, row.id, request.type) : undefined;
      if (waiting && rule.single !== 'repeat') throw new AppError('ORDER_CHANGE_PENDING');
      const ctx: ChangeContext<Record<string, unknown>> = {
        tx,
        kind,
        order: changedOrder(row, now),
        input: request.input ?? {},
        userId: request.userId,
        now,
        savedCard: card ? { last4: card.last4 } : null,
        refundable: () => payments.refundableOf(row.id, tx),
      };
      const refusal = await rule.refusal?.(ctx);
      if (refusal) {
        const { code, message } = typeof refusal === 'string' ? { code: 'ORDER_CHANGE_REFUSED' as const, message: refusal } : refusal;
        // Kept for support: what was asked and why the rule said no (the caller still gets the error).
        await tx.insert(orderChanges).values({
          orderId: row.id,
          type: request.type,
          status: 'refused',
          data: { input: ctx.input, refusal: { code, message } },
          createdAt: now,
        });
        return { refused: new AppError(code, { message }) };
      }
      if (waiting && sameInput(waiting.data.input, ctx.input)) {
        // The same request again answers the waiting change: its charge is paid under the same key.
        const charge = waiting.data.charge as ChangeCharge | undefined;
        return { change: changeRecord(waiting), order: ctx.order, charge, money: undefined };
      }
      if (waiting) {
        const settled = waiting.data.when_paid === true && now.getTime() - waiting.createdAt.getTime() >= SUPERSEDE_AFTER_MS;
        if (!settled) throw new AppError('ORDER_CHANGE_PENDING');
        // Another choice replaces the one that moved nothing: should its payment still succeed, it is returned.
        await tx
          .update(orderChanges)
          .set({ status: 'compensated', data: { ...waiting.data, superseded: true } })
          .where(eq(orderChanges.id, waiting.id));
      }
      const plan = await rule.plan(ctx);
      const charge = plan.charge && plan.charge.amount > 0 ? plan.charge : undefined;
      const money = plan.refund && plan.refund.amount > 0 ? plan.refund : undefined;
      if (charge && money) throw new Error(`change ${request.type} both charges and refunds`);
      if (plan.whenPaid && (!charge || plan.dates || plan.price || plan.cancel)) {
        throw new Error(`change ${request.type} applied when paid needs a charge and moves nothing now`);
      }
      const [inserted] = await tx
        .insert(orderChanges)
        .values({
          orderId: row.id,
          type: request.type,
          status: charge ? 'pending' : 'applied',
          data: { input: ctx.input, ...plan.data, ...(charge ? { charge } : {}), ...(plan.whenPaid ? { when_paid: true } : {}) },
          amount: charge ? charge.amount : money ? -money.amount : 0,
          createdAt: now,
          appliedAt: charge ? null : now,
        })
        .returning();
      const kept = await applyPlanToOrder(tx, { order: row, kind, plan, type: request.type, changeId: inserted!.id, now });
      const [recorded] = await tx
        .update(orderChanges)
        .set({ data: { ...inserted!.data, ...kept } })
        .where(eq(orderChanges.id, inserted!.id))
        .returning();
      return { change: changeRecord(recorded!), order: ctx.order, charge, money };
    });
    if ('refused' in done) throw done.refused;
    if (done.money) await refund(done.change, done.money);
    if (done.change.data.canceled === true) await deps.ended?.(done.change.orderId);
    if (done.change.status === 'applied') await itemsMayBeFree(kinds, done.order);
    const startPayment = request.raisePaymentError ? pay : payQuietly;
    const payment = done.charge ? await startPayment(done.change, done.charge, done.order.userId) : null;
    const [fresh] = await db.select().from(orderChanges).where(eq(orderChanges.id, done.change.id));
    return { change: changeRecord(fresh!), order: done.order, payment };
  }

  /**
   * The housekeeping pass: charged changes whose payment never reached the provider (it was down)
   * are paid again; the keys make a repeat charge nothing twice. A change of the last minute is
   * left to its own request.
   */
  async function retryPayments(now: Date = clock.now(), kindsOnly?: readonly string[]): Promise<number> {
    const rows = await db
      .select({ change: orderChanges, userId: orders.userId })
      .from(orderChanges)
      .innerJoin(orders, eq(orders.id, orderChanges.orderId))
      .where(
        and(
          eq(orderChanges.status, 'pending'),
          isNull(orderChanges.paymentId),
          lt(orderChanges.createdAt, new Date(now.getTime() - PAYMENT_RETRY_AFTER_MS)),
          kindsOnly ? inArray(orders.kind, [...kindsOnly]) : undefined,
        ),
      )
      .orderBy(asc(orderChanges.id))
      .limit(50);
    for (const { change: row, userId } of rows) {
      const charge = row.data.charge as ChangeCharge | undefined;
      if (charge) await payQuietly(changeRecord(row), charge, userId);
    }
    return rows.length;
  }

  return {
    change,
    retryPayments,
    /** The settlement listener of change payments: purpose 'change', and any purpose a kind names for its charges. */
    onChangeSettled: settlement.onChangeSettled,
    async changesOf(orderId: number): Promise<ChangeRecord[]> {
      const rows = await db.select().from(orderChanges).where(eq(orderChanges.orderId, orderId)).orderBy(asc(orderChanges.id));
      return rows.map(changeRecord);
    },
  };
}

export type OrderChanges = ReturnType<typeof createOrderChanges>;
