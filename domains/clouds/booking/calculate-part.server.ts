import { calculatePart } from '../../orders/service.server';
import type { CloudBooking } from './booking.server';
import { cloudCalculateSchema } from './booking-schema';

/** The clouds line's part of the calculate calls (`product_mark: CLOUD`): a draft space of the warehouse and volume. */
export function cloudCalculatePart(booking: Pick<CloudBooking, 'quoteInput'>) {
  return calculatePart({
    body: cloudCalculateSchema,
    markTitle: 'CLOUD — облачное хранение',
    quote: (body, asker) => ({
      ...booking.quoteInput(body),
      useBonuses: asker.withBonuses && (body.use_bonuses ?? false),
      userId: asker.userId,
    }),
  });
}
