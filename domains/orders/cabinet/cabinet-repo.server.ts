import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { StorageCabinetReads } from '../../storages/service.server';
import { orderEvents, orders } from '../tables';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The cabinet's reads. Orders are this domain's own tables; warehouses, cells, sizes, periods and
 * tariffs come from storages' cabinet reads; cards, companies, payments and invoices are still read
 * through Drizzle's relational query API (`db.query.*`), so the cabinet never writes their rows.
 */
export function createCabinetRepo(db: Db, storage: StorageCabinetReads) {
  return {
    /** One order of the user, or undefined for a missing one and for another user's (same answer). */
    async ownedOrder(userId: number, id: number): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row;
    },

    /** The user's orders of a kind in a status set, newest first, with the total count. */
    async listOrders(userId: number, kind: string, where: SQL | undefined, offset: number, limit: number) {
      const filter = and(eq(orders.userId, userId), eq(orders.kind, kind), where);
      const [items, [counted]] = await Promise.all([
        db.select().from(orders).where(filter).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(orders).where(filter),
      ]);
      return { items, count: Number(counted?.total ?? 0) };
    },

    warehousesByIds: storage.warehousesByIds,
    cellsByIds: storage.cellsByIds,
    sizeTitles: storage.sizeTitles,
    periodsOfKind: storage.periodsOfKind,
    periodByCode: storage.periodByCode,
    tariffPrice: storage.tariffPrice,

    async events(orderId: number) {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /** A live saved card of this user by its public id. */
    async userCard(userId: number, uuid: string) {
      return db.query.paymentCards.findFirst({
        where: (c, { and: both, eq: is }) => both(is(c.uuid, uuid), is(c.userId, userId), isNull(c.deletedAt)),
      });
    },

    async cardById(userId: number, id: number) {
      return db.query.paymentCards.findFirst({
        where: (c, { and: both, eq: is }) => both(is(c.id, id), is(c.userId, userId), isNull(c.deletedAt)),
      });
    },

    async userCards(userId: number) {
      return db.query.paymentCards.findMany({
        where: (c, { and: both, eq: is }) => both(is(c.userId, userId), isNull(c.deletedAt)),
        orderBy: (c) => [desc(c.isDefault), asc(c.id)],
      });
    },

    async defaultCard(userId: number) {
      return db.query.paymentCards.findFirst({
        where: (c, { and: both, eq: is }) => both(is(c.userId, userId), is(c.isDefault, true), isNull(c.deletedAt)),
      });
    },

    async userCompany(userId: number, uuid: string) {
      return db.query.companies.findFirst({
        where: (c, { and: both, eq: is }) => both(is(c.uuid, uuid), is(c.userId, userId), isNull(c.deletedAt)),
      });
    },

    async companyById(id: number) {
      return db.query.companies.findFirst({ where: (c) => eq(c.id, id) });
    },

    async orderPayments(orderId: number) {
      return db.query.payments.findMany({
        where: (p, { and: both, eq: is, ne }) => both(is(p.orderId, orderId), ne(p.purpose, 'card_binding')),
        orderBy: (p) => [desc(p.createdAt), desc(p.id)],
      });
    },

    async orderInvoices(orderId: number) {
      return db.query.invoices.findMany({ where: (i) => eq(i.orderId, orderId), orderBy: (i) => [desc(i.issuedAt), desc(i.id)] });
    },

    /** Paid guest orders booked with this phone that no account holds yet. */
    async guestOrders(phone: string) {
      return db
        .select()
        .from(orders)
        .where(and(isNull(orders.userId), eq(orders.guestPhone, phone), inArray(orders.status, ['active', 'cancel_requested', 'finished'])))
        .orderBy(desc(orders.createdAt));
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
