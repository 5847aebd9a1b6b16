import { z } from 'zod';
import { isoDateSchema } from '../../../lib/iso-date-schema';
import { INT4_MAX } from '../../../lib/id-limits';
import { phoneSchema } from '../../auth/schema';
import { REQUEST_STATUSES } from '../requests/request-graph';
import { requestWindowSchema, staffRequestSchema } from '../requests/request-schema';

/** The staff console of the clouds line (`/api/admin/clouds/…`): inputs and answers. */

const bigId = (what: string) =>
  z.coerce
    .number({ error: `${what}: ожидается номер` })
    .int(`${what}: ожидается номер`)
    .positive(`${what}: ожидается номер`)
    .max(Number.MAX_SAFE_INTEGER, `${what}: слишком большой номер`);

export const idParamsSchema = z.object({ id: bigId('Номер') });
export const memberParamsSchema = z.object({ id: bigId('Бригада'), userId: bigId('Сотрудник') });
export const photoParamsSchema = z.object({ uuid: z.string().regex(/^[0-9a-f-]{36}$/, 'Фото не найдено') });

export const windowsQuerySchema = z.object({
  warehouse_id: z.coerce
    .number({ error: 'Склад: ожидается номер' })
    .int('Склад: ожидается номер')
    .positive('Склад: ожидается номер')
    .max(INT4_MAX, 'Склад не найден'),
  day: isoDateSchema,
});

export const windowCrewsSchema = z.object({
  crews: z
    .number({ error: 'Бригад: ожидается число' })
    .int('Бригад: целое число')
    .min(0, 'Бригад: не меньше 0')
    .max(50, 'Бригад: не больше 50'),
});

const crewName = z
  .string({ error: 'Укажите название бригады' })
  .trim()
  .min(1, 'Укажите название бригады')
  .max(80, 'Название: до 80 символов');
const vehicle = z.string().trim().max(40, 'Машина: до 40 символов').nullable().optional();

export const crewCreateSchema = z.object({
  warehouse_id: windowsQuerySchema.shape.warehouse_id,
  name: crewName,
  vehicle,
});

export const crewUpdateSchema = z.object({ name: crewName.optional(), vehicle, active: z.boolean().optional() });

export const crewsQuerySchema = z.object({ warehouse_id: windowsQuerySchema.shape.warehouse_id.optional() });

export const memberBodySchema = z.object({ phone: phoneSchema });

export const assignSchema = z.object({ crew_id: bigId('Бригада') });

export const cancelSchema = z.object({
  reason: z.string({ error: 'Укажите причину отмены' }).trim().min(3, 'Укажите причину отмены').max(500, 'Причина: до 500 символов'),
});

export const unassignSchema = z.object({
  reason: z.string({ error: 'Причина: ожидается текст' }).trim().max(500, 'Причина: до 500 символов').optional(),
});

export const moveSchema = z.object({
  to: z.enum(REQUEST_STATUSES, { error: 'Неизвестный статус заявки' }),
  eta_minutes: z
    .number({ error: 'Через сколько минут: ожидается число' })
    .int('Через сколько минут: целое число')
    .min(5, 'Через сколько минут: от 5 до 600')
    .max(600, 'Через сколько минут: от 5 до 600')
    .optional()
    .describe('Для MOVER_ON_WAY: через сколько минут грузчики приедут (без него — к началу окна)'),
  note: z.string().trim().max(500, 'Комментарий: до 500 символов').optional(),
});

export const routeQuerySchema = z.object({ day: isoDateSchema.optional().describe('Московский день; без него — сегодня') });

export const storekeeperQuerySchema = z.object({ warehouse_id: windowsQuerySchema.shape.warehouse_id.optional() });

export const itemCreateSchema = z.object({
  title: z.string({ error: 'Назовите вещь' }).trim().min(1, 'Назовите вещь').max(120, 'Название: до 120 символов'),
  description: z.string().trim().max(1000, 'Описание: до 1000 символов').optional(),
});

export const acceptSchema = z.object({
  measured_volume: z
    .number({ error: 'Объём: ожидается число' })
    .min(0.1, 'Объём: от 0,1 до 100 м³')
    .max(100, 'Объём: от 0,1 до 100 м³')
    .describe('Замер кладовщика, м³'),
});

export const crewMemberSchema = z.object({ user_id: z.number().int(), phone: z.string().nullable(), name: z.string().nullable() });

export const crewSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  name: z.string(),
  vehicle: z.string().nullable(),
  active: z.boolean(),
  members: z.array(crewMemberSchema),
});
export type CrewView = z.infer<typeof crewSchema>;

export const consoleWindowSchema = requestWindowSchema.extend({
  warehouse_id: z.number().int(),
  crews: z.number().int(),
  booked: z.number().int().describe('Живые заявки окна, включая неоплаченные'),
  free_crews: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('Бригады склада, свободные в это окно'),
  requests: z.array(staffRequestSchema).describe('Только оплаченные или бесплатные заявки'),
});

export const windowsDaySchema = z.object({
  day: z.string(),
  warehouse_id: z.number().int(),
  windows: z.array(consoleWindowSchema),
  crews: z.array(crewSchema),
});

export const routeSchema = z.object({
  day: z.string(),
  crew: crewSchema.nullable(),
  requests: z.array(staffRequestSchema),
  next_id: z.number().int().nullable().describe('Следующая незавершённая заявка маршрута'),
});

export const storekeeperListSchema = z.object({
  arriving: z.array(staffRequestSchema).describe('Вывозы, которые едут на склад или принимаются'),
  to_hand_out: z.array(staffRequestSchema).describe('Возвраты, которые нужно собрать и выдать грузчикам'),
});

export const itemSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(['stored', 'returning', 'returned']),
  photos: z.array(z.string()),
});
export type ItemView = z.infer<typeof itemSchema>;

export const photoSchema = z.object({
  id: z.string().describe('uuid'),
  item_id: z.number().int(),
  url: z.string(),
  size: z.number().int(),
});

export const deletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
