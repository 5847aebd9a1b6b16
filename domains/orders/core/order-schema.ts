import { z } from 'zod';

/** The field schemas every line's calculate and booking bodies share. */
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

const orderIdSchema = z.coerce
  .number({ error: 'Заказ: укажите номер' })
  .int('Заказ: укажите целый номер')
  .positive('Заказ: укажите номер больше нуля')
  .max(Number.MAX_SAFE_INTEGER, 'Заказ не найден');

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
