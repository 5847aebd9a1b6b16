import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { expiryOf } from './expiry-rules';
import { assertPoints, revertablePoints, signedPoints, takeablePoints, type BonusEntryKind } from './ledger-rules';
import { bonusAccounts, bonusLedger } from './tables';

/** Ledger moves run inside the caller's transaction (or on the database itself). */
export type BonusTx = Tx;

/** What every movement names besides its points. */
export interface BonusMove {
  userId: number;
  orderId?: number | null;
  reason: string;
  comment?: string | null;
  actor?: string;
  now: Date;
  /** What an earn is for (review:<id>, referral:<friend id>…): at most one earn per source, whatever retries. */
  sourceKey?: string | null;
}

export type BonusEntry = typeof bonusLedger.$inferSelect;

export async function readBalance(tx: BonusTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: bonusAccounts.balance })
    .from(bonusAccounts)
    .where(eq(bonusAccounts.userId, userId))
    .for('update');
  return row?.balance ?? 0;
}

/** The account row, locked until the transaction ends; created empty when the user has none. */
export async function lockAccount(tx: BonusTx, userId: number, now: Date): Promise<number> {
  await tx.insert(bonusAccounts).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: bonusAccounts.balance })
    .from(bonusAccounts)
    .where(eq(bonusAccounts.userId, userId))
    .for('update');
  return row!.balance;
}

/** One entry and the balance change it makes, in the caller's transaction. */
/**
 * One entry and the balance change it makes, in the caller's transaction. Credits (earn, revert)
 * expire BONUS_VALID_MONTHS after they are written (decision 0025). An entry whose source already
 * has one is not written (the unique source key), and the balance is then left alone: answers false.
 */
async function record(tx: BonusTx, kind: BonusEntryKind, points: number, move: BonusMove): Promise<boolean> {
  const delta = signedPoints(kind, points);
  const inserted = await tx
    .insert(bonusLedger)
    .values({
      userId: move.userId,
      kind,
      points: delta,
      orderId: move.orderId ?? null,
      reason: move.reason,
      actor: move.actor ?? 'system',
      comment: move.comment ?? null,
      expiresAt: delta > 0 ? expiryOf(move.now) : null,
      sourceKey: move.sourceKey ?? null,
      createdAt: move.now,
    })
    .onConflictDoNothing({ target: bonusLedger.sourceKey, where: sql`${bonusLedger.sourceKey} is not null` })
    .returning({ id: bonusLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(bonusAccounts)
    .set({ balance: sql`${bonusAccounts.balance} + ${delta}`, updatedAt: move.now })
    .where(eq(bonusAccounts.userId, move.userId));
  return true;
}

/** Adds points; with a source key only the first earn of that source counts (answers 0 for a repeat). */
export async function earnPoints(tx: BonusTx, move: BonusMove & { points: number }): Promise<number> {
  assertPoints(move.points);
  await lockAccount(tx, move.userId, move.now);
  return (await record(tx, 'earn', move.points, move)) ? move.points : 0;
}

/**
 * Takes up to the asked points under the account's row lock, so parallel spends see each other's
 * result: the balance may have shrunk since a price counted on it, and never goes below zero.
 * Answers the points actually taken.
 */
async function take(tx: BonusTx, kind: 'spend' | 'expire', move: BonusMove & { points: number }): Promise<number> {
  assertPoints(move.points);
  const balance = await lockAccount(tx, move.userId, move.now);
  const taken = takeablePoints(balance, move.points);
  if (taken > 0) await record(tx, kind, taken, move);
  return taken;
}

export const spendPoints = (tx: BonusTx, move: BonusMove & { points: number }) => take(tx, 'spend', move);
export const expirePoints = (tx: BonusTx, move: BonusMove & { points: number }) => take(tx, 'expire', move);

/**
 * Gives back what the order's spends took and no earlier revert returned, at most `points` when
 * given (the unused days of a cancelled rental). Answers the points returned; a `sourceKey` already
 * in the ledger returns nothing.
 */
export async function revertOrderSpends(tx: BonusTx, move: BonusMove & { orderId: number; points?: number }): Promise<number> {
  await lockAccount(tx, move.userId, move.now);
  const entries = await tx
    .select({ kind: bonusLedger.kind, points: bonusLedger.points })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.userId, move.userId), eq(bonusLedger.orderId, move.orderId), inArray(bonusLedger.kind, ['spend', 'revert'])));
  const points = Math.min(revertablePoints(entries), move.points ?? Number.MAX_SAFE_INTEGER);
  if (points <= 0) return 0;
  return (await record(tx, 'revert', points, move)) ? points : 0;
}

/** How many entries of one reason a user has (the welcome checklist counts referrals), as a statement to prepare. */
export function entriesOfReasonStatement(db: BonusTx) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.userId, sql.placeholder('userId')), eq(bonusLedger.reason, sql.placeholder('reason'))))
    .prepare('bonuses_entries_of_reason');
}

export async function ledgerOf(tx: BonusTx, userId: number): Promise<BonusEntry[]> {
  return tx.select().from(bonusLedger).where(eq(bonusLedger.userId, userId)).orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id));
}
