import { z } from 'zod';

export const WAITLIST_RULES = {
  /** How long a freed unit is kept for the first waiting person. */
  offerMinutes: 15,
  /** A wait with no offer ends by itself after this many days. */
  waitDays: 14,
  /** Live waits (waiting or offered) one person may have at once. */
  maxLive: 10,
} as const;

/** POST /api/cabinet/v2/rental/waitlist: wait for a model at a locker. */
export const joinWaitlistSchema = z.object({
  postomat_id: z.coerce
    .number({ error: 'Выберите постамат' })
    .int('Выберите постамат')
    .positive('Выберите постамат')
    .max(2_147_483_647, 'Такого постамата нет'),
  model_slug: z
    .string({ error: 'Выберите инструмент' })
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, 'Некорректный адрес модели'),
});

/** DELETE /api/cabinet/v2/rental/waitlist?id=: stop waiting. */
export const waitlistIdSchema = z.object({
  id: z.coerce
    .number({ error: 'Укажите запись листа ожидания' })
    .int('Укажите запись листа ожидания')
    .positive('Укажите запись листа ожидания')
    .max(Number.MAX_SAFE_INTEGER, 'Такой записи нет'),
});

export const WAITLIST_STATUS_TITLES = {
  waiting: 'Ждёте',
  offered: 'Отложен для вас',
  booked: 'Забронирован',
  expired: 'Время вышло',
  canceled: 'Отменено',
} as const;

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(['waiting', 'offered', 'booked', 'expired', 'canceled']),
  status_title: z.string(),
  /** Place in the queue of this model at this locker (1: next), while waiting. */
  position: z.number().int().nullable(),
  model: z.object({ slug: z.string(), name: z.string(), category_slug: z.string() }),
  postomat: z.object({ id: z.number().int(), number: z.string(), address: z.string() }),
  /** While offered: until when the unit is kept. */
  offered_until: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
