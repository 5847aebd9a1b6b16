import { and, desc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import { paymentCount, type PaymentsService } from '../../payments/service.server';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import type { ProductKinds } from './product-kind';
import { renewalPrice, type TariffKind } from './pricing';
import { mainLineOf } from './order-lines.server';
import { renewalDueWindow } from './renewal-date';
import { orderEvents, orders } from '../tables';
import { transitionOrder } from './transitions.server';

export interface DueRenewal {
  orderId: number;
  userId: number;
  amount: number;
  periodIndex: number;
  cardId: number | null;
  description: string;
  /** The order pays with bonuses: the renewal counts its points when it is charged (`renewalWithPoints`). */
  withPoints: boolean;
}

/** Auto renewal and the end of rentals, run by the payments housekeeping job. */
export function createRenewalJobs(deps: { db: Db; kinds: ProductKinds; payments: PaymentsService }) {
  const { db, kinds, payments } = deps;

  /** The refund the cancel flow promised (its event's figure), paid when the rental ends. */
  async function refundUnusedDays(orderId: number): Promise<void> {
    const [event] = await db
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'cancel_requested')))
      .orderBy(desc(orderEvents.at), desc(orderEvents.id))
      .limit(1);
    const amount = typeof event?.data?.refund === 'number' ? event.data.refund : 0;
    if (amount > 0) {
      await payments.refundOrder({ orderId, amount, reason: 'расторжение договора: неиспользованные дни', key: `cancel:${orderId}` });
    }
  }

  /**
   * The unused days a cancellation kept from the money refund because points paid for them come
   * back as points, in the transaction that ends the rental; once per order (its source key).
   */
  async function returnWithheldPoints(tx: Tx, orderId: number, userId: number, now: Date): Promise<void> {
    const [event] = await tx
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'cancel_requested')))
      .orderBy(desc(orderEvents.at), desc(orderEvents.id))
      .limit(1);
    const points = typeof event?.data?.bonusesWithheld === 'number' ? event.data.bonusesWithheld : 0;
    if (points <= 0) return;
    await bonusLedgerMoves.revert(tx, {
      userId,
      orderId,
      points,
      reason: 'cancel_unused_days',
      sourceKey: `cancel-unused-days:${orderId}`,
      now,
    });
  }

  return {
    /** Active monthly orders with auto renewal due (renewal-date.ts: from a day before the end) whose next period is not paid yet. */
    async dueForRenewal(now: Date): Promise<DueRenewal[]> {
      const window = renewalDueWindow(now);
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'active'),
            eq(orders.autoRenewal, true),
            isNotNull(orders.userId),
            gt(orders.endsAt, window.after),
            lte(orders.endsAt, window.until),
          ),
        );
      const due: DueRenewal[] = [];
      for (const order of rows) {
        const periodIndex = (await paymentCount(db, order.id, 'renewal', 'succeeded')) + 1;
        try {
          const product = kinds.get(order.kind);
          const periods = product.periods;
          const line = await mainLineOf(db, order.id);
          if (!line || !periods) continue;
          const item = await product.item(db, line.itemId);
          const kind = order.tariffKind as TariffKind;
          const period = await periods.period(db, kind, order.periodCode!);
          const unitPrice = await periods.unitPrice(db, item, kind);
          const price = renewalPrice(await periods.price(db, { item, tariffKind: kind, period, unitPrice }));
          if (price.total <= 0) continue;
          const card = order.cardId ?? (await payments.defaultCard(order.userId!))?.id ?? null;
          due.push({
            orderId: order.id,
            userId: order.userId!,
            amount: price.total,
            withPoints: order.usingBonuses,
            periodIndex,
            cardId: card,
            description: periods.renewalDescription(item, period),
          });
        } catch {
          // The cell, period or tariff is gone: such an order simply ends with its period.
        }
      }
      return due;
    },

    /**
     * Ends an active order of a kind that ends by return (`ProductKind.ending`) once nothing of it is
     * out, before or after its period's end; false when it is not active or something is still out.
     */
    async finishReturned(orderId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .select({ status: orders.status, kind: orders.kind })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        const ending = fresh && kinds.find(fresh.kind)?.ending;
        if (!fresh || fresh.status !== 'active' || !ending || (await ending.itemsOut(tx, orderId))) return false;
        await kinds.get(fresh.kind).holds.release(orderId, tx);
        await transitionOrder(tx, { orderId, to: 'finished', reason: 'returned', now, patch: { finishedAt: now } });
        return true;
      });
    },

    /** Ends rentals past their end and cancellations past their date; frees their cells. */
    async finishDue(now: Date): Promise<number> {
      const rows = await db
        .select({ id: orders.id, status: orders.status, kind: orders.kind, userId: orders.userId })
        .from(orders)
        .where(
          or(
            and(eq(orders.status, 'active'), lte(orders.endsAt, now)),
            and(eq(orders.status, 'cancel_requested'), lte(orders.cancelDate, now)),
          ),
        );
      let finished = 0;
      for (const row of rows) {
        const endedByCancel = await db.transaction(async (tx) => {
          const [fresh] = await tx
            .select({ status: orders.status, endsAt: orders.endsAt, cancelDate: orders.cancelDate })
            .from(orders)
            .where(eq(orders.id, row.id))
            .for('update');
          if (!fresh || !inArrayStatus(fresh.status)) return false;
          const due = fresh.status === 'active' ? fresh.endsAt && fresh.endsAt <= now : fresh.cancelDate && fresh.cancelDate <= now;
          if (!due) return false;
          // A tool still out keeps its order on past the end: it is late, and ends with the return.
          if (fresh.status === 'active' && (await kinds.get(row.kind).ending?.itemsOut(tx, row.id))) return false;
          await kinds.get(row.kind).holds.release(row.id, tx);
          await transitionOrder(tx, {
            orderId: row.id,
            to: 'finished',
            reason: fresh.status === 'active' ? 'period_over' : 'cancel_date',
            now,
            patch: { finishedAt: now },
          });
          finished += 1;
          if (fresh.status === 'cancel_requested' && row.userId !== null) await returnWithheldPoints(tx, row.id, row.userId, now);
          return fresh.status === 'cancel_requested';
        });
        if (endedByCancel) await refundUnusedDays(row.id);
      }
      return finished;
    },
  };
}

function inArrayStatus(status: string): boolean {
  return status === 'active' || status === 'cancel_requested';
}
