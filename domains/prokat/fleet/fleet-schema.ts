import { IANAZone } from 'luxon';
import { z } from 'zod';
import { INT4_MAX } from '../../../lib/id-limits';

/** The staff console's calls over the locker fleet: lockers, their cells and the tools in them. */

const idOf = (what: string) =>
  z.coerce
    .number({ error: `${what}: нужен номер` })
    .int(`${what}: нужен целый номер`)
    .positive(`${what}: нужен номер больше нуля`)
    .max(INT4_MAX, `${what}: такого нет`);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: ожидается текст` })
    .trim()
    .min(1, `${label}: заполните поле`)
    .max(max, `${label}: не больше ${max} символов`);

const note = z.string({ error: 'Комментарий: ожидается текст' }).trim().max(500, 'Комментарий: не больше 500 символов').optional();

export const CELL_SIZES = ['S', 'M', 'L'] as const;
const size = z.enum(CELL_SIZES, { error: 'Размер ячейки: S, M или L' });

export const fleetIdParamsSchema = z.object({ id: idOf('Номер записи') });

/** A new locker, or all the fields of an edited one. */
export const lockerInputSchema = z
  .object({
    number: z
      .string({ error: 'Номер постамата: ожидается текст' })
      .trim()
      .toUpperCase()
      .regex(/^[А-ЯЁA-Z]{1,3}-\d{1,6}$/u, 'Номер постамата — как напечатан на нём: буквы, дефис, цифры, например П-101'),
    name: text('Название', 120),
    city_id: idOf('Город'),
    address: text('Адрес', 300),
    place: z.string({ error: 'Как найти: ожидается текст' }).trim().max(300, 'Как найти: не больше 300 символов').default(''),
    latitude: z.number({ error: 'Широта: ожидается число' }).min(-90, 'Широта: от −90 до 90').max(90, 'Широта: от −90 до 90'),
    longitude: z.number({ error: 'Долгота: ожидается число' }).min(-180, 'Долгота: от −180 до 180').max(180, 'Долгота: от −180 до 180'),
    time_zone: z
      .string({ error: 'Часовой пояс: ожидается текст' })
      .trim()
      .max(60, 'Часовой пояс: не больше 60 символов')
      .refine((zone) => IANAZone.isValidZone(zone), 'Часовой пояс: название из базы IANA, например Europe/Moscow'),
    timetable: z
      .object({
        text: text('Часы работы', 120),
        around_24h: z.boolean({ error: 'Круглосуточно: true или false' }),
      })
      .strict(),
  })
  .strict();
export type LockerInput = z.infer<typeof lockerInputSchema>;

export const lockerActiveSchema = z.object({ active: z.boolean({ error: 'Открыт: true или false' }) }).strict();

export const MAX_CELL_NUMBER = 999;

/** «Добавить ячейки»: `count` cells of one size, numbered from `first_number` (else after the locker's last). */
export const cellsAddSchema = z
  .object({
    size,
    count: z
      .number({ error: 'Сколько ячеек: ожидается число' })
      .int('Сколько ячеек: целое число')
      .min(1, 'Сколько ячеек: от 1 до 50')
      .max(50, 'Сколько ячеек: от 1 до 50'),
    first_number: z
      .number({ error: 'Номер первой ячейки: ожидается число' })
      .int('Номер первой ячейки: целое число')
      .min(1, `Номер первой ячейки: от 1 до ${MAX_CELL_NUMBER}`)
      .max(MAX_CELL_NUMBER, `Номер первой ячейки: от 1 до ${MAX_CELL_NUMBER}`)
      .optional(),
  })
  .strict()
  .refine((body) => (body.first_number ?? 1) + body.count - 1 <= MAX_CELL_NUMBER, {
    path: ['count'],
    message: `Номера ячеек — не больше ${MAX_CELL_NUMBER}`,
  });

export const cellBrokenSchema = z.object({ broken: z.boolean({ error: 'Неисправна: true или false' }) }).strict();

export const unitAddSchema = z
  .object({
    model_id: idOf('Модель'),
    inventory_number: z
      .string({ error: 'Инвентарный номер: ожидается текст' })
      .trim()
      .toUpperCase()
      .min(1, 'Инвентарный номер: заполните поле')
      .max(40, 'Инвентарный номер: не больше 40 символов')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, 'Инвентарный номер: буквы, цифры, дефис, точка или косая черта'),
    cell_id: idOf('Ячейка'),
  })
  .strict();

export const unitMoveSchema = z.object({ cell_id: idOf('Ячейка') }).strict();
export const unitNoteSchema = z.object({ note }).strict();
/** «Отремонтирован»: back on offer where it lies, or in the free cell chosen (a tool at the workshop needs one). */
export const unitRepairedSchema = z.object({ cell_id: idOf('Ячейка').optional() }).strict();

// ─── Answers ────────────────────────────────────────────────────────────────

export const UNIT_STATUSES = ['available', 'rented', 'checking', 'broken', 'retired'] as const;

export const fleetLockerSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  city_id: z.number().int(),
  address: z.string(),
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  timetable: z.object({ text: z.string(), around_24h: z.boolean() }),
  active: z.boolean(),
  counts: z.object({
    cells: z.number().int(),
    free_cells: z.number().int().describe('Исправные, без инструмента и без открытой двери'),
    broken_cells: z.number().int(),
    units_in_cells: z.number().int(),
    units_out: z.number().int().describe('Взяты из этого постамата и ещё не возвращены'),
  }),
});
export type FleetLocker = z.infer<typeof fleetLockerSchema>;

export const fleetCellSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  size: size,
  broken: z.boolean(),
  live_opening: z.boolean().describe('Ячейка открывается или открыта сейчас'),
  door_left_open: z.boolean().describe('Дверь оставили открытой, и она ещё не закрылась'),
  unit: z
    .object({
      id: z.number().int(),
      inventory_number: z.string(),
      model: z.string(),
      status: z.enum(UNIT_STATUSES),
      booked: z.enum(['hold', 'rental']).nullable().describe('hold — ждёт оплаты брони, rental — оплачен и ждёт выдачи'),
    })
    .nullable(),
});
export type FleetCell = z.infer<typeof fleetCellSchema>;

export const lockerDetailSchema = z.object({ locker: fleetLockerSchema, cells: z.array(fleetCellSchema) });

export const freeCellSchema = z.object({
  cell_id: z.number().int(),
  postomat_id: z.number().int(),
  postomat: z.string(),
  number: z.number().int(),
  size: size,
});
export type FreeCell = z.infer<typeof freeCellSchema>;

export const workshopUnitSchema = z.object({ id: z.number().int(), inventory_number: z.string(), model: z.string() });
export type WorkshopUnit = z.infer<typeof workshopUnitSchema>;

export const modelOptionSchema = z.object({ id: z.number().int(), brand: z.string(), name: z.string(), active: z.boolean() });
export type ModelOption = z.infer<typeof modelOptionSchema>;

export const doorAlertSchema = z.object({
  event_id: z.string(),
  postomat_id: z.number().int(),
  postomat: z.string(),
  name: z.string(),
  address: z.string(),
  cell: z.number().int(),
  since: z.iso.datetime({ offset: true }),
});
export type DoorAlert = z.infer<typeof doorAlertSchema>;

export const addedCellSchema = z.object({ id: z.number().int(), number: z.number().int(), size: size });

export const unitAnswerSchema = z.object({
  id: z.number().int(),
  inventory_number: z.string(),
  status: z.enum(UNIT_STATUSES),
  cell_id: z.number().int().nullable(),
});
export type UnitAnswer = z.infer<typeof unitAnswerSchema>;
