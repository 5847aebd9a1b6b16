import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';
import { appliedChangesOf, type OrdersService, type PriceSnapshot } from '../../orders/service.server';
import { earlyEndFigures } from './early-end-figures.server';
import { rentalQualityStatuses } from './early-end-marks';
import { extensionOffers } from './extension-offer.server';
import type { EarlyEndCalculation, EarlyEndInput, EarlyEndState, ExtensionPeriods, RentalExtensionInput } from './rental-actions-schema';
import { EARLY_END, earlyEndRefusal } from './rental-early-end.server';
import { RENTAL_KIND } from './rental-kind.server';
import { toolsOfRental } from './rental-tools.server';

/** The order row as the cabinet's `owned` answers it (another person's order: NOT_FOUND). */
interface OwnedOrder {
  id: number;
  kind: string;
  status: string;
  startsAt: Date | null;
  price: PriceSnapshot | null;
}

/**
 * What the renter does with a paid rental from its page, through the order core's changes: extend it
 * by a period of the tariffs (`extend`) and end it early (`end_early`, the rentals' cancel flow).
 * Another person's order and an order of another line answer 404.
 */
export function createRentalOrderActions(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrdersService, 'change' | 'finishReturned'>;
  owned: (userId: number, orderId: number) => Promise<OwnedOrder>;
  /** What of the order's price can still be returned to the card (fines and the deposit aside). */
  refundable: (orderId: number) => Promise<number>;
}) {
  const { db, clock, orders } = deps;

  async function rentalOf(userId: number, orderId: number): Promise<OwnedOrder> {
    const order = await deps.owned(userId, orderId);
    if (order.kind !== RENTAL_KIND) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
    return order;
  }

  async function earlyEndState(order: OwnedOrder): Promise<EarlyEndState> {
    const ended = (await appliedChangesOf(db, order.id, EARLY_END)).at(-1);
    return {
      order_id: order.id,
      status: order.status,
      ended_early: ended !== undefined,
      ended_at: ended?.appliedAt?.toISOString() ?? null,
      refund: ended ? Number(ended.data.refund ?? 0) : null,
      points: ended ? Number(ended.data.points_returned ?? ended.data.points ?? 0) : null,
    };
  }

  return {
    qualityStatuses: () => rentalQualityStatuses.map(({ code, title, positive }) => ({ code, title, positive })),

    /** The periods the rental can be extended by now, each with its price, new end and whether it can be bought. */
    async extensionPeriods(userId: number, orderId: number): Promise<ExtensionPeriods> {
      const order = await rentalOf(userId, orderId);
      const now = clock.now();
      const offers = order.status === 'active' ? await extensionOffers(db, order, now) : [];
      const tools = await toolsOfRental(db, order.id);
      const ends = tools.flatMap((tool) =>
        tool.stage === 'in_use' && tool.dueAt ? [tool.dueAt] : tool.stage === 'awaiting_pickup' ? [tool.pickupUntil] : [],
      );
      const currentEnd = ends.length > 0 ? new Date(Math.min(...ends.map((end) => end.getTime()))) : null;
      return {
        order_id: order.id,
        time_zone: tools[0]?.timeZone ?? DEFAULT_TIME_ZONE,
        current_end: currentEnd?.toISOString() ?? null,
        late: tools.some((tool) => tool.stage === 'in_use' && tool.dueAt !== null && tool.dueAt <= now),
        periods: offers.map((offer) => ({
          unit: offer.unit,
          period_number: offer.periodNumber,
          title: offer.title,
          amount: offer.amount,
          new_end: offer.newEnd?.toISOString() ?? null,
          available: offer.problem === null,
          reason: offer.problem === null ? null : typeof offer.problem === 'string' ? offer.problem : offer.problem.message,
        })),
      };
    },

    /** Pays one more period now (the kind's `extend` change): the same click again answers the same payment. */
    async extend(userId: number, orderId: number, input: RentalExtensionInput) {
      const order = await rentalOf(userId, orderId);
      const { change, payment } = await orders.change({ orderId: order.id, type: 'extend', userId, input, raisePaymentError: true });
      const paid = payment ? { payment_id: payment.id, confirmation_url: payment.confirmationUrl, status: payment.status } : null;
      return {
        change_id: change.id,
        status: change.status,
        amount: change.amount,
        payment: paid,
        confirmation_url: paid?.confirmation_url ?? null,
      };
    },

    /** What ending the rental early gives back now, and why it cannot end now (a tool still out). */
    async earlyEndCalculation(userId: number, orderId: number): Promise<EarlyEndCalculation> {
      const order = await rentalOf(userId, orderId);
      const refusal = await earlyEndRefusal(db, order);
      if (refusal)
        throw new AppError(typeof refusal === 'string' ? 'ORDER_NOT_CANCELLABLE' : refusal.code, {
          message: typeof refusal === 'string' ? refusal : refusal.message,
        });
      const figures = await earlyEndFigures(db, order, clock.now(), await deps.refundable(order.id));
      const problem = !figures.all_back
        ? 'Сначала верните инструмент в любой постамат: сумму посчитаем от момента возврата'
        : figures.time_over
          ? 'Оплаченное время уже закончилось: завершать досрочно нечего'
          : null;
      return { order_id: order.id, ...figures, problem };
    },

    /** Ends the rental early (the kind's `end_early` change); the order finishes at once when nothing waits for a check. */
    async endEarly(userId: number, orderId: number, input: EarlyEndInput): Promise<EarlyEndState> {
      const order = await rentalOf(userId, orderId);
      await orders.change({ orderId: order.id, type: EARLY_END, userId, input });
      await orders.finishReturned(order.id);
      return earlyEndState(await rentalOf(userId, orderId));
    },

    /** Whether the rental was ended early, when, and what comes back. */
    earlyEndState: async (userId: number, orderId: number) => earlyEndState(await rentalOf(userId, orderId)),
  };
}

export type RentalOrderActions = ReturnType<typeof createRentalOrderActions>;
