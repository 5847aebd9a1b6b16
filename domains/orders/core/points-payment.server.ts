import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import type { CreatedPayment, CreatePaymentInput, HeldPaymentFilter, PaymentsService } from '../../payments/service.server';
import { lockHolder } from './hold-cap.server';
import { spendableBonuses } from './order-quote.server';
import { bonusLimit } from './pricing';

/** Builds the payment from the points the user may spend on it now. */
export type PointsPaymentBuilder = (spendable: number) => CreatePaymentInput;

/**
 * A payment that spends bonus points outside a checkout (an extension, a return's delivery).
 * The points are counted and the payment's row written under the user's holder lock, the one
 * checkouts take, so parallel payments and orders of one account see each other's points as held.
 * `except` leaves out the earlier tries of this same payment (a repeated click keeps its points).
 */
export function createPointsPayments(deps: { db: Db; clock: Clock; payments: Pick<PaymentsService, 'claimPayment' | 'createPayment'> }) {
  return async function payWithPoints(userId: number, build: PointsPaymentBuilder, except?: HeldPaymentFilter): Promise<CreatedPayment> {
    const input = await deps.db.transaction(async (tx) => {
      await lockHolder(tx, { userIds: [userId], phone: null });
      const planned = build(await spendableBonuses(tx, userId, deps.clock.now(), except));
      if (Number(planned.metadata?.bonuses ?? 0) > 0) await deps.payments.claimPayment(tx, planned);
      return planned;
    });
    return deps.payments.createPayment(input);
  };
}

export type PayWithPoints = ReturnType<typeof createPointsPayments>;

/**
 * An auto renewal of an order that pays with bonuses: up to the bonus share of its price in the
 * points the account may spend now (its other unpaid orders and payments counted, this renewal's
 * earlier tries left out), the rest from the card. The points are held by the payment until it settles.
 */
export function renewalWithPoints(payWithPoints: PayWithPoints) {
  return (input: CreatePaymentInput): Promise<CreatedPayment> =>
    payWithPoints(
      input.userId!,
      (spendable) => {
        const bonuses = bonusLimit(input.amount, spendable);
        return bonuses > 0
          ? { ...input, amount: input.amount - bonuses, metadata: { ...input.metadata, bonuses: String(bonuses) } }
          : input;
      },
      (p) => p.orderId === input.orderId && p.purpose === 'renewal',
    );
}
