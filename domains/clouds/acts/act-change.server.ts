import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { formatRub } from '../../../lib/format/money';
import { moscowDate } from '../../../lib/moscow-calendar';
import { addNotification } from '../../notifications/service.server';
import type { ChangePlan, OrderChangeRule } from '../../orders/service.server';
import { actReason } from './acts.server';
import { reprice } from './reprice';
import { cloudActs, cloudPeriods, cloudRates, cloudSpaces } from '../tables';

type ActRow = typeof cloudActs.$inferSelect;

/** The difference for the rest of the paid period (0 when the order is not running). */
async function differenceFor(
  tx: Tx,
  act: ActRow,
  oldLiters: number,
  order: { status: string; periodCode: string | null; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): Promise<{ difference: number; daysLeft?: number }> {
  if (order.status !== 'active' || !order.endsAt || !order.startsAt || oldLiters === act.measuredLiters) return { difference: 0 };
  const [space] = await tx.select().from(cloudSpaces).where(eq(cloudSpaces.id, act.spaceId));
  const [rate] = await tx.select().from(cloudRates).where(eq(cloudRates.warehouseId, space!.warehouseId));
  const [period] = order.periodCode ? await tx.select().from(cloudPeriods).where(eq(cloudPeriods.code, order.periodCode)) : [];
  if (!rate) return { difference: 0 };
  const r = reprice({
    pricePerM3: rate.pricePerM3,
    oldLiters,
    newLiters: act.measuredLiters,
    months: period?.months ?? 1,
    discountPercent: period?.discountPercent ?? 0,
    orderStart: moscowDate(order.startsAt),
    periodEnd: moscowDate(order.endsAt),
    today: moscowDate(now),
  });
  return { difference: r.difference, daysLeft: r.daysLeft };
}

/**
 * The clouds kind's `reprice` change: the owner accepts the storekeeper's act (once: the conditional
 * UPDATE lets one of two parallel accepts through), the plan takes the measured volume, and the rest
 * of the paid period costs the difference: charged to the saved card or by a link (purpose
 * `surcharge`), or returned from the order's payments. A declined charge changes nothing back: the
 * measured volume stands and the act shows the charge as failed.
 */
export const repriceChange: OrderChangeRule<{ actId: number }> = {
  async plan({ tx, order, input, userId, now, savedCard }): Promise<ChangePlan> {
    const [accepted] = await tx
      .update(cloudActs)
      .set({ state: 'accepted', acceptedAt: now })
      .where(and(eq(cloudActs.id, input.actId), eq(cloudActs.orderId, order.id), eq(cloudActs.state, 'awaiting_client')))
      .returning();
    if (!accepted || (userId !== null && accepted.userId !== userId)) throw new AppError('ACT_NOT_AWAITING');
    const [space] = await tx.select().from(cloudSpaces).where(eq(cloudSpaces.id, accepted.spaceId)).for('update');
    const oldLiters = space!.volumeLiters;
    const priced = await differenceFor(tx, accepted, oldLiters, order, now);
    await tx
      .update(cloudSpaces)
      .set({ volumeLiters: accepted.measuredLiters, measuredLiters: accepted.measuredLiters })
      .where(eq(cloudSpaces.id, accepted.spaceId));
    const refund = priced.difference < 0;
    await tx
      .update(cloudActs)
      .set({ priceDifference: priced.difference, ...(refund ? { settlementRef: `refund:act:${accepted.id}` } : {}) })
      .where(eq(cloudActs.id, accepted.id));
    const how =
      priced.difference > 0
        ? savedCard
          ? ` Спишем с карты •• ${savedCard.last4}.`
          : ' Оплатите по ссылке в акте.'
        : refund
          ? ' Деньги вернутся на карту, которой оплачен заказ.'
          : '';
    await addNotification(
      tx,
      accepted.userId,
      {
        title: `Акт № ${accepted.number} подтверждён`,
        text: `${actReason(oldLiters, accepted.measuredLiters, priced.difference, priced.daysLeft)}${how}`,
        orderId: accepted.orderId,
        link: `/cabinet/requests/${accepted.requestId}/`,
        showType: 'ORDER',
        event: 'cloud_act_accepted',
      },
      now,
    );
    const data = { act_id: accepted.id, booked_liters: oldLiters, measured_liters: accepted.measuredLiters };
    if (priced.difference > 0) {
      return {
        data,
        charge: {
          amount: priced.difference,
          description: `Доплата за объём по акту № ${accepted.number} (заказ №${accepted.orderId})`,
          returnPath: `/cabinet/requests/${accepted.requestId}/`,
          key: `surcharge:act:${accepted.id}`,
          purpose: 'surcharge',
          savedCardFirst: true,
          metadata: { act_id: String(accepted.id) },
        },
      };
    }
    if (refund) {
      return { data, refund: { amount: -priced.difference, reason: 'объём по замеру меньше забронированного', key: `act:${accepted.id}` } };
    }
    return { data };
  },

  /** The act points at its last charge: the card's, or the link made when the card was declined. */
  async charged({ tx, change, paymentId }) {
    await tx
      .update(cloudActs)
      .set({ settlementRef: paymentId })
      .where(eq(cloudActs.id, Number(change.data.act_id)));
  },

  async paid({ tx, change, payment, now }) {
    if (payment.userId === null) return;
    await addNotification(
      tx,
      payment.userId,
      {
        title: 'Доплата за объём получена',
        text: `Оплачено ${formatRub(payment.amount)}: ${payment.description}.`,
        orderId: change.orderId,
        showType: 'PAYMENT',
        event: 'cloud_surcharge_paid',
      },
      now,
    );
  },
};
