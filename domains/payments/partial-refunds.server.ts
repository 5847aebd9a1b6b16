import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from './provider';
import type { PaymentPurposes } from './purposes';
import type { Receipts } from './receipts.server';
import type { Logger } from './settle.server';
import { tellRefundPaid } from './refund-notices.server';
import { payments } from './tables';

/** Metadata key of a partial refund waiting to be tried again. */
const PENDING = 'partial_refund_pending';

export interface OrderRefund {
  orderId: number;
  /** Whole roubles to return. */
  amount: number;
  /** Shown in the payment history: "расторжение договора: неиспользованные дни". */
  reason: string;
  /** Stable per refund ("cancel:<order id>"); with the payment uuid it is the provider key. */
  key: string;
  /**
   * Only from these payments (refundableOf's `providerPayments`): a payment that succeeds after the
   * caller counted what to return is not taken from; its own settlement refunds it.
   */
  paymentIds?: number[];
}

/**
 * Returns part of what was paid for an order (a cancellation's unused days), from its
 * successful payments newest first; a captured hold (a fine taken from a deposit) and a payment of a
 * purpose that is not the order's price (a fine paid by card) are not what the order cost and are
 * never taken from. The provider key `<key>:<payment uuid>` makes a repeat of
 * the same refund return nothing twice. Answers the sum actually refunded.
 */
export function createPartialRefunds(deps: {
  db: Db;
  clock: Clock;
  provider: () => PaymentProvider;
  log: Logger;
  receipts: Receipts;
  purposes: PaymentPurposes;
}) {
  /** Purposes whose payments are not the order's price (a fine): refunds never take from them. */
  const notPrice = () => deps.purposes.names().filter((name) => deps.purposes.find(name)?.partOfPrice === false);
  async function refundOrder(input: OrderRefund): Promise<number> {
    if (input.amount <= 0) return 0;
    const rows = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, input.orderId),
          eq(payments.status, 'succeeded'),
          eq(payments.capture, true),
          notPrice().length > 0 ? notInArray(payments.purpose, notPrice()) : undefined,
        ),
      )
      .orderBy(desc(payments.paidAt), desc(payments.id));
    let left = input.amount;
    let refunded = 0;
    for (const row of rows) {
      if (left <= 0) break;
      if (input.paymentIds && !input.paymentIds.includes(row.id)) continue;
      const done = row.metadata[input.key];
      if (typeof done === 'number') {
        left -= done;
        refunded += done;
        continue;
      }
      const part = Math.min(left, row.amount - row.refundedAmount);
      if (part <= 0 || !row.providerPaymentId) continue;
      const key = `${input.key}:${row.uuid}`;
      try {
        const receipt = await deps.receipts.forRefund(row, part, key);
        const made = await deps.provider().refund({ paymentId: row.providerPaymentId, amount: part, idempotenceKey: key, receipt });
        await deps.receipts.refunded(key, made);
      } catch (error) {
        deps.log.warn({ err: error, payment: row.uuid, order: input.orderId }, 'partial refund failed; the housekeeping job retries it');
        await deps.db
          .update(payments)
          .set({ metadata: { ...row.metadata, [PENDING]: input } })
          .where(eq(payments.id, row.id));
        break;
      }
      const { [PENDING]: _retried, ...metadata } = row.metadata;
      void _retried;
      await deps.db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ refundedAmount: row.refundedAmount + part, refundReason: input.reason, metadata: { ...metadata, [input.key]: part } })
          .where(eq(payments.id, row.id));
        await tellRefundPaid(tx, row, part, deps.clock.now());
      });
      left -= part;
      refunded += part;
    }
    return refunded;
  }

  /** Partial refunds the provider refused for a while, tried again (the keys make it safe). */
  async function retryPending(): Promise<number> {
    const rows = await deps.db
      .select({ metadata: payments.metadata })
      .from(payments)
      .where(sql`${payments.metadata} ? ${PENDING}`)
      .limit(50);
    for (const row of rows) await refundOrder(row.metadata[PENDING] as OrderRefund);
    return rows.length;
  }

  /**
   * What of an order's succeeded payments is not returned yet: through the provider (a card) and by bank
   * transfer; payments that were not the order's price (a fine: `partOfPrice: false`) are left out.
   */
  async function refundableOf(
    orderId: number,
    tx: Tx = deps.db,
  ): Promise<{ provider: number; transfer: number; providerPayments: number[] }> {
    const except = notPrice();
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.status, 'succeeded'),
          eq(payments.capture, true),
          except.length > 0 ? notInArray(payments.purpose, [...except]) : undefined,
        ),
      );
    const left = (row: (typeof rows)[number]) => Math.max(0, row.amount - row.refundedAmount);
    return {
      provider: rows.filter((r) => r.providerPaymentId).reduce((sum, r) => sum + left(r), 0),
      transfer: rows.filter((r) => !r.providerPaymentId).reduce((sum, r) => sum + left(r), 0),
      providerPayments: rows.filter((r) => r.providerPaymentId && left(r) > 0).map((r) => r.id),
    };
  }

  return { refundOrder, refundableOf, retryPending };
}
