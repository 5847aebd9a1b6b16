import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { CabinetRepo, OrderRow } from '../cabinet/cabinet-repo.server';
import type { CancelCalculationOut, CancelSubmit } from '../cabinet/cabinet-schema';
import { cancelReasons, qualityStatuses } from './cancel-rules';
import { calculateCancel, cancelDateRange, checkCancelDate, lastDayBefore, noticeLastDay, type CancelOrderFacts } from './cancel-dates';
import type { OrderFiles } from '../files/files.server';
import { orderStatusTitles, type OrderStatus } from '../core/lifecycle';
import { orderEvents, orders } from '../tables';
import { transitionOrder } from '../core/transitions.server';
import { mainLineOf } from '../core/order-lines.server';
import type { KindCancellation, ProductKinds } from '../core/product-kind';
import { tellCancelAccepted } from '../core/order-notices.server';

/** The order's figures for the cancel rules, its days counted on the clock of its line's place. */
async function facts(db: Db, order: OrderRow, rules: KindCancellation): Promise<CancelOrderFacts> {
  const line = await mainLineOf(db, order.id);
  if (!order.startsAt || !order.endsAt || !line) throw new AppError('NO_PAID_PERIOD');
  const price = order.price;
  return {
    startsAt: order.startsAt,
    endsAt: order.endsAt,
    periodValue: (price?.total ?? order.total) + (price?.bonusesUsed ?? order.bonusesUsed),
    bonusesUsed: price?.bonusesUsed ?? order.bonusesUsed,
    periodUnit: (price?.tariffKind ?? order.tariffKind) === 'monthly' ? 'month' : 'day',
    periodUnits: Math.max(1, price?.units ?? 1),
    noticeDays: rules.noticeDays,
    timeZone: line.range.timeZone,
  };
}

/** The kind's cancellation rules; an order of a kind without the flow answers like a missing one. */
function requireCancellable(order: OrderRow, kinds: ProductKinds): KindCancellation {
  const rules = kinds.find(order.kind)?.cancellation;
  if (!rules) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
  if (order.status === 'awaiting_payment') {
    throw new AppError('ORDER_NOT_CANCELLABLE', { message: 'Заказ ещё не оплачен: отмените бронь вместо расторжения договора' });
  }
  if (order.status !== 'active' && order.status !== 'cancel_requested') {
    throw new AppError('ORDER_NOT_CANCELLABLE', {
      message: `Заказ в статусе «${orderStatusTitles[order.status as OrderStatus]}»: расторгать нечего`,
    });
  }
  return rules;
}

async function calculationOut(db: Db, order: OrderRow, rules: KindCancellation, now: Date, date: string): Promise<CancelCalculationOut> {
  const orderFacts = await facts(db, order, rules);
  const problem = checkCancelDate(orderFacts, now, date);
  if (problem) throw new AppError('VALIDATION_ERROR', { message: problem.message, fields: { date: problem.message } });
  const c = calculateCancel(orderFacts, now, date);
  return {
    date: c.lastDay,
    ends_at: c.endsAt.toISOString(),
    billed_last_day: c.billedLastDay,
    notice_applied: c.noticeApplied,
    period_days: c.periodDays,
    unused_days: c.unusedDays,
    day_price: c.dayPrice,
    unused_value: c.unusedValue,
    bonuses_withheld: c.bonusesWithheld,
    refund: c.refund,
    to_pay: 0,
    lines: c.lines,
  };
}

