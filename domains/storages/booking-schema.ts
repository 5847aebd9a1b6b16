import { z } from 'zod';
import { INT4_MAX } from '../../lib/id-limits';
import { periodCodeSchema, promoCodeSchema, tariffKindSchema } from '../orders/schema';
import { isoDateSchema } from '../profile/schema';

const idSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}: укажите номер` })
    .int(`${label}: укажите целый номер`)
    .positive(`${label}: укажите номер больше нуля`)
    .max(2_147_483_647, `${label}: слишком большой номер`);

/** POST /api/cabinet/site/storages/booking and POST /api/cabinet/orders/guest. */
export const storageBookingSchema = z.object({
  slot_id: idSchema('Ячейка'),
  tariff_kind: tariffKindSchema,
  period_code: periodCodeSchema,
  start_date: isoDateSchema,
  promo_code: promoCodeSchema.nullish(),
  use_bonuses: z.boolean({ error: 'use_bonuses: да или нет' }).optional(),
  auto_renewal: z.boolean({ error: 'auto_renewal: да или нет' }).optional(),
  payment_method: z.enum(['card', 'invoice'], { error: 'Способ оплаты: картой или по счёту' }).optional(),
  company_uuid: z.string({ error: 'Выберите компанию' }).trim().max(64, 'Компания не найдена').nullish(),
  confirmation_token: z.string({ error: 'Подтвердите телефон кодом' }).trim().max(200, 'Подтвердите телефон кодом').nullish(),
});
export type StorageBookingBody = z.infer<typeof storageBookingSchema>;

/** GET …/get-periods, …/get-slots: `?id=<cell id>`. */
export const cellIdQuerySchema = z.object({ id: idSchema('Ячейка') });

/** The rental a free count is for: any part may be left out (today, the tariff's first period). */
export const stayFields = {
  start_date: isoDateSchema.optional(),
  tariff_kind: tariffKindSchema.optional(),
  period_code: periodCodeSchema.optional(),
};

/** GET …/cancel/get-other-slot and …/get-slots: a cell and, optionally, the rental to find room for. */
export const otherSlotQuerySchema = z.object({ id: idSchema('Ячейка'), ...stayFields });

/** POST …/update-slot */
export const updateSlotSchema = z.object({ order_id: idSchema('Заказ'), slot_id: idSchema('Ячейка') });

/** POST …/booking-cancel */
export const bookingCancelSchema = z.object({ order_id: idSchema('Заказ') });

/** The price calculation of the booking page: like the booking, with the start date optional. */
export const storageCalculateSchema = z.object({
  slot_id: idSchema('Ячейка'),
  tariff_kind: tariffKindSchema,
  period_code: periodCodeSchema,
  start_date: isoDateSchema.optional(),
  promo_code: promoCodeSchema.nullish(),
  use_bonuses: z.boolean({ error: 'use_bonuses: да или нет' }).optional(),
});
export type StorageCalculateBody = z.infer<typeof storageCalculateSchema>;

/** POST /api/cabinet/v2/payments/promocodes(/v2): a code, with the rental of a cell it is for when known. */
export const promoCheckSchema = z.object({
  promo_code: promoCodeSchema.min(1, 'Введите промокод'),
  slot_id: z.coerce.number({ error: 'Ячейка: укажите номер' }).int().positive().max(INT4_MAX, 'Ячейка не найдена').optional(),
  tariff_kind: tariffKindSchema.optional(),
  period_code: periodCodeSchema.optional(),
  start_date: isoDateSchema.optional(),
});

/** A free cell offered instead of a taken one. */
export interface AlternativeCell {
  id: number;
  number: string;
  floor: number;
  size_code: string;
  area: number;
  warehouse: { id: number; slug: string; name: string; address: string };
  same_warehouse: boolean;
  url: string;
}
