import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
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
async function lockAccount(tx: BonusTx, userId: number, now: Date): Promise<number> {
  await tx.insert(bonusAccounts).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: bonusAccounts.balance })
    .from(bonusAccounts)
    .where(eq(bonusAccounts.userId, userId))
    .for('update');
  return row!.balance;
}

/** One entry and the balance change it makes, in the caller's transaction. */
async function record(tx: BonusTx, kind: BonusEntryKind, points: number, move: BonusMove): Promise<void> {
  const delta = signedPoints(kind, points);
  await tx
    .update(bonusAccounts)
    .set({ balance: sql`${bonusAccounts.balance} + ${delta}`, updatedAt: move.now })
    .where(eq(bonusAccounts.userId, move.userId));
  await tx.insert(bonusLedger).values({
    userId: move.userId,
    kind,
    points: delta,
    orderId: move.orderId ?? null,
    reason: move.reason,
    actor: move.actor ?? 'system',
    comment: move.comment ?? null,
    createdAt: move.now,
  });
}

export async function earnPoints(tx: BonusTx, move: BonusMove & { points: number }): Promise<number> {
  assertPoints(move.points);
  await lockAccount(tx, move.userId, move.now);
  await record(tx, 'earn', move.points, move);
  return move.points;
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

/** Gives back what the order's spends took and no earlier revert returned. Answers the points returned. */
export async function revertOrderSpends(tx: BonusTx, move: BonusMove & { orderId: number }): Promise<number> {
  await lockAccount(tx, move.userId, move.now);
  const entries = await tx
    .select({ kind: bonusLedger.kind, points: bonusLedger.points })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.userId, move.userId), eq(bonusLedger.orderId, move.orderId), inArray(bonusLedger.kind, ['spend', 'revert'])));
  const points = revertablePoints(entries);
  if (points > 0) await record(tx, 'revert', points, move);
  return points;
}

export async function ledgerOf(tx: BonusTx, userId: number): Promise<BonusEntry[]> {
  return tx.select().from(bonusLedger).where(eq(bonusLedger.userId, userId)).orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id));
}
