import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { localReturnPath } from '../../lib/paths';
import type { Cards } from './cards.server';
import type { PaymentProvider } from './provider';
import type { PaymentPurposes } from './purposes';
import type { Receipts } from './receipts.server';
import type { CreatedPayment, CreatePaymentInput } from './service.server';
import type { PaymentRow, Settlement } from './settle.server';
import { payments } from './tables';

function safeReturnPath(path: string | undefined): string {
  const value = path ?? '/payments/status/';
  const local = localReturnPath(value);
  if (local === null) throw new Error(`unsafe return path ${value}`);
  return local;
}

/**
 * createPayment: the row first (unique idempotence key; a repeat finds the same row), then the
 * provider with that key as Idempotence-Key, so retries and races make one provider payment.
 */
export function createPaymentCreator(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  requireProvider: () => PaymentProvider;
  cards: Cards;
  settlement: Settlement;
  receipts: Receipts;
  purposes: PaymentPurposes;
}) {
  const { db, clock, publicUrl, requireProvider, cards, settlement, receipts } = deps;

  async function claimRow(input: CreatePaymentInput, cardId: number | null, on: Tx = db): Promise<PaymentRow> {
    const [inserted] = await on
      .insert(payments)
      .values({
        uuid: randomUUID(),
        orderId: input.orderId,
        userId: input.userId,
        purpose: input.purpose,
        amount: input.amount,
        capture: input.capture ?? true,
        authorizedAmount: input.capture === false ? input.amount : null,
        provider: requireProvider().name,
        idempotenceKey: input.idempotenceKey,
        description: input.description,
        cardId,
        savePaymentMethod: input.savePaymentMethod ?? false,
        periodIndex: input.periodIndex ?? null,
        invoiceId: input.invoiceId ?? null,
        metadata: input.metadata ?? {},
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [same] = await on.select().from(payments).where(eq(payments.idempotenceKey, input.idempotenceKey));
    if (same) return same;
    if (input.purpose === 'renewal' && input.orderId != null && input.periodIndex != null) {
      // Another key already charges this period: that charge is the answer.
      const [period] = await on
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, input.orderId),
            eq(payments.periodIndex, input.periodIndex),
            eq(payments.purpose, 'renewal'),
            ne(payments.status, 'canceled'),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      if (period) return period;
    }
    throw new AppError('PAYMENT_IN_PROGRESS');
  }

  /** A payment nobody registered the purpose of, an invoice held instead of paid, or a sum below a kopeck is never created. */
  function assertCreatable(input: CreatePaymentInput) {
    deps.purposes.get(input.purpose);
    if (input.capture === false && input.invoiceId != null) throw new Error('an invoice is paid, never held');
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new AppError('BAD_REQUEST', { message: 'Сумма платежа должна быть положительной' });
    }
  }

  async function createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const p = requireProvider();
    assertCreatable(input);
    const returnPath = safeReturnPath(input.returnPath);
    let methodId: string | undefined;
    if (input.cardId != null) {
      const card = input.userId != null ? await cards.byId(input.userId, input.cardId) : null;
      if (!card) throw new AppError('CARD_NOT_FOUND');
      methodId = card.providerMethodId;
    }
    let row = await claimRow(input, input.cardId ?? null);
    if (row.userId !== input.userId || (row.authorizedAmount ?? row.amount) !== input.amount || row.capture !== (input.capture ?? true)) {
      throw new AppError('PAYMENT_KEY_REUSED');
    }
    if (!row.providerPaymentId && row.status === 'pending') {
      // A retry with the same key reaches the provider with the same Idempotence-Key (and the same receipt): one payment there too.
      const receipt = await receipts.forPayment(row);
      const remote = await p.create({
        amount: row.amount,
        description: row.description,
        idempotenceKey: row.idempotenceKey,
        returnUrl: `${publicUrl}${returnPath}?id=${row.uuid}`,
        savePaymentMethod: row.savePaymentMethod,
        paymentMethodId: methodId,
        metadata: {
          ...(input.metadata ?? {}),
          payment_uuid: row.uuid,
          purpose: row.purpose,
          ...(row.orderId != null ? { order_id: String(row.orderId) } : {}),
        },
        capture: row.capture,
        receipt,
      });
      const [updated] = await db
        .update(payments)
        .set({ providerPaymentId: remote.id, confirmationUrl: remote.confirmationUrl })
        .where(eq(payments.id, row.id))
        .returning();
      row = updated!;
      if (remote.status !== 'pending') row = await settlement.apply(row.id, remote);
    }
    return {
      id: row.uuid,
      status: row.status as CreatedPayment['status'],
      confirmationUrl: row.status === 'pending' ? row.confirmationUrl : null,
    };
  }

  /**
   * The payment's row alone, written in the caller's transaction: what the caller counted under its
   * own locks (the points a payment spends) is then visible to whoever takes those locks next.
   * `createPayment` with the same input, after the commit, goes on from this row to the provider.
   */
  async function claimPayment(tx: Tx, input: CreatePaymentInput): Promise<void> {
    assertCreatable(input);
    const row = await claimRow(input, input.cardId ?? null, tx);
    if (row.userId !== input.userId || (row.authorizedAmount ?? row.amount) !== input.amount) throw new AppError('PAYMENT_KEY_REUSED');
  }

  return Object.assign(createPayment, { claim: claimPayment });
}
