import { z } from 'zod';
import { INT4_MAX } from '../../../lib/id-limits';
import { isoDateSchema } from '../../profile/schema';
import { periodCodeSchema, promoCodeSchema, tariffKindSchema } from '../../storages/schema';

const orderIdSchema = z.coerce
  .number({ error: 'Заказ: укажите номер' })
  .int('Заказ: укажите целый номер')
  .positive('Заказ: укажите номер больше нуля')
  .max(Number.MAX_SAFE_INTEGER, 'Заказ не найден');

/** POST /api/cabinet/v2/payments/promocodes(/v2): a code, with the rental it is for when known. */
export const promoCheckSchema = z.object({
  promo_code: promoCodeSchema.min(1, 'Введите промокод'),
  slot_id: z.coerce.number({ error: 'Ячейка: укажите номер' }).int().positive().max(INT4_MAX, 'Ячейка не найдена').optional(),
  tariff_kind: tariffKindSchema.optional(),
  period_code: periodCodeSchema.optional(),
  start_date: isoDateSchema.optional(),
});

/** POST /api/cabinet/v2/orders/promocodes: apply (or with an empty code remove) a promo code. */
export const orderPromoSchema = z.object({
  order_id: orderIdSchema,
  promo_code: promoCodeSchema.nullable(),
});

/** POST /api/cabinet/v2/placeOrder: pay an order awaiting payment again. */
export const placeOrderSchema = z.object({ order_id: orderIdSchema });

/** DELETE /api/cabinet/orders/guest */
export const guestOrderDeleteSchema = z.object({
  id: orderIdSchema,
  token: z.string({ error: 'Нет ключа заказа' }).trim().min(16, 'Неверный ключ заказа').max(200, 'Неверный ключ заказа'),
});

/** GET /api/cabinet/orders/guest?id=&token= : the guest's order for its success page. */
export const guestOrderQuerySchema = guestOrderDeleteSchema;
