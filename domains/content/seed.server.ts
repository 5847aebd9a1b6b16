import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.server';
import { blogPostRows } from './blog-data';
import { bannerRows, faqRows, publicNotificationRows, reviewGroupRows } from './content-data';
import { penaltyRows } from './penalties-data';
import { banners, blogPosts, faqItems, publicNotifications, rentalPenalties, reviewGroups } from './tables';

/**
 * The published fines of the tool rental: terms the rental's rules and staff charge by, so every
 * database has them (a production one too), not only a demo. Fills only an empty table.
 */
export async function seedRentalPenalties(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(rentalPenalties);
  if (Number(row?.n ?? 0) === 0) await db.insert(rentalPenalties).values(penaltyRows);
}

/** Demo content of the site: fines, questions, review groups, banners, a notice, blog posts. Fills only empty tables. */
export async function seedContent(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const isEmpty = async (table: PgTable) => Number((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
    if (await isEmpty(rentalPenalties)) await tx.insert(rentalPenalties).values(penaltyRows);
    if (await isEmpty(faqItems)) await tx.insert(faqItems).values(faqRows);
    if (await isEmpty(reviewGroups)) await tx.insert(reviewGroups).values(reviewGroupRows);
    if (await isEmpty(banners)) await tx.insert(banners).values(bannerRows(now));
    if (await isEmpty(publicNotifications)) await tx.insert(publicNotifications).values(publicNotificationRows(now));
    if (await isEmpty(blogPosts)) await tx.insert(blogPosts).values(blogPostRows(now));
  });
}
