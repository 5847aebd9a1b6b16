import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { userContacts } from '../users/service.server';
import type { PaymentOwners } from './purposes';
import type { ProviderPayment, ProviderRefund, ReceiptRegistration } from './provider';
import { buildReceipt, receiptFor, type Receipt, type ReceiptCustomer, type ReceiptSettings } from './receipt';
import type { PaymentRow } from './settle.server';
import { paymentReceipts, payments } from './tables';

export type ReceiptRow = typeof paymentReceipts.$inferSelect;

/** Where the payer opens a receipt of ours. */
export function receiptPath(uuid: string): string {
  return `/cabinet/payments/receipts/${uuid}/`;
}

export interface ReceiptView {
  id: string;
  kind: 'payment' | 'refund';
  /** «Приход» or «Возврат прихода». */
  operation: string;
  created_at: string;
  registration: ReceiptRegistration;
  registration_title: string;
  provider_receipt_id: string | null;
  ofd_url: string | null;
  amount: number;
  receipt: Receipt;
  payment: { id: string; description: string; purpose: string; order_id: number | null; paid_at: string | null };
}

const registrationTitles: Record<ReceiptRegistration, string> = {
  pending: 'Чек передаётся в налоговую',
  succeeded: 'Чек зарегистрирован',
  canceled: 'Чек не зарегистрирован',
};

/**
 * The fiscal receipts of payments and refunds: built once per provider operation (a retry sends
 * the very same receipt under the same Idempotence-Key), kept with the provider's registration,
 * and shown to the payer only.
 */
