import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import type { CreatedPayment, CreatePaymentInput, HeldPaymentFilter, PaymentsService } from '../../payments/service.server';
import { lockHolder } from './hold-cap.server';
import { spendableBonuses } from './order-quote.server';

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
