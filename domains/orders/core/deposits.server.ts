import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError, isAppError, type ErrorCode } from '../../../lib/errors';
import { createLogger } from '../../../lib/logger.server';
import type { AuthorizedEvent, PaymentPurposes, PaymentsService, SettledEvent } from '../../payments/service.server';
import { orderDeposits, orders } from '../tables';
import type { DepositView } from './deposit';
import { createDepositAsk, DEPOSIT_PURPOSE } from './deposit-ask.server';
import { createDepositRenewal } from './deposit-renewal.server';
import { depositPageUuid, depositRowOf, depositView, type DepositRow } from './deposit-rows.server';
import type { ProductKinds } from './product-kind';

export { DEPOSIT_PURPOSE };
/** A deposit step of the last minute is left to the request that took it; the retry takes older ones. */
const RETRY_AFTER_MS = 60_000;
const REASON_MAX = 500;

export interface DepositCharge {
  orderId: number;
  /** The fine, in whole roubles, up to the deposit. */
  amount: number;
  /** Why, kept with the deposit: «Инструмент вернули с поломкой». */
  reason: string;
}

function hasCode(error: unknown, code: ErrorCode): boolean {
  return isAppError(error) && error.code === code;
}

/**
 * Deposits of orders whose kind asks one (decision 0033). Opened when the order is paid
 * (`openDeposit` in `markPaid`), then held by a payment of purpose `deposit` with capture: false:
 * on the card the order was paid with, or through a link the customer confirms when there is none
 * or it is declined. Released when the order ends (`markDepositReleaseDue` in the ending transition,
 * the void after commit); a fine is a partial capture, the rest released by the provider. The
 * deposit's status follows its payment's outcome, in the transaction that records it. A hold is
 * renewed before the provider lets it lapse (`deposit-renewal.server.ts`); a hold the provider drops
 * while the order runs is asked again.
 */
