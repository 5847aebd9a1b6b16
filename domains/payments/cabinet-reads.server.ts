import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { requestReads } from '../../lib/request-reads.server';
import { invoices, paymentCards, payments } from './tables';

type CardRow = typeof paymentCards.$inferSelect;

const liveCardsRead = requestReads<number, readonly CardRow[]>('payment_cards_live');

/**
 * What the orders cabinet reads of payments: the user's live saved cards, an order's payments and
 * invoices. Every order's page asks them, so each is a statement prepared once per process.
 */
export function createPaymentCabinetReads(db: Db) {
  const userId = sql.placeholder('userId');
  const orderId = sql.placeholder('orderId');
  const liveCards = and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt));
  const cardByUuid = db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.uuid, sql.placeholder('uuid')), liveCards))
    .limit(1)
    .prepare('payments_user_card');
  const cardById = db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, sql.placeholder('id')), liveCards))
    .limit(1)
    .prepare('payments_card_by_id');
  const userCards = db
    .select()
    .from(paymentCards)
    .where(liveCards)
    .orderBy(desc(paymentCards.isDefault), asc(paymentCards.id))
    .prepare('payments_user_cards');
  // An order's page asks for the cards and for the default one: one read of the live cards serves both.
  const liveCardsOf = (id: number) => liveCardsRead.read(id, () => userCards.execute({ userId: id }));
  // Card bindings are not payments of an order.
  const orderPayments = db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.purpose, 'card_binding')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .prepare('payments_of_order');
  const orderInvoices = db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .prepare('payments_invoices_of_order');
  return {
    /** A live saved card of this user by its public id. */
    userCard: async (userId: number, uuid: string) => (await cardByUuid.execute({ userId, uuid }))[0],

    cardById: async (userId: number, id: number) => (await cardById.execute({ userId, id }))[0],

    /** The default card first, then in the order they were saved. */
    userCards: (userId: number): Promise<readonly CardRow[]> => liveCardsOf(userId),

    defaultCard: async (userId: number) => (await liveCardsOf(userId)).find((card) => card.isDefault),

    /** The order's payments, newest first. */
    orderPayments: (orderId: number) => orderPayments.execute({ orderId }),

    orderInvoices: (orderId: number) => orderInvoices.execute({ orderId }),
  };
}

export type PaymentCabinetReads = ReturnType<typeof createPaymentCabinetReads>;
