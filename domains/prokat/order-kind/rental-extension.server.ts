import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { OrderChangeRule } from '../../orders/service.server';
import { prokatRentalUnits, prokatUnitBookings } from '../tables';
import { extensionOffer } from './extension-offer.server';
import { rentalExtensionInputSchema, type RentalExtensionInput } from './rental-actions-schema';
import { orderExtension, UNIT_MS, type RentalUnit, type ToolExtension } from './extension-rules';
import { toolsOfRental, type ExtensionData } from './rental-tools.server';

/** The purpose of an extension's payment: the order core's, so its listener settles it and tells the owner. */
const EXTENSION_PURPOSE = 'extension';

function inputOf(raw: unknown): { unit: RentalUnit; periodNumber: number } {
  const parsed = rentalExtensionInputSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', { message: parsed.error.issues[0]?.message ?? 'Выберите срок продления' });
  return { unit: parsed.data.unit, periodNumber: parsed.data.period_number };
}

/**
 * Moves one tool's end in the savepoint of the payment's settlement: its booking first (another
 * order's booking right after it makes PostgreSQL refuse, 23P01), then its clock; the reminder and
 * the overdue notice of the new end come again.
 */
async function moveToolEnd(tx: Tx, orderId: number, extension: ToolExtension, minutes: number) {
  const { during } = prokatUnitBookings;
  const end = sql`greatest(upper(${during}), ${extension.to.toISOString()}::timestamptz)`;
  await tx
    .update(prokatUnitBookings)
    .set({ during: sql`tstzrange(lower(${during}), ${end}, '[)')` })
    .where(
      and(
        eq(prokatUnitBookings.orderId, orderId),
        eq(prokatUnitBookings.unitId, extension.unitId),
        eq(prokatUnitBookings.status, 'active'),
      ),
    );
  await tx
    .update(prokatRentalUnits)
    .set({
      ...(extension.moves === 'pickup' ? { pickupUntil: extension.to } : { dueAt: extension.to }),
      lengthMinutes: sql`${prokatRentalUnits.lengthMinutes} + ${minutes}`,
      remindedAt: null,
      overdueToldAt: null,
    })
    .where(and(eq(prokatRentalUnits.orderId, orderId), eq(prokatRentalUnits.unitId, extension.unitId)));
}

/**
 * The rental kind's `extend` change: every tool of a paid order still waiting in its cell or in use
 * gets one more period of its model's tariff, paid from the order page. The price is quoted and the
 * tools checked free after their ends (else 409 before any payment); nothing moves until the payment
 * succeeds. Then, from the order as it is then, each tool's booking and clock move by the period (a
 * late tool's from that moment); a tool booked by another order meanwhile, returned or not picked up
 * in time makes the core return the money and refuse the change.
 */
export function rentalExtension(): OrderChangeRule<RentalExtensionInput> {
  return {
    single: 'repeat',
    async refusal({ tx, order, input, now }) {
      if (order.status === 'awaiting_payment') {
        return { code: 'ORDER_NOT_EXTENDABLE', message: 'Прокат ещё не оплачен: продлить его можно после оплаты' };
      }
      if (order.status !== 'active') return { code: 'ORDER_NOT_EXTENDABLE', message: 'Прокат уже завершён: продлевать нечего' };
      return (await extensionOffer(tx, order, inputOf(input), now)).problem;
    },
    async plan({ tx, kind, order, input, now }) {
      const offer = await extensionOffer(tx, order, inputOf(input), now);
      const data: ExtensionData = {
        unit: offer.unit,
        period_number: offer.periodNumber,
        units: offer.tools.map((tool) => ({ unit_id: tool.unitId, amount: tool.amount })),
      };
      return {
        whenPaid: true,
        data: { ...data, quoted_end: offer.newEnd?.toISOString() ?? null },
        charge: {
          amount: offer.amount,
          description: kind.cabinet.extensionDescription(order.id, offer.title),
          returnPath: '/payments/status/',
          purpose: EXTENSION_PURPOSE,
          savePaymentMethod: true,
          metadata: { successPath: `${kind.cabinet.path(order.id)}?extended=1` },
        },
      };
    },
    async applyPaid({ tx, kind, order, change, payment, now }) {
      if (order.status !== 'active' || !order.startsAt || !order.endsAt) return null;
      const data = change.data as unknown as ExtensionData;
      const minutes = (UNIT_MS[data.unit] * data.period_number) / 60_000;
      const tools = await toolsOfRental(tx, order.id, { lock: true });
      const extensions = orderExtension(tools, minutes * 60_000, now);
      const paid = data.units.map((each) => extensions.find((e) => e.unitId === each.unit_id));
      // A tool paid for is back or was not picked up in time: the whole payment is returned.
      if (paid.some((e) => e === undefined)) return null;
      try {
        await tx.transaction(async (savepoint) => {
          for (const extension of paid) await moveToolEnd(savepoint, order.id, extension!, minutes);
        });
      } catch (error) {
        if (kind.holds.isBookingConflict(error)) return null;
        throw error;
      }
      const endsAt = new Date(Math.max(order.endsAt.getTime(), ...paid.map((e) => e!.to.getTime())));
      return {
        dates: { startsAt: order.startsAt, endsAt },
        eventReason: 'extended',
        eventData: { payment: payment.uuid, amount: payment.amount, unit: data.unit, period_number: data.period_number },
      };
    },
  };
}
