import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { formatDate } from '../../lib/format/dates';
import { pointsWord as wordOfPoints } from '../../lib/format/plural';
import { addNotification } from '../notifications/service.server';
import { EXPIRY_WARNING_DAYS, expiredPoints, expiringWithin, lotsOf } from './expiry-rules';
import { expirePoints, lockAccount } from './ledger.server';
import { bonusAccounts, bonusExpiryNotices, bonusLedger } from './tables';
import { ledgerLines } from './wallet.server';

const pointsWord = (n: number) => `${n} ${wordOfPoints(n)}`;

/**
 * The daily bonus job: takes away what is left of credits past their expiry (the oldest points
 * are spent first, so what is left is counted FIFO), and warns each owner once, a week ahead, of
 * the points that will expire. Each user is done in a transaction under the account's row lock,
 * so a spend in between is seen; a second run the same day finds nothing to do.
 */
export async function runBonusExpiry(db: Db, now: Date): Promise<{ expiredUsers: number; expiredPoints: number; warned: number }> {
  let expiredUsers = 0;
  let expiredTotal = 0;
  const due = await db
    .selectDistinct({ userId: bonusLedger.userId })
    .from(bonusLedger)
    .innerJoin(bonusAccounts, eq(bonusAccounts.userId, bonusLedger.userId))
    .where(and(gt(bonusLedger.points, 0), lte(bonusLedger.expiresAt, now), gt(bonusAccounts.balance, 0)));
  for (const { userId } of due) {
    const points = await db.transaction(async (tx) => {
      await lockAccount(tx, userId, now);
      const expired = expiredPoints(lotsOf(await ledgerLines(tx, userId)), now);
      if (expired <= 0) return 0;
      return expirePoints(tx, { userId, points: expired, reason: 'expiry', comment: `Сгорели баллы, начисленные год назад`, now });
    });
    if (points > 0) {
      expiredUsers += 1;
      expiredTotal += points;
    }
  }

  const until = new Date(now.getTime() + EXPIRY_WARNING_DAYS * 86_400_000);
  const soon = await db
    .selectDistinct({ userId: bonusLedger.userId })
    .from(bonusLedger)
    .leftJoin(bonusExpiryNotices, eq(bonusExpiryNotices.earnEntryId, bonusLedger.id))
    .where(
      and(
        gt(bonusLedger.points, 0),
        gt(bonusLedger.expiresAt, now),
        lte(bonusLedger.expiresAt, until),
        isNull(bonusExpiryNotices.earnEntryId),
      ),
    );
  let warned = 0;
  for (const { userId } of soon) {
    const told = await db.transaction(async (tx) => {
      await lockAccount(tx, userId, now);
      const lots = expiringWithin(lotsOf(await ledgerLines(tx, userId)), now, EXPIRY_WARNING_DAYS);
      if (lots.length === 0) return false;
      const known = await tx
        .select({ id: bonusExpiryNotices.earnEntryId })
        .from(bonusExpiryNotices)
        .where(
          inArray(
            bonusExpiryNotices.earnEntryId,
            lots.map((lot) => lot.id),
          ),
        );
      const fresh = lots.filter((lot) => !known.some((row) => row.id === lot.id));
      if (fresh.length === 0) return false;
      const inserted = await tx
        .insert(bonusExpiryNotices)
        .values(fresh.map((lot) => ({ earnEntryId: lot.id, userId, points: lot.remaining, expiresAt: lot.expiresAt!, notifiedAt: now })))
        .onConflictDoNothing()
        .returning({ id: bonusExpiryNotices.earnEntryId });
      if (inserted.length === 0) return false;
      const points = fresh.filter((lot) => inserted.some((row) => row.id === lot.id)).reduce((sum, lot) => sum + lot.remaining, 0);
      const first = fresh[0]!.expiresAt!;
      await addNotification(
        tx,
        userId,
        {
          title: 'Баллы скоро сгорят',
          text: `${pointsWord(points)} сгорят ${formatDate(first)}. Оплатите ими продление подписки или новый заказ.`,
          link: '/cabinet/bonuses/',
          event: 'bonus_expiring',
        },
        now,
      );
      return true;
    });
    if (told) warned += 1;
  }
  return { expiredUsers, expiredPoints: expiredTotal, warned };
}
