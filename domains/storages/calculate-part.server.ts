import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { moscowDate } from '../../lib/moscow-calendar';
import { calculatePart } from '../orders/service.server';
import { storageCalculateSchema } from './booking-schema';

/**
 * The storage line's part of the calculate calls: a cell's rental, with no `product_mark` or `STORAGE`
 * (the booking page sends none). Without a start date the rental starts today.
 */
export function storageCalculatePart(clock: Clock) {
  return calculatePart({
    body: storageCalculateSchema.extend({ product_mark: z.literal('STORAGE').optional() }),
    markTitle: 'без него или STORAGE — ячейка склада',
    quote: (body, asker) => ({
      kind: 'storage',
      choice: {
        itemId: body.slot_id,
        tariffKind: body.tariff_kind,
        periodCode: body.period_code,
        startDate: body.start_date ?? moscowDate(clock.now()),
      },
      promoCode: body.promo_code,
      useBonuses: asker.withBonuses && (body.use_bonuses ?? false),
      userId: asker.userId,
    }),
  });
}
