import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../staff/service.server';
import { bonusLedgerMoves } from '../bonuses/service.server';
import { REVIEW_MIN_CHARS_FOR_POINTS, REVIEW_POINTS_TEXT } from '../bonuses/schema';
import type { StaffActor } from '../staff/service.server';
import type { AdminDashboard, AdminLead, AdminLeadQuery, AdminReview, AdminReviewQuery, ReviewStatus } from './admin-schema';
import { leads, reviewGroups, reviews } from './tables';

type ReviewRow = typeof reviews.$inferSelect;
type LeadRow = typeof leads.$inferSelect;

function reviewAudit(row: ReviewRow) {
  return { status: row.status, rating: row.rating, text: row.text, warehouse_id: row.warehouseId };
}

function leadOut(row: LeadRow): AdminLead {
  return {
    id: row.id,
    kind: row.kind as AdminLead['kind'],
    phone: row.phone,
    email: row.email,
    name: row.name,
    comment: row.comment,
    service: row.service,
    company: row.company,
    volume_m3: row.volumeM3,
    cells: row.cells,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledBy,
  };
}

/**
 * The rule «Баллы за отзывы»: a signed-in author of a review of at least the stated length gets the
 * points when staff approve it, once per review whatever the later decisions (source key review:<id>).
 * Reviews carry no photos yet, so the text rate applies.
 */
async function rewardReview(tx: Tx, review: ReviewRow, now: Date): Promise<void> {
  if (review.userId === null || review.text.trim().length < REVIEW_MIN_CHARS_FOR_POINTS) return;
  await bonusLedgerMoves.awardOnce(tx, {
    userId: review.userId,
    points: REVIEW_POINTS_TEXT,
    reason: 'review',
    sourceKey: `review:${review.id}`,
    comment: `Отзыв №${review.id} опубликован`,
    now,
    title: `+${REVIEW_POINTS_TEXT} баллов за отзыв`,
    text: 'Спасибо за отзыв! Он опубликован, баллы уже на счёте.',
  });
}

/**
 * The staff console's moderation: reviews (new first; approve publishes, reject hides) and the
 * leads (by kind, handled or not). Every change writes its audit record in the same transaction.
 * Published reviews are read live by the warehouse page (it is never kept), so they show at once.
 */
export function createContentModeration({ db, clock }: { db: Db; clock: Clock }) {
  // The console's lists and its start page read these on every view: statements prepared once per
  // process, a filter left out by passing null.
  const newReviews = db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'new')).prepare('content_new_reviews');
  const unhandledLeads = db.select({ n: count() }).from(leads).where(isNull(leads.handledAt)).prepare('content_unhandled_leads');
  const reviewStatus = sql.placeholder('status');
  const reviewsWhere = sql`(${reviewStatus}::text is null or ${reviews.status} = ${reviewStatus})`;
  const reviewsPage = db
    .select({ review: reviews, group: reviewGroups.name })
    .from(reviews)
    .innerJoin(reviewGroups, eq(reviewGroups.id, reviews.groupId))
    .where(reviewsWhere)
    .orderBy(sql`(${reviews.status} = 'new') desc`, desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('content_reviews_page');
  const reviewsCount = db.select({ n: count() }).from(reviews).where(reviewsWhere).prepare('content_reviews_count');
  const leadKind = sql.placeholder('kind');
  const leadHandled = sql.placeholder('handled');
  const leadsWhere = and(
    sql`(${leadKind}::text is null or ${leads.kind} = ${leadKind})`,
    sql`(${leadHandled}::text is null or (${leadHandled}::text = 'yes') = (${leads.handledAt} is not null))`,
  );
  const leadsPage = db
    .select()
    .from(leads)
    .where(leadsWhere)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('content_leads_page');
  const leadsCount = db.select({ n: count() }).from(leads).where(leadsWhere).prepare('content_leads_count');

  return {
    async dashboard(): Promise<AdminDashboard> {
      const [[reviewCount], [leadCount]] = await Promise.all([newReviews.execute(), unhandledLeads.execute()]);
      return { new_reviews: Number(reviewCount?.n ?? 0), unhandled_leads: Number(leadCount?.n ?? 0) };
    },

    async reviews(query: AdminReviewQuery): Promise<{ items: AdminReview[]; count: number }> {
      const filter = { status: query.status ?? null };
      const [rows, [total]] = await Promise.all([
        reviewsPage.execute({ ...filter, limit: query.limit, offset: query.offset }),
        reviewsCount.execute(filter),
      ]);
      return {
        count: Number(total?.n ?? 0),
        items: rows.map(({ review, group }) => ({
          id: review.id,
          group,
          warehouse_id: review.warehouseId,
          rating: review.rating,
          text: review.text,
          name: review.name,
          phone: review.phone,
          email: review.email,
          status: review.status as ReviewStatus,
          created_at: review.createdAt.toISOString(),
        })),
      };
    },

    async moderateReview(id: number, decision: 'approve' | 'reject', actor: StaffActor): Promise<{ id: number; status: ReviewStatus }> {
      const status = decision === 'approve' ? 'published' : 'rejected';
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', { message: 'Отзыв не найден' });
        if (before.status === status) return { id, status };
        const [after] = await tx.update(reviews).set({ status }).where(eq(reviews.id, id)).returning();
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: `review.${decision}`,
          entity: 'review',
          entityId: id,
          before: reviewAudit(before),
          after: reviewAudit(after!),
          ip: actor.ip,
        });
        if (status === 'published') await rewardReview(tx, after!, clock.now());
        return { id, status };
      });
    },

    async leads(query: AdminLeadQuery): Promise<{ items: AdminLead[]; count: number }> {
      const filter = { kind: query.kind ?? null, handled: query.handled === 'yes' || query.handled === 'no' ? query.handled : null };
      const [rows, [total]] = await Promise.all([
        leadsPage.execute({ ...filter, limit: query.limit, offset: query.offset }),
        leadsCount.execute(filter),
      ]);
      return { count: Number(total?.n ?? 0), items: rows.map(leadOut) };
    },

    async setLeadHandled(id: number, handled: boolean, actor: StaffActor): Promise<AdminLead> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
        if ((before.handledAt !== null) === handled) return leadOut(before);
        const [after] = await tx
          .update(leads)
          .set(handled ? { handledAt: clock.now(), handledBy: actor.actorUserId } : { handledAt: null, handledBy: null })
          .where(eq(leads.id, id))
          .returning();
        const state = (row: LeadRow) => ({ handled_at: row.handledAt?.toISOString() ?? null, handled_by: row.handledBy });
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: handled ? 'lead.handle' : 'lead.unhandle',
          entity: 'lead',
          entityId: id,
          before: state(before),
          after: state(after!),
          ip: actor.ip,
        });
        return leadOut(after!);
      });
    },
  };
}

export type ContentModeration = ReturnType<typeof createContentModeration>;
