import { z } from 'zod';

export const RATING_COMMENT_MAX = 1000;

/** POST /api/cabinet/orders/rating/send: a finished order's rating, 1 to 5 stars, and an optional comment. */
export const ratingSendSchema = z.object({
  id: z.coerce
    .number({ error: 'Укажите номер заказа' })
    .int('Неверный номер заказа')
    .positive('Неверный номер заказа')
    .max(Number.MAX_SAFE_INTEGER, 'Неверный номер заказа'),
  rating: z
    .number({ error: 'Поставьте оценку от 1 до 5' })
    .int('Оценка — целое число от 1 до 5')
    .min(1, 'Оценка — от 1 до 5')
    .max(5, 'Оценка — от 1 до 5'),
  comment: z
    .string({ error: 'Комментарий — текст' })
    .trim()
    .max(RATING_COMMENT_MAX, `Комментарий — не длиннее ${RATING_COMMENT_MAX} символов`)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type RatingSend = z.infer<typeof ratingSendSchema>;

export const orderRatingSchema = z.object({
  order_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const adminRatingQuerySchema = z.object({
  offset: z.coerce.number({ error: 'Смещение — число' }).int('Смещение — целое число').min(0, 'Смещение — не меньше 0').default(0),
  limit: z.coerce
    .number({ error: 'Лимит — число' })
    .int('Лимит — целое число')
    .min(1, 'Лимит — от 1')
    .max(100, 'Лимит — не больше 100')
    .default(20),
});
export type AdminRatingQuery = z.infer<typeof adminRatingQuerySchema>;

/** A rating as the staff console lists it: the order, its line, who rated. */
export const adminRatingSchema = orderRatingSchema.extend({
  id: z.number().int(),
  order_kind: z.string(),
  user: z.object({ id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable() }),
});
export type AdminRating = z.infer<typeof adminRatingSchema>;
