import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { appliedChangesOf, type ChangeRefusal, type OrderChangeRule } from '../../orders/service.server';
import { prokatRentalUnits } from '../tables';
import { earlyEndFigures } from './early-end-figures.server';
import { earlyEndInputSchema, type EarlyEndInput } from './rental-actions-schema';
import { toolsOfRental } from './rental-tools.server';

export const EARLY_END = 'end_early';

const refused = (message: string): ChangeRefusal => ({ code: 'ORDER_NOT_CANCELLABLE', message });

/**
 * Why this rental cannot end early now, or null; the same words for the refund preview and the
 * request. The tools must be back first: what comes back is counted from the return.
 */
export async function earlyEndRefusal(tx: Tx, order: { id: number; status: string }): Promise<ChangeRefusal | null> {
  if (order.status === 'awaiting_payment') return refused('Прокат ещё не оплачен: отмените бронь — с карты ничего не спишется');
  if (order.status !== 'active') return refused('Прокат уже завершён: завершать досрочно нечего');
  if ((await appliedChangesOf(tx, order.id, EARLY_END)).length > 0) return refused('Аренда уже завершена досрочно');
  const tools = await toolsOfRental(tx, order.id);
  if (tools.length === 0) return refused('Прокат ещё не начался: дождитесь подтверждения оплаты');
  return null;
}

function inputOf(raw: unknown): EarlyEndInput {
  const parsed = earlyEndInputSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', { message: parsed.error.issues[0]?.message ?? 'Проверьте оценки' });
  return parsed.data;
}

/**
 * The rental kind's `end_early` change, the rentals' cancel flow. Every tool must be back in a
 * locker (or still in its cell): then the unused whole hours or days of each returned tool come back
 * (`early-end-rules.ts`), money to the card and the part points paid as points, and the order's
 * end becomes now; the tools still in their cells stop waiting. An order none of whose tools was
 * taken is canceled with everything paid returned. The deposit is released by the core when the
 * order ends (at once when canceled, else once the returned tools pass their check).
 */
export function rentalEarlyEnd(): OrderChangeRule<EarlyEndInput> {
  return {
    single: true,
    async refusal({ tx, order, now }) {
      const refusal = await earlyEndRefusal(tx, order);
      if (refusal) return refusal;
      const figures = await earlyEndFigures(tx, order, now, 0);
      if (!figures.all_back) return refused('Сначала верните инструмент в любой постамат: к возврату считаем время после возврата');
      if (figures.time_over)
        return refused('Оплаченное время уже закончилось: завершать досрочно нечего, прокат завершится после проверки');
      return null;
    },
    async plan({ tx, order, input, now, refundable }) {
      const { quality_statuses: marks, comment } = inputOf(input);
      await toolsOfRental(tx, order.id, { lock: true });
      const money = await refundable();
      const figures = await earlyEndFigures(tx, order, now, money.provider);
      // The tools still in their cells stop waiting: their PINs and the «Открыть ячейку» open nothing from now.
      await tx
        .update(prokatRentalUnits)
        .set({ pickupUntil: now })
        .where(
          and(
            eq(prokatRentalUnits.orderId, order.id),
            eq(prokatRentalUnits.stage, 'awaiting_pickup'),
            gt(prokatRentalUnits.pickupUntil, now),
          ),
        );
      const refund =
        figures.refund > 0
          ? {
              amount: figures.refund,
              reason: 'досрочное завершение проката',
              key: `rental-early:${order.id}`,
              paymentIds: money.providerPayments,
            }
          : undefined;
      const data = {
        quality_statuses: marks,
        comment: comment || null,
        refund: figures.refund,
        points: figures.points,
        tools: figures.tools,
      };
      // A cancel gives back every point the order spent by itself.
      if (figures.never_taken) return { cancel: { reason: 'ended_early' }, refund, data };
      const returnPoints =
        figures.points > 0 ? { points: figures.points, comment: `Неиспользованное время проката, заказ №${order.id}` } : undefined;
      return {
        dates: { startsAt: order.startsAt ?? now, endsAt: now },
        eventReason: 'ended_early',
        eventData: { refund: figures.refund, points: figures.points, quality_statuses: marks },
        refund,
        returnPoints,
        data,
      };
    },
  };
}
