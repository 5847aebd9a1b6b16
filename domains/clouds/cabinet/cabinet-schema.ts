import { z } from 'zod';
import { INT4_MAX } from '../../../lib/id-limits';
import { mobilePhoneSchema } from '../../auth/schema';
import { REQUEST_TYPES } from '../requests/request-graph';
import { requestSummarySchema } from '../requests/request-schema';

// The client's cabinet of the clouds line: items, acts, returns, ratings, history (domains/clouds/README.md).

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
const orderId = id('Заказ не найден');
const requestId = id('Заявка не найдена');
const actId = id('Акт не найден');
const comment = z.string().trim().max(1000, 'Комментарий: не длиннее 1000 символов');

export const ITEMS_PAGE_LIMIT = 100;
export const HISTORY_PAGE_LIMIT = 50;

export const itemsQuerySchema = z.object({
  order_id: orderId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(ITEMS_PAGE_LIMIT).optional(),
});

export const cloudItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(['stored', 'returning', 'returned']).describe('stored — на складе, returning — едет к клиенту, returned — возвращена'),
  order_id: z.number().int().nullable(),
  photos: z.array(z.string()).describe('Адреса фотографий (только владельцу)'),
  stored_at: z.string().describe('Когда кладовщик принял вещь'),
  return_request_id: z.number().int().nullable(),
});
export const cloudItemsSchema = z.object({ items: z.array(cloudItemSchema), count: z.number().int() });
export type CloudItemView = z.infer<typeof cloudItemSchema>;

export const photoParamsSchema = z.object({ uuid: z.uuid({ error: 'Фото не найдено' }) });

export const returnBodySchema = z
  .object({
    order_id: orderId,
    item_ids: z.array(id('Вещь не найдена')).max(500, 'Слишком много вещей в одной заявке').optional(),
    all: z.boolean().optional(),
    window_id: id('Окно не найдено'),
    address_id: id('Адрес не найден'),
    floor: z.number().int().min(-5, 'Этаж: от −5 до 200').max(200, 'Этаж: от −5 до 200').nullable().optional(),
    passenger_elevator: z.boolean(),
    service_lift: z.boolean(),
    contact_name: z.string().trim().min(1, 'Укажите, кто встретит грузчиков').max(120, 'Имя: не длиннее 120 символов'),
    contact_phone: mobilePhoneSchema,
    comment: comment.optional(),
  })
  .refine((body) => body.all === true || (body.item_ids?.length ?? 0) > 0, {
    message: 'Выберите вещи, которые привезти',
    path: ['item_ids'],
  });
export type ReturnBody = z.output<typeof returnBodySchema>;

export const requestPaymentBodySchema = z.object({ request_id: requestId, use_bonuses: z.boolean().optional() });
export const requestPaymentSchema = z.object({
  payment: z
    .object({ id: z.string(), confirmation_url: z.string().nullable() })
    .nullable()
    .describe('null — платить не нужно (бонусами целиком)'),
  request_id: z.number().int(),
});

export const actsQuerySchema = z.object({ order_id: orderId });
export const actDecisionBodySchema = z
  .object({ act_id: actId, decision: z.enum(['accept', 'dispute']), comment: comment.optional() })
  .refine((body) => body.decision !== 'dispute' || (body.comment?.length ?? 0) > 0, {
    message: 'Напишите, с чем вы не согласны',
    path: ['comment'],
  });
export const actIdBodySchema = z.object({ act_id: actId });
export const actOfRequestBodySchema = z.object({ request_id: requestId });

export const actSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  request_id: z.number().int(),
  order_id: z.number().int(),
  state: z.enum(['awaiting_client', 'accepted', 'disputed']),
  booked_volume: z.number().describe('м³'),
  measured_volume: z.number().describe('м³'),
  price_difference: z.number().int().describe('Доплата (+) или возврат (−) за остаток оплаченного периода, ₽'),
  items: z.array(z.object({ title: z.string(), photos: z.array(z.string()) })),
  settlement: z.object({
    kind: z.enum(['charge', 'refund', 'none']),
    amount: z.number().int(),
    payment_url: z.string().nullable().describe('Ссылка на оплату доплаты, когда сохранённой карты нет'),
    state: z
      .enum(['none', 'pending', 'paid', 'failed'])
      .describe('Доплата: ждёт списания или оплаты по ссылке, оплачена, не прошла; возврат: pending до проведения'),
    paid_at: z.string().nullable().describe('Когда доплата получена'),
  }),
  reason: z.string().nullable().describe('Почему изменилась цена, по-русски'),
  comment: z.string().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type ActView = z.infer<typeof actSchema>;

const rating = z
  .number({ error: 'Поставьте оценку от 1 до 5' })
  .int('Оценка — целое число от 1 до 5')
  .min(1, 'Оценка: от 1 до 5')
  .max(5, 'Оценка: от 1 до 5');
export const requestRatingBodySchema = z.object({ request_id: requestId, rating, comment: comment.optional() });
export const orderRatingBodySchema = z.object({ order_id: orderId, rating, comment: comment.optional() });

export const historyBodySchema = z.object({
  page: z.number().int().min(1).max(10_000).optional(),
  limit: z.number().int().min(1).max(HISTORY_PAGE_LIMIT).optional(),
  type: z.enum(REQUEST_TYPES).optional(),
  order_id: orderId.optional(),
});
export const historySchema = z.object({ items: z.array(requestSummarySchema), count: z.number().int() });
