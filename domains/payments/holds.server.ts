import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from './provider';
import type { Receipts } from './receipts.server';
import type { PaymentRow, Settlement } from './settle.server';
import { payments } from './tables';

type Decision = 'capture' | 'void';

/** Why a hold cannot take this decision, given the one it already took. */
function refusal(row: PaymentRow, wanted: Decision): AppError {
  if (row.holdDecision === 'capture' || row.status === 'succeeded') {
    return wanted === 'capture'
      ? new AppError('PAYMENT_ALREADY_CAPTURED', { message: `По этому платежу уже списано ${row.amount} ₽: списать другую сумму нельзя` })
      : new AppError('PAYMENT_ALREADY_CAPTURED');
  }
  if (row.holdDecision === 'void') return new AppError('PAYMENT_ALREADY_VOIDED');
  return new AppError('PAYMENT_NOT_AUTHORIZED');
}

/**
 * Capture and void of holds (payments created with capture: false). The decision is claimed in the
 * database first, by one conditional UPDATE of a hold that has none: of a capture and a void racing
 * for one hold exactly one is taken, and the other is refused before it reaches the provider. The
 * provider is then asked under a key of its own (`capture:<uuid>`, `void:<uuid>`), so a repeat or a
 * retry after a failure asks it again without a second charge, and its answer is applied once.
 */
export function createHolds(deps: { db: Db; requireProvider: () => PaymentProvider; settlement: Settlement; receipts: Receipts }) {
  const { db } = deps;

  async function hold(uuid: string): Promise<PaymentRow> {
    const [row] = /^[0-9a-f-]{36}$/i.test(uuid) ? await db.select().from(payments).where(eq(payments.uuid, uuid)) : [];
    if (!row) throw new AppError('NOT_FOUND', { message: 'Платёж не найден' });
    if (row.capture) throw new AppError('PAYMENT_NOT_AUTHORIZED', { message: 'Этот платёж списывается сразу, без блокировки' });
    return row;
  }

  async function claim(row: PaymentRow, decision: Decision, amount: number): Promise<PaymentRow> {
    const [claimed] = await db
      .update(payments)
      .set({ holdDecision: decision, amount })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'waiting_for_capture'), isNull(payments.holdDecision)))
      .returning();
    if (claimed) return claimed;
    const [now] = await db.select().from(payments).where(eq(payments.id, row.id));
    // The same decision again is the same operation (a double click, a retry): it goes on.
    if (now!.holdDecision === decision && (decision === 'void' || now!.amount === amount)) return now!;
    throw refusal(now!, decision);
  }

  async function settle(row: PaymentRow, ask: () => Promise<Parameters<Settlement['apply']>[1]>): Promise<PaymentRow> {
    if (row.appliedAt) return row;
    return deps.settlement.apply(row.id, await ask());
  }

  return {
    /** Charges a hold: all of it, or `amount` of it (the rest is released). Repeating it changes nothing. */
    async capturePayment(uuid: string, amount?: number): Promise<PaymentRow> {
      const row = await hold(uuid);
      const authorized = row.authorizedAmount ?? row.amount;
      const sum = amount ?? (row.holdDecision === 'capture' ? row.amount : authorized);
      if (!Number.isInteger(sum) || sum <= 0 || sum > authorized) {
        throw new AppError('VALIDATION_ERROR', {
          message: `Списать можно от 1 до ${authorized} ₽`,
          fields: { amount: `Списать можно от 1 до ${authorized} ₽` },
        });
      }
      const claimed = await claim(row, 'capture', sum);
      return settle(claimed, async () => {
        const partial = claimed.amount !== authorized;
        return deps.requireProvider().capture({
          paymentId: claimed.providerPaymentId!,
          idempotenceKey: `capture:${claimed.uuid}`,
          ...(partial ? { amount: claimed.amount, receipt: await deps.receipts.forCapture(claimed) } : {}),
        });
      });
    },

    /** Releases a hold: the money stays with the payer. Refused once the hold is captured. */
    async voidPayment(uuid: string): Promise<PaymentRow> {
      const row = await hold(uuid);
      const claimed = await claim(row, 'void', row.amount);
      return settle(claimed, () => deps.requireProvider().cancel(claimed.providerPaymentId!, `void:${claimed.uuid}`));
    },
  };
}