/** Ending a paid rental early, for every kind with cancellation rules: conditions, calculation, reason, quality, submit and withdraw. */
export function createCancelFlow(deps: {
  db: Db;
  clock: Clock;
  kinds: ProductKinds;
  repo: CabinetRepo;
  owned: (userId: number, id: number) => Promise<OrderRow>;
  files: OrderFiles;
}) {
  const { db, clock, owned, files, kinds } = deps;

  async function state(order: OrderRow) {
    const [event] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.reason, 'cancel_flow')))
      .orderBy(desc(orderEvents.at), desc(orderEvents.id))
      .limit(1);
    const requested = order.status === 'cancel_requested';
    const refund = requested && typeof event?.data?.refund === 'number' ? event.data.refund : null;
    return {
      id: order.id,
      status: order.status,
      status_title: orderStatusTitles[order.status as OrderStatus],
      cancel_date: requested && order.cancelDate ? order.cancelDate.toISOString() : null,
      last_day: requested && order.cancelDate ? lastDayBefore(order.cancelDate, (await mainLineOf(db, order.id))!.range.timeZone) : null,
      reason: requested ? order.cancelReason : null,
      refund,
    };
  }

  return {
    reasons: () => cancelReasons.map((r) => ({ code: r.code, title: r.title })),
    qualityStatuses: (short: boolean) =>
      qualityStatuses.filter((q) => !short || q.short).map((q) => ({ code: q.code, title: q.title, positive: q.positive })),

    async conditions(userId: number, id: number) {
      const order = await owned(userId, id);
      const rules = requireCancellable(order, kinds);
      const now = clock.now();
      const orderFacts = await facts(db, order, rules);
      const range = cancelDateRange(orderFacts, now);
      return {
        conditions: rules.conditions({ ...range, noticeLastDay: noticeLastDay(now, rules.noticeDays, orderFacts.timeZone) }),
        min_date: range.min,
        max_date: range.max,
        notice_days: rules.noticeDays,
        min_photos: rules.minPhotos,
        reasons: cancelReasons.map((r) => ({ code: r.code, title: r.title })),
      };
    },

    async calculation(userId: number, id: number, date: string) {
      const order = await owned(userId, id);
      return calculationOut(db, order, requireCancellable(order, kinds), clock.now(), date);
    },

    /** Keeps the reason (and comment) with the order while the flow goes on; the submit repeats it. */
    async saveReason(userId: number, id: number, reason: string, comment: string | undefined) {
      const order = await owned(userId, id);
      requireCancellable(order, kinds);
      if (order.status !== 'active') throw new AppError('CANCEL_ALREADY_REQUESTED');
      await deps.repo.update(order.id, { cancelReason: reason, cancelComment: comment || null }, clock.now());
      return { ok: true as const };
    },

    state: async (userId: number, id: number) => state(await owned(userId, id)),

    /**
     * active → cancel_requested with the chosen end. A repeated submit answers the state the first
     * one made; an order that is not running answers 409. Auto renewal stops; the refund figure of
     * the moment is kept with the event for the payout.
     */
    async submit(userId: number, input: CancelSubmit) {
      const first = await owned(userId, input.id);
      const rules = requireCancellable(first, kinds);
      if (first.status === 'cancel_requested') return state(first);
      const now = clock.now();
      const calculation = await calculationOut(db, first, rules, now, input.date);
      // Photos of the emptied item are asked only of an item that was used.
      if (input.cell_used && rules.minPhotos > 0 && (await files.countLive(first.id)) < rules.minPhotos) {
        throw new AppError('VALIDATION_ERROR', { message: rules.photosMissing, fields: { photos: rules.photosMissing } });
      }
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, first.id)).for('update');
        if (!locked || locked.status === 'cancel_requested') return;
        await transitionOrder(tx, {
          orderId: first.id,
          to: 'cancel_requested',
          reason: 'cancel_flow',
          now,
          patch: {
            cancelDate: new Date(calculation.ends_at),
            cancelReason: input.reason,
            cancelComment: input.comment || null,
            qualityStatuses: input.quality_statuses,
            autoRenewal: false,
          },
          data: {
            lastDay: input.date,
            refund: calculation.refund,
            unusedDays: calculation.unused_days,
            bonusesWithheld: calculation.bonuses_withheld,
            autoRenewalBefore: locked.autoRenewal,
            cellUsed: input.cell_used,
          },
        });
        await tellCancelAccepted(tx, locked, { endsAt: new Date(calculation.ends_at), refund: calculation.refund }, now, kinds);
      });
      return state(await owned(userId, input.id));
    },

    /** cancel_requested → active before the end date; auto renewal comes back as it was. */
    async withdraw(userId: number, id: number) {
      const order = await owned(userId, id);
      requireCancellable(order, kinds);
      if (order.status === 'active') return state(order);
      const now = clock.now();
      if (order.cancelDate && order.cancelDate <= now) {
        throw new AppError('CANCEL_NOT_WITHDRAWABLE');
      }
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!locked || locked.status !== 'cancel_requested') return;
        const [event] = await tx
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, id), eq(orderEvents.reason, 'cancel_flow')))
          .orderBy(desc(orderEvents.at), desc(orderEvents.id))
          .limit(1);
        const before = event?.data?.autoRenewalBefore;
        await transitionOrder(tx, {
          orderId: id,
          to: 'active',
          reason: 'cancel_withdrawn',
          now,
          patch: { cancelDate: null, cancelReason: null, cancelComment: null, qualityStatuses: null, autoRenewal: before !== false },
        });
      });
      return state(await owned(userId, id));
    },
  };
}
