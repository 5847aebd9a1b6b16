import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import {
  earnPoints,
  entriesOfReasonStatement,
  expirePoints,
  ledgerOf,
  readBalance,
  revertOrderSpends,
  spendPoints,
  type BonusEntry,
  type BonusMove,
  type BonusTx,
} from './ledger.server';

import { bonusAccounts } from './tables';
import { runBonusExpiry } from './expiry-job.server';
import { awardOnce, historyPage, rewardReferral, walletOf, type HistoryFilter } from './wallet.server';

export { BONUS_ENTRY_KINDS, type BonusEntryKind } from './ledger-rules';
export { EXPIRY_WARNING_DAYS, expiryOf } from './expiry-rules';
export { KIND_TITLES, reasonTitle } from './reasons';
export type { BonusEntry, BonusTx, HistoryFilter };

/** A movement as callers ask for it; the time defaults to the service's clock. */
type Move = Omit<BonusMove, 'now'> & { now?: Date };

/**
 * The bonus wallet of every service line: an append-only ledger and the balance it adds up to.
 * Each call runs in the given transaction (the order's, the payment's) or on its own.
 */
export function createBonusesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const at = <T extends Move>(move: T) => ({ ...move, now: move.now ?? clock.now() });
  const entriesOfReason = entriesOfReasonStatement(db);
  return {
    balance: (userId: number, tx: BonusTx = db): Promise<number> => readBalance(tx, userId),
    earn: (move: Move & { points: number }, tx: BonusTx = db): Promise<number> => inTx(tx, (t) => earnPoints(t, at(move))),
    /** Answers the points actually spent: never more than the balance. */
    spend: (move: Move & { points: number }, tx: BonusTx = db): Promise<number> => inTx(tx, (t) => spendPoints(t, at(move))),
    /** Gives back an order's spends (a refund, a cancellation); answers the points returned. */
    revert: (move: Move & { orderId: number; points?: number }, tx: BonusTx = db): Promise<number> =>
      inTx(tx, (t) => revertOrderSpends(t, at(move))),
    expire: (move: Move & { points: number }, tx: BonusTx = db): Promise<number> => inTx(tx, (t) => expirePoints(t, at(move))),
    /** How many entries of this reason the user has (`referral`: friends who came by their code). */
    countOfReason: async (userId: number, reason: string): Promise<number> =>
      (await entriesOfReason.execute({ userId, reason }))[0]?.n ?? 0,
    /** Every entry of the user, newest first. */
    history: (userId: number, tx: BonusTx = db): Promise<BonusEntry[]> => ledgerOf(tx, userId),
    /** One page of the user's entries, newest first, with their count. */
    historyPage: (userId: number, query: { filter: HistoryFilter; limit: number; offset: number }) => historyPage(db, userId, query),
    /** The balance and the points expiring within `days`. */
    wallet: (userId: number, days: number) => walletOf(db, userId, clock.now(), days),
    /** The daily job: expire what is left of credits past their date, warn a week ahead (decision 0025). */
    runExpiry: (now: Date = clock.now()) => runBonusExpiry(db, now),
  };

  /** A move on the bare database gets a transaction of its own, so the row lock holds until the entry is written. */
  function inTx<T>(tx: BonusTx, run: (t: BonusTx) => Promise<T>): Promise<T> {
    return tx === db ? db.transaction(run) : run(tx);
  }
}

export type BonusesService = ReturnType<typeof createBonusesService>;

/**
 * The ledger moves for code that already runs inside its own transaction and time (an order paid
 * by a payment, a renewal): the same rules as the service's methods.
 */
export const bonusLedgerMoves = {
  balance: readBalance,
  spend: spendPoints,
  earn: earnPoints,
  revert: revertOrderSpends,
  expire: expirePoints,
  /** The owner of a personal code gets points for a friend's first paid order, once per friend. */
  rewardReferral,
  /** Points for something done once (source key review:<id>…), with a notification the first time. */
  awardOnce,
};

/** The user's balance (0 without an account) as a subquery for the one-statement viewer. */
export function balanceSql(userId: SQL): SQL<number> {
  return sql<number>`coalesce((select ${bonusAccounts.balance} from ${bonusAccounts} where ${bonusAccounts.userId} = ${userId}), 0)`;
}