export function createReceipts(deps: { db: Db; clock: Clock; settings: ReceiptSettings; shopEmail: string; owners: PaymentOwners }) {
  // The payments page asks on every view: a statement prepared once per process.
  const receiptLinks = deps.db
    .select({
      paymentId: paymentReceipts.paymentId,
      kind: paymentReceipts.kind,
      uuid: paymentReceipts.uuid,
      providerRefundId: paymentReceipts.providerRefundId,
      status: payments.status,
    })
    .from(paymentReceipts)
    .innerJoin(payments, eq(payments.id, paymentReceipts.paymentId))
    .where(sql`${paymentReceipts.paymentId} = any(${sql.placeholder('ids')})`)
    .orderBy(paymentReceipts.id)
    .prepare('payments_receipt_links');
  const { db, clock, settings } = deps;

  /**
   * The payer's contact for the receipt: the account's phone or e-mail, a guest order's phone;
   * a payment with neither (none is made so today) sends its receipt to the shop's own mailbox.
   */
  async function customerOf(row: PaymentRow): Promise<ReceiptCustomer> {
    if (row.userId != null) {
      const user = await userContacts(db, row.userId);
      if (user?.phone || user?.email) return { phone: user.phone, email: user.email };
    }
    if (row.orderId != null) {
      const owner = (await deps.owners([row.orderId])).get(row.orderId);
      if (owner?.guestPhone) return { phone: owner.guestPhone };
    }
    return { email: deps.shopEmail };
  }

  async function byKey(key: string): Promise<ReceiptRow | null> {
    const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.idempotenceKey, key));
    return row ?? null;
  }

  async function insert(values: {
    paymentId: number;
    kind: 'payment' | 'refund';
    amount: number;
    key: string;
    receipt: Receipt;
  }): Promise<ReceiptRow> {
    await db
      .insert(paymentReceipts)
      .values({
        uuid: randomUUID(),
        paymentId: values.paymentId,
        kind: values.kind,
        amount: values.amount,
        idempotenceKey: values.key,
        receipt: values.receipt,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: paymentReceipts.idempotenceKey });
    return (await byKey(values.key))!;
  }

  return {
    /** The receipt sent with this payment: the stored one on a retry, else a new one for the whole amount. */
    async forPayment(row: PaymentRow): Promise<Receipt> {
      const stored = await byKey(row.idempotenceKey);
      if (stored) return stored.receipt;
      const receipt = buildReceipt({ description: row.description, amount: row.amount, customer: await customerOf(row), settings });
      return (await insert({ paymentId: row.id, kind: 'payment', amount: row.amount, key: row.idempotenceKey, receipt })).receipt;
    },

    /**
     * A hold captured in part: its receipt (registered only at the capture) becomes the receipt of
     * the captured sum, and that one goes with the capture.
     */
    async forCapture(row: PaymentRow): Promise<Receipt> {
      const stored = await byKey(row.idempotenceKey);
      const receipt = stored
        ? receiptFor(stored.receipt, row.amount)
        : buildReceipt({ description: row.description, amount: row.amount, customer: await customerOf(row), settings });
      if (stored) await db.update(paymentReceipts).set({ receipt, amount: row.amount }).where(eq(paymentReceipts.id, stored.id));
      else await insert({ paymentId: row.id, kind: 'payment', amount: row.amount, key: row.idempotenceKey, receipt });
      return receipt;
    },

    /** The receipt of a refund of `amount` from this payment (same customer and item, the refunded sum). */
    async forRefund(row: PaymentRow, amount: number, key: string): Promise<Receipt> {
      const stored = await byKey(key);
      if (stored) return stored.receipt;
      const paid = await byKey(row.idempotenceKey);
      const receipt = paid
        ? receiptFor(paid.receipt, amount)
        : buildReceipt({ description: row.description, amount, customer: await customerOf(row), settings });
      return (await insert({ paymentId: row.id, kind: 'refund', amount, key, receipt })).receipt;
    },

    /** The provider's word on a final payment: its receipt registered, or no receipt for a payment that failed. */
    async paymentSettled(row: PaymentRow, remote: ProviderPayment): Promise<void> {
      const registration: ReceiptRegistration = remote.status === 'canceled' ? 'canceled' : (remote.receiptRegistration ?? 'pending');
      await db
        .update(paymentReceipts)
        .set({ registration, registeredAt: registration === 'succeeded' ? clock.now() : null })
        .where(and(eq(paymentReceipts.paymentId, row.id), eq(paymentReceipts.kind, 'payment')));
    },

    /** A refund the provider made: its receipt belongs to the history from now on. */
    async refunded(key: string, refund: ProviderRefund): Promise<void> {
      const registration = refund.receiptRegistration ?? 'pending';
      await db
        .update(paymentReceipts)
        .set({ providerRefundId: refund.id, registration, registeredAt: registration === 'succeeded' ? clock.now() : null })
        .where(eq(paymentReceipts.idempotenceKey, key));
    },

    /** Receipts the history links to: paid payments' and made refunds', by payment id. */
    async linksFor(paymentIds: number[]): Promise<Map<number, { payment: string | null; refunds: string[] }>> {
      const links = new Map<number, { payment: string | null; refunds: string[] }>();
      if (paymentIds.length === 0) return links;
      const rows = await receiptLinks.execute({ ids: paymentIds });
      for (const { status, ...receipt } of rows) {
        const entry = links.get(receipt.paymentId) ?? { payment: null, refunds: [] };
        if (receipt.kind === 'payment' && status === 'succeeded') entry.payment = receiptPath(receipt.uuid);
        if (receipt.kind === 'refund' && receipt.providerRefundId) entry.refunds.push(receiptPath(receipt.uuid));
        links.set(receipt.paymentId, entry);
      }
      return links;
    },

    /** One receipt for its payer; anyone else (and a receipt of no money moved) gets 404. */
    async view(userId: number, uuid: string): Promise<ReceiptView> {
      const found = /^[0-9a-f-]{36}$/i.test(uuid)
        ? await db
            .select({ receipt: paymentReceipts, payment: payments })
            .from(paymentReceipts)
            .innerJoin(payments, eq(payments.id, paymentReceipts.paymentId))
            .where(and(eq(paymentReceipts.uuid, uuid.toLowerCase()), eq(payments.userId, userId), isNotNull(payments.paidAt)))
        : [];
      const row = found[0];
      const issued = row && (row.receipt.kind === 'payment' ? row.payment.status === 'succeeded' : row.receipt.providerRefundId !== null);
      if (!row || !issued) throw new AppError('NOT_FOUND', { message: 'Чек не найден' });
      const { receipt, payment } = row;
      const registration = receipt.registration as ReceiptRegistration;
      return {
        id: receipt.uuid,
        kind: receipt.kind as 'payment' | 'refund',
        operation: receipt.kind === 'refund' ? 'Возврат прихода' : 'Приход',
        created_at: (receipt.kind === 'payment' ? (payment.paidAt ?? receipt.createdAt) : receipt.createdAt).toISOString(),
        registration,
        registration_title: registrationTitles[registration] ?? registrationTitles.pending,
        provider_receipt_id: receipt.providerReceiptId,
        ofd_url: receipt.url,
        amount: receipt.amount,
        receipt: receipt.receipt,
        payment: {
          id: payment.uuid,
          description: payment.description,
          purpose: payment.purpose,
          order_id: payment.orderId,
          paid_at: payment.paidAt?.toISOString() ?? null,
        },
      };
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
