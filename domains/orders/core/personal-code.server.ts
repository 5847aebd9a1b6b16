import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { advisoryXactLock } from '../../../db/advisory-locks';
import type { Db } from '../../../db/client.server';
import { REFERRAL_OWNER_POINTS } from '../../bonuses/schema';
import { REFERRAL_FRIEND_DISCOUNT_RUB, REFERRAL_MIN_ORDER_RUB } from './promo-figures';
import { promoCodes } from '../tables';
import { personalCodeText } from './personal-code-text';

export interface PersonalCode {
  code: string;
  friend_discount: number;
  friend_min_order: number;
  owner_points: number;
  /** How many friends used it on a paid order. */
  used_count: number;
}

/**
 * The user's code to share (one per user, made on the first ask under an advisory lock of the user,
 * so parallel asks get the same code): a friend gets REFERRAL_FRIEND_DISCOUNT_RUB off their first
 * order from REFERRAL_MIN_ORDER_RUB, the owner gets REFERRAL_OWNER_POINTS after it is paid.
 */
export async function personalCodeOf(
  db: Db,
  userId: number,
  /** The owner's first name, which the new code is made from: read only when there is no code yet. */
  firstName: () => Promise<string | null>,
  now: Date,
): Promise<PersonalCode> {
  const codeOf = (tx: Pick<Db, 'select'>) =>
    tx
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.referrerUserId, userId), eq(promoCodes.active, true)))
      .limit(1);
  // Every visit of the bonuses page asks; once made, the code is read without the lock.
  const [kept] = await codeOf(db);
  if (kept) return view(kept);
  const name = await firstName();
  const row = await db.transaction(async (tx) => {
    await tx.execute(advisoryXactLock('personalPromoCode', userId));
    const [existing] = await codeOf(tx);
    if (existing) return existing;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const code = personalCodeText(name, (n) => randomInt(n));
      const [made] = await tx
        .insert(promoCodes)
        .values({
          code,
          discountType: 'fixed',
          value: REFERRAL_FRIEND_DISCOUNT_RUB,
          minTotal: REFERRAL_MIN_ORDER_RUB,
          firstOrderOnly: true,
          referrerUserId: userId,
          validFrom: now,
        })
        .onConflictDoNothing()
        .returning();
      if (made) return made;
    }
    throw new Error('no free personal promo code after 8 tries');
  });
  return view(row);
}

function view(row: typeof promoCodes.$inferSelect): PersonalCode {
  return {
    code: row.code,
    friend_discount: row.value,
    friend_min_order: row.minTotal,
    owner_points: REFERRAL_OWNER_POINTS,
    used_count: row.usedCount,
  };
}
