import { z } from 'zod';
import { REQUEST_STATUSES, REQUEST_TYPES } from './request-graph';

/** The shapes of a request of the clouds line (domains/clouds/README.md): the client's, the staff's, a list line. */

const statusSchema = z.enum(REQUEST_STATUSES);
const actorRoleSchema = z.enum(['client', 'dispatcher', 'mover', 'storekeeper', 'system']);

export const requestWindowSchema = z.object({
  id: z.number().int(),
  date: z.string().describe('Московский день, YYYY-MM-DD'),
  time_from: z.string().describe('HH:MM по Москве'),
  time_to: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const requestAddressSchema = z.object({
  text: z.string(),
  flat: z.string().nullable(),
  entrance: z.string().nullable(),
  floor: z.number().int().nullable(),
  intercom: z.string().nullable(),
  passenger_elevator: z.boolean(),
  service_lift: z.boolean(),
});

export const requestStepSchema = z.object({
  status: statusSchema,
  title: z.string(),
  at: z.string().nullable().describe('Когда заявка дошла до шага (null — ещё не дошла)'),
  done: z.boolean(),
  current: z.boolean(),
});

export const requestEventSchema = z.object({
  from: statusSchema.nullable(),
  to: statusSchema,
  title: z.string().describe('Название нового статуса'),
  actor_role: actorRoleSchema,
  actor_title: z.string().describe('Кто: «Диспетчер», «Грузчики», «Кладовщик», «Клиент», «Система»'),
  at: z.string(),
  note: z.string().nullable(),
});

export const requestItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  photos: z.array(z.string()).describe('Адреса фото, которые открывает владелец'),
});

export const requestActSchema = z.object({ id: z.number().int(), number: z.string(), state: z.string() });

/** A request as its client sees it. */
export const requestSchema = z.object({
  id: z.number().int(),
  type: z.enum(REQUEST_TYPES),
  status: statusSchema,
  status_title: z.string(),
  payment_state: z.enum(['awaiting', 'paid', 'free']),
  order_id: z.number().int().nullable(),
  window: requestWindowSchema,
  address: requestAddressSchema,
  contact_name: z.string(),
  contact_phone: z.string(),
  comment: z.string().nullable(),
  delivery_price: z.number().int().describe('Рубли за эту поездку (0 — первый вывоз входит в тариф)'),
  crew: z.object({ name: z.string(), vehicle: z.string().nullable() }).nullable(),
  eta_at: z.string().nullable().describe('Когда грузчики приедут (со статуса MOVER_ON_WAY)'),
  steps: z.array(requestStepSchema),
  events: z.array(requestEventSchema),
  items: z.array(requestItemSchema),
  act: requestActSchema.nullable(),
  rating: z.number().int().nullable(),
  can_change_window: z.boolean(),
  can_rate: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const staffRequestItemSchema = requestItemSchema.extend({
  description: z.string().nullable(),
  status: z.enum(['stored', 'returning', 'returned']),
  photos: z.array(z.string()).describe('Адреса фото для сотрудников (/api/admin/clouds/items/photos/:uuid)'),
});

/** A request as staff see it: the client's view plus the phone and the moves the caller may make. */
export const staffRequestSchema = requestSchema.extend({
  client_phone: z.string().nullable().describe('Телефон профиля клиента'),
  client_name: z.string().nullable(),
  warehouse_id: z.number().int(),
  crew_id: z.number().int().nullable(),
  cancel_reason: z.string().nullable(),
  items: z.array(staffRequestItemSchema),
  measured_volume: z.number().nullable().describe('Замер кладовщика, м³ (null — ещё не замерено)'),
  booked_volume: z.number().describe('Объём по брони, м³'),
  next: z.array(statusSchema).describe('Статусы, в которые вызывающий может перевести заявку'),
});

/** A line of the requests history and of an order's requests. */
export const requestSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(REQUEST_TYPES),
  status: statusSchema,
  status_title: z.string(),
  payment_state: z.enum(['awaiting', 'paid', 'free']),
  order_id: z.number().int().nullable(),
  window: requestWindowSchema,
  address_text: z.string(),
  delivery_price: z.number().int(),
  eta_at: z.string().nullable(),
  items_count: z.number().int(),
  rating: z.number().int().nullable(),
  can_rate: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export type RequestView = z.infer<typeof requestSchema>;
export type StaffRequestView = z.infer<typeof staffRequestSchema>;
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestParamsSchema = z.object({
  id: z.coerce.number({ error: 'Заявка не найдена' }).int('Заявка не найдена').positive('Заявка не найдена').max(Number.MAX_SAFE_INTEGER),
});
