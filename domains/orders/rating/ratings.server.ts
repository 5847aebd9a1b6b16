import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { userSummaries } from '../../users/service.server';
import { orderRatings, orders } from '../tables';
import type { OrderRow } from '../cabinet/cabinet-repo.server';
import type { AdminRating, AdminRatingQuery, OrderRating, RatingSend } from './rating-schema';

type RatingRow = typeof orderRatings.$inferSelect;

const shown = (row: RatingRow): OrderRating => ({
  order_id: row.orderId,
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/** Only a finished order is rated: its service is over (a canceled or expired one never was). */
export const ratable = (status: string) => status === 'finished';

/**
 * Ratings of finished orders, of any line: one per order. The unique order_id decides a race of two
 * sends (the second insert does nothing and is refused), so no lock is needed.
 */
export function createOrderRatings(deps: { db: Db; clock: Clock; owned: (userId: number, id: number) => Promise<OrderRow> }) {
  const { db, clock } = deps;

  // Every order's page shows it: prepared once per process.
  const ratingOfOrder = db
    .select()
    .from(orderRatings)
    .where(eq(orderRatings.orderId, sql.placeholder('orderId')))
    .prepare('orders_rating_of');
  return {
    async send(userId: number, input: RatingSend): Promise<OrderRating> {
      const order = await deps.owned(userId, input.id);
      if (!ratable(order.status)) throw new AppError('ORDER_NOT_RATABLE');
      const [row] = await db
        .insert(orderRatings)
        .values({ orderId: order.id, userId, rating: input.rating, comment: input.comment, createdAt: clock.now() })
        .onConflictDoNothing({ target: orderRatings.orderId })
        .returning();
      if (!row) throw new AppError('ORDER_ALREADY_RATED');
      return shown(row);
    },

    async ofOrder(orderId: number): Promise<OrderRating | null> {
      const [row] = await ratingOfOrder.execute({ orderId });
      return row ? shown(row) : null;
    },

    /** The staff console's list: newest first, with the order's line and the customer. */
    async staffList(query: AdminRatingQuery): Promise<{ items: AdminRating[]; count: number }> {
      const [rows, [total]] = await Promise.all([
        db.select().from(orderRatings).orderBy(desc(orderRatings.createdAt), desc(orderRatings.id)).offset(query.offset).limit(query.limit),
        db.select({ total: count() }).from(orderRatings),
      ]);
      const orderIds = rows.map((r) => r.orderId);
      const [kinds, people] = await Promise.all([
        orderIds.length ? db.select({ id: orders.id, kind: orders.kind }).from(orders).where(inArray(orders.id, orderIds)) : [],
        userSummaries(
          db,
          rows.map((r) => r.userId),
        ),
      ]);
      const kindOf = new Map(kinds.map((k) => [k.id, k.kind]));
      return {
        count: Number(total?.total ?? 0),
        items: rows.map((row) => {
          const person = people.get(row.userId);
          return {
            ...shown(row),
            id: row.id,
            order_kind: kindOf.get(row.orderId) ?? 'storage',
            user: { id: row.userId, name: person?.name ?? null, phone: person?.phone ?? null },
          };
        }),
      };
    },
  };
}

export type OrderRatings = ReturnType<typeof createOrderRatings>;
