import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { recordSandboxPaymentMessages } from '../outbox/service.server';
import { providerAmount, type CreateProviderPayment, type PaymentProvider, type ProviderPayment, type ProviderStatus } from './provider';
import { receiptProblem, type Receipt } from './receipt';
import { sandboxProviderPayments } from './tables';

type SandboxRow = typeof sandboxProviderPayments.$inferSelect;

/** The test card of the checkout form; cards ending 0002 are declined when charged later. */
export const SANDBOX_TEST_CARD = '4111 1111 1111 1111';
export const SANDBOX_DECLINED_SUFFIX = '0002';
const REFUND_PREFIX = '_refund:';
/** Captures and cancels already done, by their Idempotence-Key (a repeat answers the payment as it is). */
const OPERATION_PREFIX = '_operation:';
/** The receipt that came with the payment, kept in the row's metadata as JSON. */
const RECEIPT_KEY = '_receipt';

function receiptOf(row: SandboxRow): Receipt | null {
  const text = row.metadata[RECEIPT_KEY];
  return text ? (JSON.parse(text) as Receipt) : null;
}

/** Who the fiscal data operator would send the receipt to. */
function receiptRecipient(receipt: Receipt | null): string {
  return receipt?.customer.phone ?? receipt?.customer.email?.toLowerCase() ?? 'payments';
}

/** As a shop with receipts on: a payment or refund without a valid receipt is refused. */
function checkReceipt(receipt: unknown, amount: number) {
  const problem = receiptProblem(receipt, providerAmount(amount));
  if (problem)
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Платёжный сервис отклонил запрос: неверные данные чека',
      details: { provider_description: problem },
    });
}

function cardType(digits: string): string {
  if (digits.startsWith('2')) return 'Mir';
  if (digits.startsWith('5')) return 'MasterCard';
  if (digits.startsWith('4')) return 'Visa';
  return 'Unknown';
}

export function sandboxCheckoutPath(providerId: string): string {
  return `/dev/payment-checkout/?payment=${encodeURIComponent(providerId)}`;
}

function toProviderPayment(row: SandboxRow, publicUrl: string): ProviderPayment {
  const card = row.paymentMethodCard;
  return {
    id: row.id,
    status: row.status as ProviderStatus,
    amount: row.amount,
    confirmationUrl: row.status === 'pending' && !row.paymentMethodId ? `${publicUrl}${sandboxCheckoutPath(row.id)}` : null,
    paymentMethod:
      row.paymentMethodId && card
        ? {
            id: row.paymentMethodId,
            saved: row.savePaymentMethod,
            card: {
              first6: card.first6,
              last4: card.last4,
              cardType: card.card_type,
              expiryMonth: Number(card.expiry_month),
              expiryYear: Number(card.expiry_year),
            },
          }
        : undefined,
    metadata: Object.fromEntries(
      Object.entries(row.metadata).filter(([k]) => !k.startsWith(REFUND_PREFIX) && !k.startsWith(OPERATION_PREFIX) && k !== RECEIPT_KEY),
    ),
    cancellationReason: row.cancellationReason,
    receiptRegistration: row.status === 'succeeded' ? 'succeeded' : row.status === 'canceled' ? 'canceled' : 'pending',
  };
}

/**
 * The sandbox provider: YooKassa's behaviour kept in sandbox_provider_payments. Payments wait on
 * the local checkout page; saved-card charges settle at once (cards ending 0002 are declined).
 */
