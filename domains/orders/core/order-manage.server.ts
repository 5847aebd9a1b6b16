import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { effectiveStatus, type OrderStatus } from './lifecycle';
import { mainLineOf, moveLineToItem } from './order-lines.server';
import { discountedPrice, type RegistrationLookup } from './order-quote.server';
import { orderView } from './order-view.server';
import { ownedOrderRow } from './owned-order.server';
import { itemsMayBeFree } from './items-free.server';
import { hashGuestToken } from './place-order.server';
import { kindPriceOf } from './pricing';
import type { ProductKinds } from './product-kind';
import { orders } from '../tables';
import type { Tx } from '../../../db/tx';
import { transitionOrder } from './transitions.server';

type OrderRow = typeof orders.$inferSelect;

/** What a booker does with an order awaiting payment, and the guest side of orders. */
export function createOrderManage(deps: { db: Db; clock: Clock; kinds: ProductKinds; registration?: RegistrationLookup }) {
  const { db, clock, kinds, registration } = deps;

  async function ownOrder(tx: Tx, orderId: number, userId: number, lock = false): Promise<OrderRow> {
    const order = lock
      ? (
          await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
            .for('update')
        )[0]
      : await ownedOrderRow(tx, userId, orderId);
    if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
    return order;
  }

  function requireAwaiting(order: OrderRow, now: Date) {
    const status = effectiveStatus({ status: order.status as OrderStatus, holdExpiresAt: order.holdExpiresAt }, now);
    if (status === 'expired') throw new AppError('HOLD_EXPIRED');
    if (status !== 'awaiting_payment')
      throw new AppError('ORDER_NOT_AWAITING_PAYMENT', { message: 'Изменить можно только заказ, который ждёт оплаты' });
  }

  async function cancelAwaiting(tx: Tx, order: OrderRow, reason: string, now: Date) {
    await kinds.get(order.kind).holds.release(order.id, tx);
    await transitionOrder(tx, { orderId: order.id, to: 'canceled', reason, now, patch: { holdExpiresAt: null, cancelReason: reason } });
  }

  async function viewOf(order: OrderRow) {
    const kind = kinds.get(order.kind);
    const line = await mainLineOf(db, order.id);
    const item = line ? await kind.item(db, line.itemId).catch(() => null) : null;
    return { ...orderView(order, clock.now()), ...kind.shown(item) };
  }

  return {
    /**
     * Locks the order's row for the rest of the caller's transaction. A line that changes its own
     * rows of an order (a cloud pickup) and then the order takes this first: payments settle in the
     * order payment → order → the line's rows, so taking the line's rows first deadlocks with them.
     */
    async lockOrder(tx: Tx, orderId: number): Promise<void> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    /** The booker cancels an order awaiting payment: the hold is released. */
    async cancelBooking(userId: number, orderId: number) {
      const now = clock.now();
      const order = await db.transaction(async (tx) => {
        const found = await ownOrder(tx, orderId, userId, true);
        if (found.status !== 'awaiting_payment') throw new AppError('ORDER_NOT_CANCELLABLE');
        await cancelAwaiting(tx, found, 'booker_canceled', now);
        return { ...found, status: 'canceled' };
      });
      await itemsMayBeFree(kinds, order);
      return viewOf(order);
    },

    /** Moves an order awaiting payment to another free item its kind allows (a cell: the same size, the same warehouse). */
    async updateSlot(userId: number, orderId: number, newCellId: number) {
      const now = clock.now();
      const [current] = await db.select({ kind: orders.kind }).from(orders).where(eq(orders.id, orderId));
      if (!current) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      const kind = kinds.get(current.kind);
      const holds = kind.holds;
      const order = await holds
        .withConflictRetry(() =>
          db.transaction(async (tx) => {
            const found = await ownOrder(tx, orderId, userId, true);
            requireAwaiting(found, now);
            const line = await mainLineOf(tx, found.id);
            if (!line) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
            if (line.itemId === newCellId) return found;
            const [from, to] = [await kind.item(tx, line.itemId), await kind.item(tx, newCellId)];
            const problem = kind.swapProblem(from, to);
            if (problem) throw new AppError('VALIDATION_ERROR', { fields: { slot_id: problem } });
            const range = line.range;
            await holds.releaseExpiredHolds(tx, newCellId, now);
            if (!(await holds.isFree(newCellId, range, tx))) throw new holds.CellTakenError();
            await holds.release(found.id, tx);
            await holds.hold(newCellId, found.id, range, found.holdExpiresAt!, tx);
            const price = found.price && {
              ...found.price,
              lines: found.price.lines.map((l, i) => (i === 0 ? { ...l, title: kind.swappedTitle(l.title, to) } : l)),
              priceLines: found.price.priceLines?.map((l, i) => (i === 0 ? { ...l, title: kind.swappedTitle(l.title, to) } : l)),
            };
            await moveLineToItem(tx, line.id, { itemId: to.id, placeId: to.placeId, subject: to.subject });
            const [updated] = await tx.update(orders).set({ price, updatedAt: now }).where(eq(orders.id, found.id)).returning();
            return updated!;
          }),
        )
        .catch(async (error: unknown) => {
          if (!(error instanceof holds.CellTakenError)) throw error;
          const [found] = await db.select().from(orders).where(eq(orders.id, orderId));
          const alternatives =
            found?.startsAt && found.endsAt ? await holds.sameWarehouseFree(newCellId, { from: found.startsAt, to: found.endsAt }, 6) : [];
          throw new AppError('CELL_TAKEN', { details: { alternatives } });
        });
      return viewOf(order);
    },

    /** Applies (or with null removes) a promo code on an order awaiting payment and prices it again. */
    async applyPromo(userId: number, orderId: number, promoCode: string | null) {
      const now = clock.now();
      const order = await db.transaction(async (tx) => {
        const found = await ownOrder(tx, orderId, userId, true);
        requireAwaiting(found, now);
        if (!found.price) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
        // The booked lines and dates stand: only the discounts on the kind's price are counted again.
        const input = { promoCode, useBonuses: found.usingBonuses, userId };
        const quote = await discountedPrice(tx, found.kind, kindPriceOf(found.price), input, now, registration);
        const [updated] = await tx
          .update(orders)
          .set({
            price: quote.price,
            total: quote.price.total,
            promoCode: quote.promo && quote.price.promoDiscount > 0 ? quote.promo.code : null,
            bonusesUsed: quote.price.bonusesUsed,
            updatedAt: now,
          })
          .where(eq(orders.id, found.id))
          .returning();
        return updated!;
      });
      return viewOf(order);
    },

    /** A guest order by its id and the secret its booker's browser holds; null when they do not match. */
    async guestOrderByToken(orderId: number, token: string) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.guestTokenHash, hashGuestToken(token))));
      return order ? viewOf(order) : null;
    },

    /** The guest cancels an order awaiting payment with its token. */
    async cancelGuestOrder(orderId: number, token: string) {
      const now = clock.now();
      const order = await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.guestTokenHash, hashGuestToken(token))))
          .for('update');
        if (!found) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
        if (found.status !== 'awaiting_payment') {
          throw new AppError('ORDER_NOT_CANCELLABLE', {
            message: 'Оплаченный заказ отменяют в личном кабинете: войдите с тем же номером телефона',
          });
        }
        await cancelAwaiting(tx, found, 'guest_canceled', now);
        return { ...found, status: 'canceled' };
      });
      return viewOf(order);
    },

    /** Guest orders made with a phone that no account has claimed yet. */
    async guestOrdersForPhone(phone: string) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.guestPhone, phone), isNull(orders.userId)))
        .orderBy(desc(orders.createdAt));
      return Promise.all(rows.map(viewOf));
    },

    /** A signed-in user with that (confirmed) phone takes over its guest orders. */
    async claimGuestOrders(userId: number, phone: string): Promise<number[]> {
      const now = clock.now();
      const rows = await db
        .update(orders)
        .set({ userId, updatedAt: now })
        .where(and(eq(orders.guestPhone, phone), isNull(orders.userId)))
        .returning({ id: orders.id });
      return rows.map((r) => r.id);
    },

    async orderForUser(userId: number, orderId: number) {
      return viewOf(await ownOrder(db, orderId, userId));
    },
  };
}