export function createOrderDeposits(deps: { db: Db; clock: Clock; kinds: ProductKinds; payments: PaymentsService }) {
  const { db, clock, kinds, payments } = deps;
  const log = createLogger('warn');

  const keyOf = (orderId: number, attempt: number) => (attempt <= 1 ? `deposit:${orderId}` : `deposit:${orderId}:${attempt}`);
  const ask = createDepositAsk({ db, kinds, payments });
  const { titleOf } = ask;
  const renewal = createDepositRenewal({ db, clock, payments, ask, authorize, quietly });

  /**
   * Asks a payment to hold an awaiting deposit: the first on the order's card, a later one (after a
   * declined card, a refused link or a hold the provider dropped) as a link. The key is written first,
   * so a retry after a provider failure asks the same payment again. A renewal in flight is the hold asked.
   */
  async function authorize(orderId: number): Promise<void> {
    const asked = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orderDeposits).where(eq(orderDeposits.orderId, orderId)).for('update');
      if (!row || row.status !== 'awaiting' || row.releaseDueAt || row.renewalKey) return null;
      if (row.paymentKey) return { amount: row.amount, key: row.paymentKey, attempt: row.attempts };
      const attempt = row.attempts + 1;
      const key = keyOf(orderId, attempt);
      await tx
        .update(orderDeposits)
        .set({ attempts: attempt, paymentKey: key, paymentUuid: null, updatedAt: clock.now() })
        .where(eq(orderDeposits.orderId, orderId));
      return { amount: row.amount, key, attempt };
    });
    if (!asked) return;
    const uuid = await ask.askHold(orderId, asked.key, asked.amount, async (order) =>
      asked.attempt === 1 ? ask.cardOfOrder(order) : null,
    );
    if (!uuid) return;
    await db
      .update(orderDeposits)
      .set({ paymentUuid: uuid })
      .where(and(eq(orderDeposits.orderId, orderId), eq(orderDeposits.paymentKey, asked.key), isNull(orderDeposits.paymentUuid)));
  }

  /**
   * Releases the deposit of an ended order: voids the hold (its outcome marks it released), or,
   * when nothing is held yet, marks it released at once (a link confirmed later is voided on its
   * confirmation). A hold already captured (a fine) has nothing left to release. A renewal's hold goes too.
   */
  async function release(orderId: number): Promise<void> {
    const row = await depositRowOf(db, orderId);
    if (!row?.releaseDueAt) return;
    // A renewal that fails to go is left to the renewal pass; the deposit's own hold goes on regardless.
    await quietly('release of the renewal', orderId, () => renewal.releaseRenewal(row));
    if (row.status === 'awaiting') {
      const now = clock.now();
      await db
        .update(orderDeposits)
        .set({ status: 'released', settledAt: now, updatedAt: now })
        .where(and(eq(orderDeposits.orderId, orderId), eq(orderDeposits.status, 'awaiting')));
      return;
    }
    if (row.status !== 'held' || !row.paymentUuid) return;
    try {
      await payments.voidPayment(row.paymentUuid);
    } catch (error) {
      // A fine took the hold first (the rest went back with it), or the release was done already.
      if (hasCode(error, 'PAYMENT_ALREADY_VOIDED')) return;
      if (hasCode(error, 'PAYMENT_ALREADY_CAPTURED')) {
        // The fine's capture is claimed but never reached the provider: it goes on.
        if (row.chargeAmount !== null) await payments.capturePayment(row.paymentUuid, row.chargeAmount);
        return;
      }
      throw error;
    }
  }

  /** After commit: a provider that is down leaves the deposit for `retry`. */
  async function quietly(what: string, orderId: number, work: (orderId: number) => Promise<void>): Promise<void> {
    try {
      await work(orderId);
    } catch (error) {
      log.warn({ err: error, order: orderId }, `deposit ${what} failed; the housekeeping job retries it`);
    }
  }

  async function lockedRow(event: { payment: { orderId: number | null }; tx: SettledEvent['tx'] }): Promise<DepositRow | null> {
    if (event.payment.orderId === null) return null;
    const [row] = await event.tx.select().from(orderDeposits).where(eq(orderDeposits.orderId, event.payment.orderId)).for('update');
    return row ?? null;
  }

  /** The hold is in place: the deposit is held (and released at once when its order ended meanwhile). */
  async function onAuthorized(event: AuthorizedEvent): Promise<void> {
    const { payment, tx, now } = event;
    const row = await lockedRow(event);
    if (!row || (await renewal.onAuthorized(event, row))) return;
    if (row.paymentKey !== payment.idempotenceKey) {
      // A hold the deposit no longer waits for: it is given back.
      event.afterCommit?.(() => payments.voidPayment(payment.uuid).then(() => undefined));
      return;
    }
    await tx
      .update(orderDeposits)
      .set({ status: 'held', heldAt: now, paymentUuid: payment.uuid, settledAt: null, renewalByLink: false, updatedAt: now })
      .where(eq(orderDeposits.orderId, row.orderId));
    if (row.releaseDueAt) event.afterCommit?.(() => quietly('release', row.orderId, release));
  }

  /**
   * The hold's final outcome: captured (a fine: charged), released (voided by us, or dropped by the
   * provider after the order ended), or never held (a declined card, a refused link: another payment
   * is asked, as a link). A hold the provider drops while the order runs (its 7 days ran out) is
   * asked again: the deposit awaits it, and `heldAt` stays, so access already given is kept.
   */
  async function onSettled(event: SettledEvent): Promise<'applied' | 'ignored'> {
    const { payment, tx, now } = event;
    const row = await lockedRow(event);
    if (row && (await renewal.onSettled(event, row))) return 'applied';
    if (!row || row.paymentKey !== payment.idempotenceKey) return 'ignored';
    const where = eq(orderDeposits.orderId, row.orderId);
    if (event.outcome === 'succeeded') {
      await tx
        .update(orderDeposits)
        .set({ status: 'charged', chargeAmount: payment.amount, paymentUuid: payment.uuid, settledAt: now, updatedAt: now })
        .where(where);
      return 'applied';
    }
    if (row.status === 'held' && !row.releaseDueAt && payment.holdDecision !== 'void') {
      await tx.update(orderDeposits).set({ status: 'awaiting', paymentKey: null, paymentUuid: null, updatedAt: now }).where(where);
      if (!row.renewalKey) event.afterCommit?.(() => quietly('hold', row.orderId, authorize));
      return 'applied';
    }
    if (row.status === 'held' || row.releaseDueAt) {
      await tx.update(orderDeposits).set({ status: 'released', chargeAmount: null, settledAt: now, updatedAt: now }).where(where);
      return 'applied';
    }
    await tx.update(orderDeposits).set({ paymentKey: null, paymentUuid: null, updatedAt: now }).where(where);
    event.afterCommit?.(() => quietly('hold', row.orderId, authorize));
    return 'applied';
  }

  function validCharge(input: DepositCharge): { amount: number; reason: string } {
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new AppError('VALIDATION_ERROR', { fields: { amount: 'Укажите сумму удержания в целых рублях, больше нуля' } });
    }
    if (!reason || reason.length > REASON_MAX) {
      throw new AppError('VALIDATION_ERROR', { fields: { reason: `Укажите причину удержания, до ${REASON_MAX} символов` } });
    }
    return { amount: input.amount, reason };
  }

  /**
   * Takes a fine from the held deposit: a capture of part of the hold (the provider releases the
   * rest) or all of it. Of a fine and a release racing for one hold, the payments' claim lets one
   * through; the other is refused. A provider failure leaves the fine claimed for `retry`.
   */
  async function chargeDeposit(input: DepositCharge): Promise<DepositView> {
    const { amount, reason } = validCharge(input);
    const row = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(orderDeposits).where(eq(orderDeposits.orderId, input.orderId)).for('update');
      if (found?.status === 'charged') throw new AppError('DEPOSIT_ALREADY_CHARGED');
      if (!found || found.status !== 'held' || !found.paymentUuid) throw new AppError('DEPOSIT_NOT_HELD');
      if (amount > found.amount) {
        const message = `Удержать можно не больше залога: ${found.amount} ₽`;
        throw new AppError('VALIDATION_ERROR', { message, fields: { amount: message } });
      }
      if (found.chargeAmount !== null && found.chargeAmount !== amount) {
        throw new AppError('DEPOSIT_ALREADY_CHARGED', {
          message: `Из залога уже удерживается ${found.chargeAmount} ₽: удержать другую сумму нельзя`,
        });
      }
      await tx
        .update(orderDeposits)
        .set({ chargeAmount: amount, chargeReason: reason, updatedAt: clock.now() })
        .where(eq(orderDeposits.orderId, input.orderId));
      return found;
    });
    try {
      await payments.capturePayment(row.paymentUuid!, amount);
    } catch (error) {
      if (hasCode(error, 'PAYMENT_ALREADY_VOIDED')) {
        await db
          .update(orderDeposits)
          .set({ chargeAmount: null, chargeReason: null })
          .where(and(eq(orderDeposits.orderId, input.orderId), eq(orderDeposits.chargeAmount, amount)));
        throw new AppError('DEPOSIT_NOT_HELD', { message: 'Залог уже возвращён на карту: удержать из него нельзя' });
      }
      if (hasCode(error, 'PAYMENT_ALREADY_CAPTURED')) throw new AppError('DEPOSIT_ALREADY_CHARGED');
      throw error;
    }
    return (await depositOf(input.orderId))!;
  }

  /** The order's deposit as the cabinet shows it; null when it has none. */
  async function depositOf(orderId: number): Promise<DepositView | null> {
    const row = await depositRowOf(db, orderId);
    if (!row) return null;
    const [order] = await db.select({ kind: orders.kind }).from(orders).where(eq(orders.id, orderId));
    const pageUuid = depositPageUuid(row);
    const pending = pageUuid ? await payments.byUuid(pageUuid) : null;
    return depositView(row, titleOf(order?.kind ?? ''), pending?.status === 'pending' ? pending.confirmationUrl : null);
  }

  /**
   * The housekeeping pass: releases of ended orders not done yet (a provider that was down), holds
   * never asked or never started, fines claimed but not captured, then the renewals of holds; every
   * step repeats under the same keys, so nothing is taken or released twice.
   */
  async function retry(now: Date = clock.now()): Promise<number> {
    const stale = new Date(now.getTime() - RETRY_AFTER_MS);
    const rows = await db
      .select()
      .from(orderDeposits)
      .where(
        and(
          inArray(orderDeposits.status, ['awaiting', 'held']),
          or(
            isNotNull(orderDeposits.releaseDueAt),
            and(
              lt(orderDeposits.updatedAt, stale),
              or(and(isNull(orderDeposits.paymentUuid), isNull(orderDeposits.renewalKey)), isNotNull(orderDeposits.chargeAmount)),
            ),
          ),
        ),
      )
      .orderBy(asc(orderDeposits.updatedAt))
      .limit(50);
    for (const row of rows) {
      if (row.status === 'held' && row.chargeAmount !== null && row.updatedAt < stale) {
        await quietly('fine', row.orderId, () => payments.capturePayment(row.paymentUuid!, row.chargeAmount!).then(() => undefined));
      } else if (row.releaseDueAt) await quietly('release', row.orderId, release);
      else if (row.status === 'awaiting') await quietly('hold', row.orderId, authorize);
    }
    return rows.length + (await renewal.run(now));
  }

  /** Registers the `deposit` purpose: titled in the history by the order's kind. */
  function register(purposes: PaymentPurposes): void {
    purposes.register({
      name: DEPOSIT_PURPOSE,
      title: (owner) => (owner ? titleOf(owner.kind) : 'Залог'),
      settled: onSettled,
      authorized: onAuthorized,
    });
  }

  return {
    register,
    /** After the paying transaction commits: asks the hold of a deposit just opened. */
    afterPaid: (orderId: number) => quietly('hold', orderId, authorize),
    /** After an ending transition commits: releases the order's deposit. */
    afterEnded: (orderId: number) => quietly('release', orderId, release),
    chargeDeposit,
    depositOf,
    retry,
  };
}

export type OrderDeposits = ReturnType<typeof createOrderDeposits>;
