import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import type { Tx } from '../../db/tx';
import { saveCardInTx } from './cards.server';
import { isFinal, type PaymentProvider, type ProviderPayment } from './provider';
import type { PaymentPurposes } from './purposes';
import type { Receipts } from './receipts.server';
import { tellRefundPaid } from './refund-notices.server';
import { invoices, payments } from './tables';

export type PaymentRow = typeof payments.$inferSelect;

export interface SettledEvent {
  payment: PaymentRow;
  outcome: 'succeeded' | 'canceled';
  tx: Tx;
  now: Date;
  /**
   * Work the listener wants once the outcome is committed (a payment of its own that follows this
   * one); errors are logged, so the owner keeps its own retry. Absent where no provider answered (a
   * bank transfer marked paid).
   */
  afterCommit?: (work: () => Promise<void>) => void;
}
export type SettledListener = (event: SettledEvent) => Promise<'applied' | 'refund' | 'ignored'>;

export interface Logger {
  warn(obj: unknown, msg?: string): void;
}

const REFUND_PENDING = 'refund_pending';

/**
 * Applies the provider's word about a payment exactly once: the row is locked FOR UPDATE, a final
 * status is recorded with applied_at and the listener runs in that same transaction; refunds the
 * listener asks for go to the provider after commit (and are retried by the housekeeping job).
 */
export function createSettlement(deps: {
  db: Db;
  clock: Clock;
  provider: () => PaymentProvider;
  log: Logger;
  receipts: Receipts;
  purposes: PaymentPurposes;
}) {
  const { db, clock, purposes } = deps;

  /** The outcome goes to the listener of the payment's purpose, registered by the caller that owns it. */
  async function decide(event: SettledEvent): Promise<'applied' | 'refund' | 'ignored'> {
    const listener = purposes.find(event.payment.purpose)?.settled;
    if (!listener) {
      deps.log.warn({ payment: event.payment.uuid, purpose: event.payment.purpose }, 'no listener of this purpose; outcome recorded only');
      return 'ignored';
    }
    return listener(event);
  }

  /** The sum the provider's answer must name: a hold's authorized sum until it is captured. */
  function expectedAmount(row: PaymentRow, status: string): number {
    return status === 'succeeded' ? row.amount : (row.authorizedAmount ?? row.amount);
  }

  async function apply(paymentId: number, remote: ProviderPayment): Promise<PaymentRow> {
    const later: (() => Promise<void>)[] = [];
    const afterCommit = (work: () => Promise<void>) => void later.push(work);
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!row) throw new Error(`payment ${paymentId} vanished`);
      // Applied once: duplicates and late or out-of-order news change nothing.
      if (row.appliedAt || row.providerPaymentId !== remote.id) return { row, refund: false, final: false };
      if (remote.amount !== expectedAmount(row, remote.status)) {
        deps.log.warn({ payment: row.uuid, ours: row.amount, theirs: remote.amount }, 'provider amount differs; not applied');
        return { row, refund: false, final: false };
      }
      if (!isFinal(remote.status)) {
        if (remote.status === row.status) return { row, refund: false, final: false };
        const [updated] = await tx.update(payments).set({ status: remote.status }).where(eq(payments.id, row.id)).returning();
        if (remote.status === 'waiting_for_capture' && !row.capture) {
          await purposes.find(row.purpose)?.authorized?.({ payment: updated!, tx, now: clock.now(), afterCommit });
        }
        return { row: updated!, refund: false, final: false };
      }
      const now = clock.now();
      let cardId = row.cardId;
      const method = remote.paymentMethod;
      if (remote.status === 'succeeded' && row.userId && method?.saved && method.card && !row.cardId) {
        cardId = await saveCardInTx(tx, {
          userId: row.userId,
          provider: deps.provider().name,
          methodId: method.id,
          card: method.card,
          now,
        });
      }
      const [updated] = await tx
        .update(payments)
        .set({
          status: remote.status,
          appliedAt: now,
          cardId,
          ...(remote.status === 'succeeded'
            ? { paidAt: now }
            : { canceledAt: now, cancellationReason: remote.cancellationReason ?? 'canceled' }),
        })
        .where(eq(payments.id, row.id))
        .returning();
      if (row.invoiceId && remote.status === 'succeeded') {
        await tx.update(invoices).set({ status: 'paid', paidAt: now, paymentId: row.id }).where(eq(invoices.id, row.invoiceId));
      }
      const decision = await decide({ payment: updated!, outcome: remote.status, tx, now, afterCommit });
      const refund = decision === 'refund' && remote.status === 'succeeded';
      if (refund) {
        await tx
          .update(payments)
          .set({ metadata: sql`${payments.metadata} || ${JSON.stringify({ [REFUND_PENDING]: '1' })}::jsonb` })
          .where(eq(payments.id, row.id));
      }
      return { row: updated!, refund, final: true };
    });
    if (outcome.final) await deps.receipts.paymentSettled(outcome.row, remote);
    if (outcome.refund) await refund(outcome.row.id);
    for (const work of later) {
      await work().catch((error: unknown) => deps.log.warn({ err: error, payment: outcome.row.uuid }, 'work after the outcome failed'));
    }
    const [fresh] = await db.select().from(payments).where(eq(payments.id, paymentId));
    return fresh!;
  }

  /** Returns the whole paid amount; the key 'refund:<uuid>' makes retries safe. */
  async function refund(paymentId: number): Promise<void> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row?.providerPaymentId || row.status !== 'succeeded') return;
    const remaining = row.amount - row.refundedAmount;
    const key = `refund:${row.uuid}`;
    try {
      if (remaining > 0) {
        const receipt = await deps.receipts.forRefund(row, remaining, key);
        const made = await deps.provider().refund({ paymentId: row.providerPaymentId, amount: remaining, idempotenceKey: key, receipt });
        await deps.receipts.refunded(key, made);
      }
      const { [REFUND_PENDING]: _pending, ...metadata } = row.metadata;
      void _pending;
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({
            refundedAmount: row.amount,
            refundReason: row.purpose === 'card_binding' ? 'проверка карты' : 'заказ не может быть выполнен',
            metadata,
          })
          .where(eq(payments.id, row.id));
        await tellRefundPaid(tx, row, remaining, clock.now());
      });
    } catch (error) {
      deps.log.warn({ err: error, payment: row.uuid }, 'refund failed; the housekeeping job retries it');
    }
  }

  /** Refunds that failed after commit, retried by the housekeeping job. */
  async function retryPendingRefunds(): Promise<number> {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(sql`${payments.metadata} ->> ${REFUND_PENDING} = '1'`)
      .limit(50);
    for (const r of rows) await refund(r.id);
    return rows.length;
  }

  /** `decide` runs the listener for an outcome recorded without the provider (a bank transfer staff mark paid). */
  return { apply, refund, retryPendingRefunds, decide };
}

export type Settlement = ReturnType<typeof createSettlement>;
