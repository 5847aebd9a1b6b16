import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { companyIdOfUser } from '../../companies/service.server';
import type { PaymentsService } from '../../payments/service.server';
import { orders } from '../tables';
import { refuseInvoiceWithDeposit } from './deposit';
import { effectiveStatus, type OrderStatus } from './lifecycle';
import type { ProductKinds } from './product-kind';

/**
 * An invoice for one of the user's unpaid orders to one of their companies: the order's issued
 * invoice to that company when there is one, else a new one due when the hold ends. The order is
 * locked while it is decided, so two clicks make one invoice. The order is then paid by invoice
 * by that company.
 */
export function createInvoiceForOrder(deps: { db: Db; clock: Clock; kinds: ProductKinds; payments: PaymentsService }) {
  const { db, clock, kinds, payments } = deps;
  return async function invoiceForOrder(userId: number, orderId: number, companyUuid: string): Promise<{ invoiceId: number }> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      refuseInvoiceWithDeposit(kinds.get(order.kind));
      const companyId = await companyIdOfUser(tx, userId, companyUuid);
      if (companyId === null) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
      const status = effectiveStatus({ status: order.status as OrderStatus, holdExpiresAt: order.holdExpiresAt }, clock.now());
      if (status === 'expired') throw new AppError('HOLD_EXPIRED', { message: 'Время брони истекло — счёт на неё выставить нельзя' });
      if (status !== 'awaiting_payment') throw new AppError('ORDER_NOT_AWAITING_PAYMENT');
      if (order.total <= 0) throw new AppError('NOTHING_TO_PAY');
      const existing = await payments.invoices.issuedFor(order.id, companyId, tx);
      if (existing) return { invoiceId: existing.id };
      const description = order.price ? kinds.get(order.kind).repayDescription(order.price.lines[0]?.title ?? '') : `Заказ № ${order.id}`;
      const issued = await payments.invoices.issue(
        { orderId: order.id, userId, companyId, amount: order.total, description, dueAt: order.holdExpiresAt ?? clock.now() },
        tx,
      );
      await tx.update(orders).set({ companyId, paymentMethod: 'invoice', updatedAt: clock.now() }).where(eq(orders.id, order.id));
      return { invoiceId: issued.id };
    });
  };
}
