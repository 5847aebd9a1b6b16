import { and, asc, avg, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { banners, blogPosts, faqItems, leads, publicNotifications, rentalPenalties, reviewGroups, reviews } from './tables';

export type NewLead = typeof leads.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;

/** Prepared once per database: the reads run on page loads (fines, banners, notifications). */
export function createContentRepo(db: Db) {
  const penalties = db
    .select()
    .from(rentalPenalties)
    .where(eq(rentalPenalties.active, true))
    .orderBy(asc(rentalPenalties.sort), asc(rentalPenalties.id))
    .prepare('content_rental_penalties');
  const faq = db
    .select()
    .from(faqItems)
    .where(eq(faqItems.active, true))
    .orderBy(asc(faqItems.sort), asc(faqItems.id))
    .prepare('content_faq');
  const groups = db
    .select()
    .from(reviewGroups)
    .where(eq(reviewGroups.active, true))
    .orderBy(asc(reviewGroups.sort), asc(reviewGroups.id))
    .prepare('content_review_groups');
  // Time windows are checked in the service against the clock, so a cached list stays correct.
  const bannerRows = db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id))
    .prepare('content_banners');
  const notificationRows = db
    .select()
    .from(publicNotifications)
    .where(eq(publicNotifications.active, true))
    .orderBy(asc(publicNotifications.sort), asc(publicNotifications.id))
    .prepare('content_public_notifications');
  const leadsSince = db
    .select({ n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.kind, sql.placeholder('kind')),
        eq(leads.phone, sql.placeholder('phone')),
        gte(leads.createdAt, sql.placeholder('since')),
      ),
    )
    .prepare('content_leads_since');
  // The blog's index without the bodies, newest first; the service keeps what is published by its clock.
  const blogIndex = db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      coverImage: blogPosts.coverImage,
      tags: blogPosts.tags,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .prepare('content_blog_index');
  const blogPost = db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('content_blog_post');

  const approved = and(eq(reviews.warehouseId, sql.placeholder('warehouseId')), eq(reviews.status, 'published'));
  const warehouseRating = db
    .select({ n: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(approved)
    .prepare('content_warehouse_rating');
  const warehouseReviews = db
    .select({ id: reviews.id, name: reviews.name, rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt })
    .from(reviews)
    .where(approved)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .prepare('content_warehouse_reviews');

  return {
    penalties: () => penalties.execute(),
    /** Approved reviews of a warehouse: how many and the mean rating (null when none). */
    async warehouseRating(warehouseId: number): Promise<{ count: number; average: number | null }> {
      const [row] = await warehouseRating.execute({ warehouseId });
      return { count: Number(row?.n ?? 0), average: row?.average == null ? null : Number(row.average) };
    },
    /** The latest approved reviews of a warehouse, newest first. */
    warehouseReviews: (warehouseId: number, limit: number) => warehouseReviews.execute({ warehouseId, limit }),
    /** Moderation: approve ('published') or reject a review. */
    async setReviewStatus(id: number, status: 'published' | 'rejected'): Promise<boolean> {
      const rows = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning({ id: reviews.id });
      return rows.length > 0;
    },
    faq: () => faq.execute(),
    reviewGroups: () => groups.execute(),
    banners: () => bannerRows.execute(),
    publicNotifications: () => notificationRows.execute(),
    blogIndex: () => blogIndex.execute(),
    async blogPost(id: number) {
      const [row] = await blogPost.execute({ id });
      return row;
    },
    async countLeadsSince(kind: string, phone: string, since: Date): Promise<number> {
      const [row] = await leadsSince.execute({ kind, phone, since: since.toISOString() });
      return Number(row?.n ?? 0);
    },
    /** The newest launch request of this service with this phone or e-mail, if any. */
    async findLaunchLead(service: string, contact: { phone: string | null; email: string | null }): Promise<number | null> {
      const byContact = [
        contact.phone ? eq(leads.phone, contact.phone) : undefined,
        contact.email ? eq(leads.email, contact.email) : undefined,
      ].filter((c) => c !== undefined);
      if (byContact.length === 0) return null;
      const [row] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.kind, 'launch'), eq(leads.service, service), or(...byContact)))
        .orderBy(desc(leads.id))
        .limit(1);
      return row?.id ?? null;
    },
    async insertLead(lead: NewLead): Promise<number> {
      const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
      return row!.id;
    },
    async insertReview(review: NewReview): Promise<number> {
      const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
      return row!.id;
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
