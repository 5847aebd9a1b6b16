import { promoCodes } from '../tables';
import type { Db } from '../../../db/client.server';

/** Demo promo codes of the local demo (never overwrites an existing code). */
export const demoPromoCodes: (typeof promoCodes.$inferInsert)[] = [
  { code: 'START10', discountType: 'percent', value: 10, firstOrderOnly: true },
  { code: 'SKLAD500', discountType: 'fixed', value: 500, minTotal: 3000, kinds: ['storage'] },
  { code: 'ZIMA15', discountType: 'percent', value: 15, kinds: ['storage'], maxUses: 1000 },
];

export async function seedPromoCodes(db: Db): Promise<void> {
  await db.insert(promoCodes).values(demoPromoCodes).onConflictDoNothing();
}
