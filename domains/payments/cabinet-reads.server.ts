import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { invoices, paymentCards, payments } from './tables';

/** What the orders cabinet reads of payments: the user's live saved cards, an order's payments and invoices. */
export function createPaymentCabinetReads(db: Db) {
  const liveCardsOf = (userId: number) => and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt));
  const first = async <Row>(rows: Promise<Row[]>): Promise<Row | undefined> => (await rows)[0];
  return {
    /** A live saved card of this user by its public id. */
    userCard: (userId: number, uuid: string) =>
      first(
        db
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.uuid, uuid), liveCardsOf(userId)))
          .limit(1),
      ),

    cardById: (userId: number, id: number) =>
      first(
        db
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.id, id), liveCardsOf(userId)))
          .limit(1),
      ),

    /** The default card first, then in the order they were saved. */
    userCards: (userId: number) =>
      db.select().from(paymentCards).where(liveCardsOf(userId)).orderBy(desc(paymentCards.isDefault), asc(paymentCards.id)),

    defaultCard: (userId: number) =>
      first(
        db
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.isDefault, true), liveCardsOf(userId)))
          .limit(1),
      ),

    /** The order's payments, newest first; card bindings are not payments of an order. */
    orderPayments: (orderId: number) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), ne(payments.purpose, 'card_binding')))
        .orderBy(desc(payments.createdAt), desc(payments.id)),

    orderInvoices: (orderId: number) =>
      db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)),
  };
}

export type PaymentCabinetReads = ReturnType<typeof createPaymentCabinetReads>;
