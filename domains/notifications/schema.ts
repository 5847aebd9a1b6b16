import { z } from 'zod';
import { isoDateSchema } from '../profile/schema';

/**
 * Kinds of notification, for the list's `show_type` filter: an order's life (booked, cancellation
 * accepted, hold expiring), a payment (paid, failed, renewal charged or declined, refund paid), the
 * support chat, and what the company tells everyone. Rows written before the kinds existed are `ALL`.
 */
export const NOTIFICATION_SHOW_TYPES = ['ORDER', 'PAYMENT', 'SUPPORT', 'SYSTEM'] as const;
export type NotificationShowType = (typeof NOTIFICATION_SHOW_TYPES)[number];

const MAX_IDS = 500;
const day = isoDateSchema.describe('Дата ГГГГ-ММ-ДД по Москве');

export const notificationListQuerySchema = z
  .object({
    order_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    show_type: z.enum(NOTIFICATION_SHOW_TYPES).optional(),
    start: day.optional().describe('С этого дня включительно'),
    end: day.optional().describe('По этот день включительно'),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'Начало периода позже его конца', path: ['end'] });
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable().describe('Куда ведёт уведомление: путь страницы сайта'),
  order_id: z.number().int().nullable(),
  show_type: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

const idsSchema = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .min(1, 'Выберите хотя бы одно уведомление')
  .max(MAX_IDS, `Не больше ${MAX_IDS} уведомлений за раз`);

export const markReadSchema = z
  .object({
    ids: idsSchema.optional(),
    all: z.boolean().optional().describe('Отметить прочитанными все уведомления'),
  })
  .refine((b) => b.all === true || b.ids !== undefined, { message: 'Укажите уведомления или all: true', path: ['ids'] });

export const hideSchema = z.object({ ids: idsSchema });

export const unreadSchema = z.object({ unread: z.number().int().describe('Непрочитанных уведомлений осталось') });
