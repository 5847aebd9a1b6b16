import { z } from 'zod';
import { isoDateSchema } from '../profile/schema';

const idSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}: укажите номер` })
    .int(`${label}: укажите целый номер`)
    .positive(`${label}: укажите номер больше нуля`)
    .max(2_147_483_647, `${label}: слишком большой номер`);

export const tariffKindSchema = z.enum(['monthly', 'daily', 'guest'], { error: 'Выберите тариф: помесячный, посуточный или гостевой' });
export const periodCodeSchema = z
  .string({ error: 'Выберите срок аренды' })
  .trim()
  .min(1, 'Выберите срок аренды')
  .max(40, 'Срок аренды не найден');
export const promoCodeSchema = z
  .string({ error: 'Промокод — это строка' })
  .trim()
  .max(40, 'Промокод не длиннее 40 символов')
  .regex(/^[\p{L}\d_-]*$/u, 'Промокод состоит из букв, цифр, «-» и «_»');

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
