import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { PaymentCabinetReads } from '../../payments/service.server';
import type { CompanyCabinetReads } from '../../companies/service.server';
import { ownedOrderRow } from '../core/owned-order.server';
import { orderEvents, orders } from '../tables';

export type OrderRow = typeof orders.$inferSelect;

/** The three lists of «Мои подписки». */
export type CabinetGroup = 'active' | 'awaiting_payment' | 'finished';

/** Reads of the domains that own the tables the cabinet shows but never writes. */
export interface CabinetForeignReads {
  payments: PaymentCabinetReads;
  companies: CompanyCabinetReads;
}

/**
 * The cabinet's reads. Orders are this domain's own tables; cards, payments and invoices come from
 * payments' cabinet reads, companies from companies'. What an order's item is, its product kind shows.
 */
export function createCabinetRepo(db: Db, reads: CabinetForeignReads) {
  // An order's page makes this on every view: prepared once per process.
  const eventsOf = db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
    .prepare('orders_events_of');
  // «Мои подписки» asks on every view.
  const guestOrders = db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.userId),
        eq(orders.guestPhone, sql.placeholder('phone')),
        inArray(orders.status, ['active', 'cancel_requested', 'finished']),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .prepare('orders_guest_orders');
  return {
    /** One order of the user, or undefined for a missing one and for another user's (same answer). */
    ownedOrder(userId: number, id: number): Promise<OrderRow | undefined> {
      return ownedOrderRow(db, userId, id);
    },

    /** The user's orders of a kind in a status set, newest first, with the total count. */
    /** The user's orders of one kind, or of every kind when `kind` is null. */
    async listOrders(userId: number, kind: string | null, where: SQL | undefined, offset: number, limit: number) {
      const filter = and(eq(orders.userId, userId), kind === null ? undefined : eq(orders.kind, kind), where);
      const [items, [counted]] = await Promise.all([
        db.select().from(orders).where(filter).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(orders).where(filter),
      ]);
      return { items, count: Number(counted?.total ?? 0) };
    },

    /**
     * The user's orders of `kinds` in the cabinet's groups (`groupOf`, null for none, written with
     * the placeholder `now`), in one statement prepared once: the newest `limit` of each kind's
     * group, each row with its group's count.
     */
    groupedOrders(groupOf: SQL<CabinetGroup | null>) {
      const newestFirst = sql`${orders.createdAt} desc, ${orders.id} desc`;
      const ranked = db
        .select({
          id: orders.id,
          group: sql<CabinetGroup | null>`${groupOf}`.as('cabinet_group'),
          rank: sql<number>`row_number() over (partition by ${orders.kind}, ${groupOf} order by ${newestFirst})`.as('cabinet_rank'),
          total: sql<number>`count(*) over (partition by ${orders.kind}, ${groupOf})`.mapWith(Number).as('cabinet_total'),
        })
        .from(orders)
        .where(and(eq(orders.userId, sql.placeholder('userId')), sql`${orders.kind} = any(${sql.placeholder('kinds')})`))
        .as('ranked');
      const statement = db
        .select({ order: orders, group: ranked.group, total: ranked.total })
        .from(ranked)
        .innerJoin(orders, eq(orders.id, ranked.id))
        .where(and(isNotNull(ranked.group), lte(ranked.rank, sql.placeholder('limit'))))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .prepare('orders_cabinet_groups');
      return (userId: number, kinds: string[], limit: number, now: Date) => statement.execute({ userId, kinds, limit, now });
    },

    events(orderId: number) {
      return eventsOf.execute({ orderId });
    },

    userCard: reads.payments.userCard,
    cardById: reads.payments.cardById,
    userCards: reads.payments.userCards,
    defaultCard: reads.payments.defaultCard,
    orderPayments: reads.payments.orderPayments,
    orderInvoices: reads.payments.orderInvoices,
    userCompany: reads.companies.userCompany,
    companyById: reads.companies.companyById,

    /** Paid guest orders booked with this phone that no account holds yet. */
    guestOrders(phone: string) {
      return guestOrders.execute({ phone });
    },

    async update(id: number, patch: Partial<typeof orders.$inferInsert>, now: Date) {
      await db
        .update(orders)
        .set({ ...patch, updatedAt: now })
        .where(eq(orders.id, id));
    },
  };
}

export type CabinetRepo = ReturnType<typeof createCabinetRepo>;
