import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { PaymentsService } from '../../payments/service.server';
import { orders } from '../tables';
import type { ProductKinds } from './product-kind';

/** The purpose of deposit holds, registered by the orders core. */
export const DEPOSIT_PURPOSE = 'deposit';

type OrderRow = typeof orders.$inferSelect;

/** How a deposit's holds are asked of the provider: the first hold, a later one and a renewal alike. */
export function createDepositAsk(deps: { db: Db; kinds: ProductKinds; payments: PaymentsService }) {
  const { db, kinds, payments } = deps;

  const titleOf = (kind: string) => kinds.find(kind)?.deposit?.title ?? 'Залог';

  /** The card, when it is still the owner's. */
  async function ownersCard(userId: number | null, cardId: number | null): Promise<number | null> {
    if (userId === null || cardId === null) return null;
    return (await payments.cards.byId(userId, cardId)) ? cardId : null;
  }

  /** The card the order was paid with, when the payment saved it and it is still the owner's. */
  async function cardOfOrder(order: OrderRow): Promise<number | null> {
    if (order.userId === null) return null;
    const paid = (await payments.listForOrder(order.id)).find(
      (p) => p.purpose === 'order' && p.status === 'succeeded' && p.cardId !== null,
    );
    return ownersCard(order.userId, paid?.cardId ?? null);
  }

  /** The card a hold was placed on, when it is still the owner's (a hold confirmed through a link names none). */
  async function cardOfHold(paymentUuid: string): Promise<number | null> {
    const hold = await payments.byUuid(paymentUuid);
    return hold ? ownersCard(hold.userId, hold.cardId) : null;
  }

  /**
   * Asks a hold of the deposit under this key (capture: false): on the card `card` picks for the
   * order, or as a link when it picks none. Answers the payment's uuid, null when the order is gone.
   */
  async function askHold(
    orderId: number,
    key: string,
    amount: number,
    card: (order: OrderRow) => Promise<number | null>,
  ): Promise<string | null> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    const kind = kinds.get(order.kind);
    const successPath = order.userId === null ? kind.guestSuccessPath(orderId) : kind.successPath?.(orderId);
    const payment = await payments.createPayment({
      userId: order.userId,
      orderId,
      purpose: DEPOSIT_PURPOSE,
      amount,
      capture: false,
      description: `${titleOf(order.kind)}, заказ №${orderId}: блокируется на карте и вернётся, когда заказ закончится`,
      returnPath: '/payments/status/',
      idempotenceKey: key,
      cardId: await card(order),
      metadata: successPath ? { successPath } : {},
    });
    return payment.id;
  }

  return { titleOf, cardOfOrder, cardOfHold, askHold };
}

export type DepositAsk = ReturnType<typeof createDepositAsk>;