export function createSandboxProvider(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  async function record(text: string, payload: Record<string, unknown>, recipient = 'payments') {
    await recordSandboxPaymentMessages(db, [{ recipient, text, payload, createdAt: clock.now() }]);
  }

  /** The receipt the fiscal data operator would send the customer, written to the outbox. */
  async function recordReceipt(row: SandboxRow, operation: 'Приход' | 'Возврат прихода', amount: number) {
    const receipt = receiptOf(row);
    const lines = (receipt?.items ?? []).map((i) => `${i.description} — ${i.quantity} × ${i.amount.value} ₽`).join('; ');
    await record(
      `Кассовый чек. ${operation}: ${amount} ₽. ${lines}`,
      { event: 'receipt.registered', payment_id: row.id, operation, receipt },
      receiptRecipient(receipt),
    );
  }

  async function load(id: string): Promise<SandboxRow | undefined> {
    const [row] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, id));
    return row;
  }

  /** The saved method's card decides a charge: unknown methods and cards ending 0002 are declined. */
  async function chargeOutcome(methodId: string) {
    const [origin] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.paymentMethodId, methodId)).limit(1);
    if (!origin?.paymentMethodCard) return { status: 'canceled' as const, reason: 'permission_revoked', card: null };
    const declined = origin.paymentMethodCard.last4 === SANDBOX_DECLINED_SUFFIX;
    return {
      status: declined ? ('canceled' as const) : ('succeeded' as const),
      reason: declined ? 'insufficient_funds' : null,
      card: origin.paymentMethodCard,
    };
  }

  /**
   * A capture or cancel under the row's lock, once per Idempotence-Key: a repeat answers the payment
   * as it is now. `change` returns the columns to set (null: nothing to do) or throws a refusal.
   */
  async function operate(
    id: string,
    key: string,
    change: (
      row: SandboxRow,
    ) => Promise<{ status: string; amount?: number; cancellationReason?: string; metadata?: Record<string, string> } | null>,
  ): Promise<{ row: SandboxRow; changed: boolean }> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', { message: 'Платёж не найден' });
      if (row.metadata[`${OPERATION_PREFIX}${key}`]) return { row, changed: false };
      const next = await change(row);
      if (!next) return { row, changed: false };
      const { metadata, ...columns } = next;
      const [updated] = await tx
        .update(sandboxProviderPayments)
        .set({ ...columns, metadata: { ...row.metadata, ...metadata, [`${OPERATION_PREFIX}${key}`]: next.status } })
        .where(eq(sandboxProviderPayments.id, id))
        .returning();
      return { row: updated!, changed: true };
    });
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    async create(input: CreateProviderPayment) {
      checkReceipt(input.receipt, input.amount);
      const id = randomUUID();
      let status: ProviderStatus = 'pending';
      let reason: string | null = null;
      let card: SandboxRow['paymentMethodCard'] = null;
      if (input.paymentMethodId) {
        const outcome = await chargeOutcome(input.paymentMethodId);
        // A hold on a saved card is blocked at once and waits for the shop's capture or cancel.
        status = outcome.status === 'succeeded' && !input.capture ? 'waiting_for_capture' : outcome.status;
        reason = outcome.reason;
        card = outcome.card;
      }
      const inserted = await db
        .insert(sandboxProviderPayments)
        .values({
          id,
          idempotenceKey: input.idempotenceKey,
          amount: input.amount,
          status,
          description: input.description,
          returnUrl: input.returnUrl,
          savePaymentMethod: input.savePaymentMethod,
          capture: input.capture,
          paymentMethodId: input.paymentMethodId ?? null,
          paymentMethodCard: card,
          metadata: { ...input.metadata, [RECEIPT_KEY]: JSON.stringify(input.receipt) },
          cancellationReason: reason,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: sandboxProviderPayments.idempotenceKey })
        .returning();
      if (inserted[0]) {
        await record(`Платёж ${input.amount} ₽ создан: ${input.description}`, { event: 'payment.created', id, status });
        if (status === 'succeeded') await recordReceipt(inserted[0], 'Приход', input.amount);
        return toProviderPayment(inserted[0], publicUrl);
      }
      // The same Idempotence-Key answers the first payment, as YooKassa does.
      const [existing] = await db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.idempotenceKey, input.idempotenceKey));
      if (!existing) throw new AppError('SERVICE_UNAVAILABLE');
      return toProviderPayment(existing, publicUrl);
    },
    async get(id) {
      const row = await load(id);
      return row ? toProviderPayment(row, publicUrl) : null;
    },
    async capture(input) {
      if (input.receipt && input.amount !== undefined) checkReceipt(input.receipt, input.amount);
      const done = await operate(input.paymentId, input.idempotenceKey, async (row) => {
        if (row.status !== 'waiting_for_capture') throw new AppError('PAYMENT_NOT_AUTHORIZED');
        const amount = input.amount ?? row.amount;
        if (!Number.isInteger(amount) || amount <= 0 || amount > row.amount)
          throw new AppError('VALIDATION_ERROR', { message: 'Списать можно не больше заблокированной суммы' });
        const metadata: Record<string, string> = input.receipt ? { [RECEIPT_KEY]: JSON.stringify(input.receipt) } : {};
        return { status: 'succeeded', amount, metadata };
      });
      if (done.changed) {
        await record(`Списано ${done.row.amount} ₽ из заблокированных`, { event: 'payment.succeeded', id: done.row.id });
        await recordReceipt(done.row, 'Приход', done.row.amount);
      }
      return toProviderPayment(done.row, publicUrl);
    },
    async cancel(id, idempotenceKey = `cancel:${id}`) {
      const done = await operate(id, idempotenceKey, async (row) => {
        if (row.status === 'succeeded') throw new AppError('PAYMENT_ALREADY_CAPTURED');
        if (row.status === 'canceled') return null;
        return { status: 'canceled', cancellationReason: 'canceled_by_merchant' };
      });
      if (done.changed) await record(`Платёж ${done.row.amount} ₽ отменён магазином, блокировка снята`, { event: 'payment.canceled', id });
      return toProviderPayment(done.row, publicUrl);
    },
    async refund(input) {
      checkReceipt(input.receipt, input.amount);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, input.paymentId)).for('update');
        if (!row || row.status !== 'succeeded') throw new AppError('REFUND_NOT_POSSIBLE');
        const seen = row.metadata[`${REFUND_PREFIX}${input.idempotenceKey}`];
        if (seen) return { id: seen, status: 'succeeded', receiptRegistration: 'succeeded' as const };
        if (row.refundedAmount + input.amount > row.amount)
          throw new AppError('REFUND_NOT_POSSIBLE', { message: 'Сумма возврата больше суммы платежа' });
        const refundId = randomUUID();
        await tx
          .update(sandboxProviderPayments)
          .set({
            refundedAmount: row.refundedAmount + input.amount,
            metadata: { ...row.metadata, [`${REFUND_PREFIX}${input.idempotenceKey}`]: refundId },
          })
          .where(eq(sandboxProviderPayments.id, row.id));
        await recordSandboxPaymentMessages(tx, [
          {
            recipient: 'payments',
            text: `Возврат ${input.amount} ₽ по платежу ${row.id}`,
            payload: { event: 'refund.succeeded', payment_id: row.id, refund_id: refundId },
            createdAt: clock.now(),
          },
          {
            recipient: receiptRecipient(input.receipt),
            text: `Кассовый чек. Возврат прихода: ${input.amount} ₽. ${input.receipt.items.map((i) => i.description).join('; ')}`,
            payload: {
              event: 'receipt.registered',
              payment_id: row.id,
              refund_id: refundId,
              operation: 'Возврат прихода',
              receipt: input.receipt,
            },
            createdAt: clock.now(),
          },
        ]);
        return { id: refundId, status: 'succeeded', receiptRegistration: 'succeeded' as const };
      });
    },
  };

  return {
    provider,
    /**
     * What the checkout page's buttons do on the provider side: the payer paid (with this card
     * number) or refused. Only a pending payment changes; returns the provider's state after.
     */
    async finish(id: string, outcome: 'succeeded' | 'canceled', cardNumber = SANDBOX_TEST_CARD) {
      const row = await load(id);
      if (!row) return null;
      if (row.status === 'pending') {
        const digits = cardNumber.replace(/\D/g, '') || SANDBOX_TEST_CARD.replace(/\D/g, '');
        const now = clock.now();
        const card =
          outcome === 'succeeded'
            ? {
                first6: digits.slice(0, 6),
                last4: digits.slice(-4),
                card_type: cardType(digits),
                expiry_month: '12',
                expiry_year: String(now.getUTCFullYear() + 3),
              }
            : null;
        // A hold (capture: false) confirmed by the payer waits for the shop's capture or cancel.
        const status = outcome === 'succeeded' && !row.capture ? 'waiting_for_capture' : outcome;
        await db
          .update(sandboxProviderPayments)
          .set({
            status,
            paymentMethodId: card ? `sandbox-pm-${randomUUID()}` : null,
            paymentMethodCard: card,
            cancellationReason: outcome === 'canceled' ? 'rejected_by_payer' : null,
          })
          .where(eq(sandboxProviderPayments.id, id));
        const told = {
          succeeded: `Платёж ${row.amount} ₽ оплачен`,
          waiting_for_capture: `Платёж ${row.amount} ₽ подтверждён: сумма заблокирована на карте`,
          canceled: `Платёж ${row.amount} ₽ отменён плательщиком`,
        }[status];
        await record(told, { event: `payment.${status}`, id });
        if (status === 'succeeded') await recordReceipt(row, 'Приход', row.amount);
      }
      return (await load(id))!;
    },
    async find(id: string) {
      return (await load(id)) ?? null;
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
