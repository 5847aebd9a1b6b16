import { and, count, desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Tx } from '../../db/tx';
import { REFERRAL_OWNER_POINTS } from './earning-figures';
import { addNotification } from '../notifications/service.server';
import { expiringWithin, lotsOf, type LedgerLine, type Lot } from './expiry-rules';
import { earnPoints, type BonusEntry } from './ledger.server';
import { bonusAccounts, bonusLedger, referrals } from './tables';

const ofUser = eq(bonusLedger.userId, sql.placeholder('userId'));
const historyFilter = sql.placeholder('filter');
/** The wallet's reads, made on every view of the bonus pages: prepared once per database handle. */
const statements = preparedPerDatabase((tx) => {
  const shown = and(
    ofUser,
    sql`(${historyFilter}::text = 'all'
      or (${historyFilter}::text = 'earn' and ${bonusLedger.points} > 0)
      or (${historyFilter}::text = 'spend' and ${bonusLedger.points} < 0))`,
  );
  return {
    page: tx
      .select()
      .from(bonusLedger)
      .where(shown)
      .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('bonuses_history_page'),
    count: tx.select({ n: count() }).from(bonusLedger).where(shown).prepare('bonuses_history_count'),
    lines: tx
      .select({
        id: bonusLedger.id,
        kind: bonusLedger.kind,
        points: bonusLedger.points,
        createdAt: bonusLedger.createdAt,
        expiresAt: bonusLedger.expiresAt,
      })
      .from(bonusLedger)
      .where(ofUser)
      .prepare('bonuses_ledger_lines'),
    balance: tx
      .select({ balance: bonusAccounts.balance })
      .from(bonusAccounts)
      .where(eq(bonusAccounts.userId, sql.placeholder('userId')))
      .prepare('bonuses_balance'),
  };
});

/** Which entries a history page lists: all, the credits (earn, revert) or the debits (spend, expiry). */
export type HistoryFilter = 'all' | 'earn' | 'spend';

export async function historyPage(
  tx: Tx,
  userId: number,
  query: { filter: HistoryFilter; limit: number; offset: number },
): Promise<{ items: BonusEntry[]; count: number }> {
  const values = { userId, filter: query.filter };
  const [items, [total]] = await Promise.all([
    statements(tx).page.execute({ ...values, limit: query.limit, offset: query.offset }),
    statements(tx).count.execute(values),
  ]);
  return { items, count: Number(total?.n ?? 0) };
}

/** Every entry of a user as the expiry rules read them. */
export async function ledgerLines(tx: Tx, userId: number): Promise<LedgerLine[]> {
  return statements(tx).lines.execute({ userId });
}

/** The balance and the points that expire within `days` (soonest first). */
export async function walletOf(tx: Tx, userId: number, now: Date, days: number): Promise<{ balance: number; expiring: Lot[] }> {
  const [[account], lines] = await Promise.all([statements(tx).balance.execute({ userId }), ledgerLines(tx, userId)]);
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
