import { z } from 'zod';
import { staffPhotoSchema } from '../photos/rental-photos-schema';

const id = z.coerce
  .number({ error: 'Нужен номер' })
  .int('Нужен целый номер')
  .positive('Нужен номер больше нуля')
  .max(2 ** 31 - 1, 'Слишком большой номер');
const orderId = z.coerce
  .number({ error: 'Нужен номер заказа' })
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** POST rental/orders/cell/open: the tool of the order whose cell to open for the pickup. */
export const cellOpenSchema = z.object({ order_id: orderId, unit_id: id }).strict();

/** POST rental/orders/cell/return: the tool to return and the locker (any of the network) at hand. */
export const cellReturnSchema = z.object({ order_id: orderId, unit_id: id, postomat_id: id }).strict();

export const openedCellSchema = z.object({
  opening_id: z.number().int(),
  postomat: z.object({ id: z.number().int(), number: z.string(), address: z.string() }),
  cell: z.number().int(),
});

export const eventAnswerSchema = z.object({ ok: z.literal(true), outcome: z.string() });

/** The console's simulator: what the person at the sandbox locker does. */
export const simulatorSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('close'), postomat_id: id, cell: id, occupied: z.boolean() }).strict(),
  z.object({ action: z.literal('leave_open'), postomat_id: id, cell: id }).strict(),
  z.object({ action: z.literal('pin'), postomat_id: id, pin: z.string().regex(/^\d{6}$/, 'PIN — 6 цифр') }).strict(),
  z.object({ action: z.literal('open'), postomat_id: id, cell: id }).strict(),
]);

export const postomatIdParamsSchema = z.object({ id });

export const lockerCellSchema = z.object({
  number: z.number().int(),
  size: z.enum(['S', 'M', 'L']),
  broken: z.boolean(),
  door: z.enum(['open', 'closed']),
  occupied: z.boolean(),
  unit: z.string().nullable(),
});

export const lockerEventRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  cell: z.number().int().nullable(),
  occupied: z.boolean().nullable(),
  at: z.iso.datetime({ offset: true }),
  outcome: z.string(),
});

export const returnCheckSchema = z
  .object({
    order_id: orderId,
    unit_id: id,
    result: z.enum(['ok', 'damaged'], { error: 'Результат проверки: ok или damaged' }),
    note: z.string().trim().max(1000).optional(),
  })
  .strict()
  .refine((body) => body.result === 'ok' || (body.note?.length ?? 0) >= 5, {
    path: ['note'],
    message: 'Опишите повреждение: не меньше 5 символов',
  });

export const waitingReturnSchema = z.object({
  order_id: z.number().int(),
  unit_id: z.number().int(),
  inventory_number: z.string(),
  model: z.string(),
  returned_at: z.iso.datetime({ offset: true }).nullable(),
  due_at: z.iso.datetime({ offset: true }).nullable(),
  postomat: z.string(),
  cell: z.number().int(),
  /** The renter's photos at the return (the order's), oldest first. */
  photos: z.array(staffPhotoSchema),
});
