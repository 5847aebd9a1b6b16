import { and, asc, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { isAppError } from '../../../lib/errors';
import type { AuthorizedEvent, PaymentsService, SettledEvent } from '../../payments/service.server';
import { orderDeposits } from '../tables';
import type { DepositAsk } from './deposit-ask.server';
import type { DepositRow } from './deposit-rows.server';

/** The provider keeps a card hold 7 days; a day is left for the retries of a renewal that failed. */
export const RENEW_HOLD_AFTER_MS = 6 * 24 * 3600_000;
const RETRY_AFTER_MS = 60_000;
const BATCH = 50;

const renewalKeyOf = (orderId: number, n: number) => `deposit:${orderId}:renew:${n}`;

/** A void that finds the hold gone (voided, expired, captured, or never confirmed) has nothing left to do. */
function nothingToVoid(error: unknown): boolean {
  return isAppError(error) && ['PAYMENT_ALREADY_VOIDED', 'PAYMENT_NOT_AUTHORIZED', 'PAYMENT_ALREADY_CAPTURED'].includes(error.code);
}

/**
 * Renewal of a deposit's hold before the provider lets it lapse: a held deposit whose hold is older
 * than RENEW_HOLD_AFTER_MS, of an order still running with no fine claimed, gets a new hold on the
 * card of the current one (a link when that card is gone, or after the card declined a renewal),
 * under `deposit:<orderId>:renew:<n>`, written first so a retry asks the same payment. Once it is
 * held the deposit switches to it in that transaction and the replaced hold is voided after commit;
 * a renewal the deposit no longer wants (the order ended, a fine was claimed) is voided.
 */
export function createDepositRenewal(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentsService;
  ask: DepositAsk;
  /** Asks the hold of an awaiting deposit (a renewal declined after the current hold was lost). */
  authorize: (orderId: number) => Promise<void>;
  quietly: (what: string, orderId: number, work: (orderId: number) => Promise<void>) => Promise<void>;
}) {
  const { db, clock, payments, ask, quietly } = deps;

  /** Asks the renewal due (or re-asks one whose payment never started) of this deposit. */
  async function renew(orderId: number, now: Date = clock.now()): Promise<void> {
    const asked = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orderDeposits).where(eq(orderDeposits.orderId, orderId)).for('update');
      if (!row) return null;
      const wanted = !row.releaseDueAt && row.chargeAmount === null;
      if (row.renewalKey) {
        if (row.renewalUuid || row.updatedAt.getTime() > now.getTime() - RETRY_AFTER_MS) return null;
        if (wanted) return { key: row.renewalKey, row };
        // Never started, and no longer wanted: forgotten (should it start after all, its hold is voided).
        await tx.update(orderDeposits).set({ renewalKey: null, renewalUuid: null }).where(eq(orderDeposits.orderId, orderId));
        return null;
      }
      if (!wanted || row.status !== 'held' || !row.paymentUuid || row.replacedUuid) return null;
      const due = row.renewalByLink || (row.heldAt !== null && row.heldAt.getTime() <= now.getTime() - RENEW_HOLD_AFTER_MS);
      if (!due) return null;
      const key = renewalKeyOf(orderId, row.renewals + 1);
      await tx
        .update(orderDeposits)
        .set({ renewals: row.renewals + 1, renewalKey: key, renewalUuid: null, updatedAt: clock.now() })
        .where(eq(orderDeposits.orderId, orderId));
      return { key, row };
    });
    if (!asked) return;
    const { row, key } = asked;
    const current = row.paymentUuid;
    // A retry asks exactly what the first try asked: the provider refuses a key repeated with another card.
    const claimed = (await payments.listForOrder(orderId)).find((p) => p.idempotenceKey === key);
    const card = async () => (claimed ? claimed.cardId : row.renewalByLink || !current ? null : ask.cardOfHold(current));
    let uuid: string | null;
    try {
      uuid = await ask.askHold(orderId, key, row.amount, card);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'CARD_NOT_FOUND') throw error;
      // The card went between two tries: this renewal is forgotten, and the next one asked by link.
      await db
        .update(orderDeposits)
        .set({ renewalKey: null, renewalUuid: null, renewalByLink: true })
        .where(and(eq(orderDeposits.orderId, orderId), eq(orderDeposits.renewalKey, key)));
      return;
    }
    if (!uuid) return;
    await db
      .update(orderDeposits)
      .set({ renewalUuid: uuid })
      .where(and(eq(orderDeposits.orderId, orderId), eq(orderDeposits.renewalKey, key), isNull(orderDeposits.renewalUuid)));
  }

  /** Voids the hold a renewal replaced; forgotten once the provider no longer holds it. */
  async function voidReplaced(orderId: number): Promise<void> {
    const [row] = await db.select().from(orderDeposits).where(eq(orderDeposits.orderId, orderId));
    if (!row?.replacedUuid) return;
    try {
      await payments.voidPayment(row.replacedUuid);
    } catch (error) {
      if (!nothingToVoid(error)) throw error;
    }
    await db
      .update(orderDeposits)
      .set({ replacedUuid: null })
      .where(and(eq(orderDeposits.orderId, orderId), eq(orderDeposits.replacedUuid, row.replacedUuid)));
  }

  /**
   * The order ended: a renewal hold in place is voided and the renewal forgotten (a link confirmed
   * later is a hold nobody waits for, voided on its confirmation).
   */
  async function releaseRenewal(row: DepositRow): Promise<void> {
    if (!row.releaseDueAt || !row.renewalKey) return;
    if (row.renewalUuid) {
      try {
        await payments.voidPayment(row.renewalUuid);
      } catch (error) {
        if (!nothingToVoid(error)) throw error;
      }
    }
    await db
      .update(orderDeposits)
      .set({ renewalKey: null, renewalUuid: null })
      .where(and(eq(orderDeposits.orderId, row.orderId), eq(orderDeposits.renewalKey, row.renewalKey)));
  }

  /** The renewal's hold is in place: the deposit switches to it, or it is given back. True when the payment was the renewal. */
  async function onAuthorized(event: AuthorizedEvent, row: DepositRow): Promise<boolean> {
    const { payment, tx, now } = event;
    if (!row.renewalKey || row.renewalKey !== payment.idempotenceKey) return false;
    const where = eq(orderDeposits.orderId, row.orderId);
    const wanted = !row.releaseDueAt && row.chargeAmount === null && (row.status === 'held' || row.status === 'awaiting');
    if (!wanted) {
      await tx.update(orderDeposits).set({ renewalKey: null, renewalUuid: null, updatedAt: now }).where(where);
      event.afterCommit?.(() => payments.voidPayment(payment.uuid).then(() => undefined));
      return true;
    }
    // After the current hold was lost (awaiting) there is nothing to void: a pending link is voided if it is ever confirmed.
    const replaced = row.status === 'held' ? row.paymentUuid : null;
    await tx
      .update(orderDeposits)
      .set({
        status: 'held',
        paymentKey: payment.idempotenceKey,
        paymentUuid: payment.uuid,
        heldAt: now,
        settledAt: null,
        renewalKey: null,
        renewalUuid: null,
        renewalByLink: false,
        replacedUuid: replaced ?? row.replacedUuid,
        updatedAt: now,
      })
      .where(where);
    if (replaced) event.afterCommit?.(() => quietly('void of the replaced hold', row.orderId, voidReplaced));
    return true;
  }

  /**
   * Outcomes of renewal payments: the replaced hold's void is done; a renewal never held (a declined
   * card, a refused link) is forgotten and, while the order runs, the next one is asked by link at
   * once (or, when the current hold was lost meanwhile, the deposit's own hold). True when handled.
   */
  async function onSettled(event: SettledEvent, row: DepositRow): Promise<boolean> {
    const { payment, tx, now } = event;
    const where = eq(orderDeposits.orderId, row.orderId);
    if (row.replacedUuid === payment.uuid) {
      await tx.update(orderDeposits).set({ replacedUuid: null }).where(where);
      return true;
    }
    if (!row.renewalKey || row.renewalKey !== payment.idempotenceKey || event.outcome !== 'canceled') return false;
    const running = !row.releaseDueAt && row.chargeAmount === null && payment.holdDecision !== 'void';
    const again = running && row.status === 'held';
    await tx
      .update(orderDeposits)
      .set({ renewalKey: null, renewalUuid: null, renewalByLink: again || row.renewalByLink, updatedAt: now })
      .where(where);
    if (again) event.afterCommit?.(() => quietly('renewal', row.orderId, renew));
    else if (running && row.status === 'awaiting') event.afterCommit?.(() => quietly('hold', row.orderId, deps.authorize));
    return true;
  }

  /**
   * The housekeeping pass of renewals: those due, those whose payment never started, renewals of
   * ended orders to void, replaced holds whose void failed. Answers how many deposits it took.
   */
  async function run(now: Date = clock.now()): Promise<number> {
    const stale = new Date(now.getTime() - RETRY_AFTER_MS);
    const due = await db
      .select({ orderId: orderDeposits.orderId })
      .from(orderDeposits)
      .where(
        and(
          eq(orderDeposits.status, 'held'),
          isNull(orderDeposits.releaseDueAt),
          isNull(orderDeposits.chargeAmount),
          isNull(orderDeposits.renewalKey),
          isNull(orderDeposits.replacedUuid),
          or(
            lte(orderDeposits.heldAt, new Date(now.getTime() - RENEW_HOLD_AFTER_MS)),
            and(eq(orderDeposits.renewalByLink, true), lt(orderDeposits.updatedAt, stale)),
          ),
        ),
      )
      .orderBy(asc(orderDeposits.heldAt))
      .limit(BATCH);
    const left = await db
      .select()
      .from(orderDeposits)
      .where(
        and(
          lt(orderDeposits.updatedAt, stale),
          or(
            and(isNotNull(orderDeposits.renewalKey), or(isNull(orderDeposits.renewalUuid), isNotNull(orderDeposits.releaseDueAt))),
            isNotNull(orderDeposits.replacedUuid),
          ),
        ),
      )
      .orderBy(asc(orderDeposits.updatedAt))
      .limit(BATCH);
    for (const { orderId } of due) await quietly('renewal', orderId, (id) => renew(id, now));
    for (const row of left) {
      if (row.replacedUuid) await quietly('void of the replaced hold', row.orderId, voidReplaced);
      if (row.renewalKey && row.releaseDueAt) await quietly('release of the renewal', row.orderId, () => releaseRenewal(row));
      else if (row.renewalKey) await quietly('renewal', row.orderId, (id) => renew(id, now));
    }
    return due.length + left.length;
  }

  return { run, releaseRenewal, onAuthorized, onSettled };
}
