import { and, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { REFERRAL_OWNER_POINTS } from './earning-figures';
import { addNotification } from '../notifications/service.server';
import { expiringWithin, lotsOf, type LedgerLine, type Lot } from './expiry-rules';
import { earnPoints, type BonusEntry } from './ledger.server';
import { bonusAccounts, bonusLedger, referrals } from './tables';

/** Which entries a history page lists: all, the credits (earn, revert) or the debits (spend, expiry). */
export type HistoryFilter = 'all' | 'earn' | 'spend';

export async function historyPage(
  tx: Tx,
  userId: number,
  query: { filter: HistoryFilter; limit: number; offset: number },
): Promise<{ items: BonusEntry[]; count: number }> {
  const where: SQL[] = [eq(bonusLedger.userId, userId)];
  if (query.filter === 'earn') where.push(gt(bonusLedger.points, 0));
  if (query.filter === 'spend') where.push(lt(bonusLedger.points, 0));
  const [items, [total]] = await Promise.all([
    tx
      .select()
      .from(bonusLedger)
      .where(and(...where))
      .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ n: count() })
      .from(bonusLedger)
      .where(and(...where)),
  ]);
  return { items, count: Number(total?.n ?? 0) };
}

/** Every entry of a user as the expiry rules read them. */
export async function ledgerLines(tx: Tx, userId: number): Promise<LedgerLine[]> {
  return tx
    .select({
      id: bonusLedger.id,
      kind: bonusLedger.kind,
      points: bonusLedger.points,
      createdAt: bonusLedger.createdAt,
      expiresAt: bonusLedger.expiresAt,
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.userId, userId));
}

/** The balance and the points that expire within `days` (soonest first). */
export async function walletOf(tx: Tx, userId: number, now: Date, days: number): Promise<{ balance: number; expiring: Lot[] }> {
  const [[account], lines] = await Promise.all([
    tx.select({ balance: bonusAccounts.balance }).from(bonusAccounts).where(eq(bonusAccounts.userId, userId)),
    ledgerLines(tx, userId),
  ]);
  return { balance: account?.balance ?? 0, expiring: expiringWithin(lotsOf(lines), now, days) };
}

/**
 * The friend's first paid order with a personal code: the code's owner gets their points, once per
 * friend (the referrals row is marked in this transaction and the earn has the source key
 * referral:<friend>). Runs in the paying transaction. Answers the points given.
 */
export async function rewardReferral(
  tx: Tx,
  input: { friendUserId: number; referrerUserId: number; code: string; orderId: number; now: Date },
): Promise<number> {
  if (input.friendUserId === input.referrerUserId) return 0;
  await tx
    .insert(referrals)
    .values({ friendUserId: input.friendUserId, referrerUserId: input.referrerUserId, code: input.code, createdAt: input.now })
    .onConflictDoNothing();
  const [marked] = await tx
    .update(referrals)
    .set({ rewardedAt: input.now, rewardOrderId: input.orderId })
    .where(and(eq(referrals.friendUserId, input.friendUserId), sql`${referrals.rewardedAt} is null`))
    .returning({ referrer: referrals.referrerUserId });
  if (!marked) return 0;
  const points = await earnPoints(tx, {
    userId: marked.referrer,
    points: REFERRAL_OWNER_POINTS,
    reason: 'referral',
    comment: 'Друг оплатил первый заказ по вашему промокоду',
    sourceKey: `referral:${input.friendUserId}`,
    now: input.now,
  });
  if (points > 0) {
    await addNotification(
      tx,
      marked.referrer,
      {
        title: `+${points} баллов за друга`,
        text: 'Друг оплатил первый заказ по вашему промокоду. Баллы уже на счёте.',
        link: '/cabinet/bonuses/',
        event: 'bonus_earned',
      },
      input.now,
    );
  }
  return points;
}

/**
 * Points for something done once (a review, …): earned under the source key, and the owner told,
 * only the first time. Runs in the caller's transaction. Answers the points given (0 for a repeat).
 */
export async function awardOnce(
  tx: Tx,
  input: { userId: number; points: number; reason: string; sourceKey: string; comment: string; now: Date; title: string; text: string },
): Promise<number> {
  const points = await earnPoints(tx, {
    userId: input.userId,
    points: input.points,
    reason: input.reason,
    comment: input.comment,
    sourceKey: input.sourceKey,
    now: input.now,
  });
  if (points > 0) {
    await addNotification(
      tx,
      input.userId,
      { title: input.title, text: input.text, link: '/cabinet/bonuses/', event: 'bonus_earned' },
      input.now,
    );
  }
  return points;
}
