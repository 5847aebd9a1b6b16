import { and, count, eq, sql } from 'drizzle-orm';
import { paymentCount } from '../../payments/service.server';
import { AppError, defaultMessages } from '../../../lib/errors';
import type { Tx } from '../../../db/tx';
import type { ChangedOrder, OrderChangeRule } from './order-change';
import { mainLineOf } from './order-lines.server';
import { renewalPrice, type PeriodInfo, type TariffKind } from './pricing';
import type { ProductKind } from './product-kind';
import { tryBooking } from './try-booking.server';
import { orderChanges } from '../tables';

/** The purpose of the payment that pays one more period from the cabinet. */
export const EXTENSION_PURPOSE = 'extension';

export interface PeriodExtensionInput {
  periodCode: string;
}

/** The order's changes another request replaced before they were paid. */
async function supersededCount(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), sql`${orderChanges.data}->>'superseded' = 'true'`));
  return row?.n ?? 0;
}

/** The price of one more period of the order's tariff, as the cabinet offers it; a field error when it cannot be chosen. */
async function periodPriceOf(tx: Tx, kind: ProductKind, order: ChangedOrder, code: string): Promise<{ period: PeriodInfo; total: number }> {
  const unavailable = () => new AppError('VALIDATION_ERROR', { fields: { period_code: kind.cabinet.periodUnavailable } });
  const tariffKind = order.tariffKind as TariffKind;
  const line = await mainLineOf(tx, order.id);
  const periods = kind.periods;
  if (!line || !periods) throw unavailable();
  const item = await kind.item(tx, line.itemId);
  const unitPrice = (await periods.tariffs(tx, item)).find((t) => t.kind === tariffKind)?.price;
  if (unitPrice === undefined) throw unavailable();
  const period = await periods.period(tx, tariffKind, code);
  return { period, total: renewalPrice(await periods.price(tx, { item, tariffKind, period, unitPrice })).total };
}

/**
 * One more period of a running order's tariff, paid from the cabinet: the change a kind with
 * periods declares as `extend`. Nothing moves while the payer is on the payment page; once the
 * payment succeeds the holds, the lines and the order's end move by the period from the end as it
 * is then, or the money is returned when the item is no longer free. Points pay part of it when
 * the order pays with bonuses. A repeated click answers the same payment; the key changes with the
 * end and after each failed try.
 */
export function periodExtension(): OrderChangeRule<PeriodExtensionInput> {
  return {
    single: 'repeat',
    async refusal({ order, kind }) {
      if (order.status !== 'active' || !order.endsAt || !order.tariffKind || !kind.periods) {
        return { code: 'ORDER_NOT_EXTENDABLE', message: defaultMessages.ORDER_NOT_EXTENDABLE };
      }
      return null;
    },
    async plan({ tx, kind, order, input }) {
      const { period, total } = await periodPriceOf(tx, kind, order, input.periodCode);
      // Each failed or replaced try gets a key of its own, so choosing a period again never answers an old payment.
      const failed = (await paymentCount(tx, order.id, EXTENSION_PURPOSE, 'canceled')) + (await supersededCount(tx, order.id));
      return {
        whenPaid: true,
        data: { periodCode: period.code },
        charge: {
          amount: total,
          description: kind.cabinet.extensionDescription(order.id, period.title),
          returnPath: '/payments/status/',
          key: `extension:${order.id}:${period.code}:${order.endsAt!.toISOString()}:${failed}`,
          purpose: EXTENSION_PURPOSE,
          savePaymentMethod: true,
          ...(order.usingBonuses ? { points: { comment: `Продление заказа №${order.id}` } } : {}),
          metadata: { periodCode: period.code, successPath: `${kind.cabinet.path(order.id)}?extended=1` },
        },
      };
    },
    async applyPaid({ tx, kind, order, change, payment }) {
      if (order.status !== 'active' || !order.startsAt || !order.endsAt || !order.tariffKind) return null;
      const tariffKind = order.tariffKind as TariffKind;
      const periods = kind.periods;
      const period = periods ? await periods.period(tx, tariffKind, String(change.data.periodCode)).catch(() => null) : null;
      if (!periods || !period) return null;
      const endsAt = periods.dates.extendEnd(order.endsAt, tariffKind, period.length);
      if (!(await tryBooking(tx, kind.holds, async (sp) => void (await kind.holds.extend(order.id, endsAt, sp))))) return null;
      return {
        dates: { startsAt: order.startsAt, endsAt },
        eventReason: 'extended',
        eventData: { payment: payment.uuid, amount: payment.amount, periodCode: period.code },
      };
    },
  };
}
