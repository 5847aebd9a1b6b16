import { z } from 'zod';
import { orderIdQuerySchema } from '../cabinet/cabinet-schema';
import { FINE_REASON_MAX, FINE_STATUSES } from './fine';

const fineUuid = z
  .string({ error: 'Укажите штраф' })
  .trim()
  .regex(/^[0-9a-f-]{36}$/i, 'Штраф не найден');

const reason = z
  .string({ error: 'Укажите причину' })
  .trim()
  .min(1, 'Укажите причину')
  .max(FINE_REASON_MAX, `Причина — не длиннее ${FINE_REASON_MAX} символов`);

/** POST /api/cabinet/v2/orders/penalties: the order's fines. */
export const orderPenaltiesBodySchema = z.object({ order_id: orderIdQuerySchema.shape.id });

/** POST /api/cabinet/v2/orders/penalties/pay: an unpaid fine paid by a link. */
export const payFineBodySchema = z.object({ uuid: fineUuid });

export const payFineAnswerSchema = z.object({ confirmation_url: z.string().nullable(), payment_id: z.string() });

/** POST /api/admin/orders/fines/decide: staff confirm or waive a fine. */
export const decideFineBodySchema = z.object({
  uuid: fineUuid,
  decision: z.enum(['confirm', 'waive'], { error: 'Решение: confirm или waive' }),
  reason,
});

/** POST /api/admin/orders/fines/withdraw: whoever set a fine takes it back before it is decided. */
export const withdrawFineBodySchema = z.object({ uuid: fineUuid, reason });

export const fineReasonSchema = reason;

/** GET /api/admin/orders/fines: fines in a status (proposed: waiting for a decision), of one kind's orders. */
export const staffFinesQuerySchema = z.object({
  status: z.enum(FINE_STATUSES, { error: `Состояние: ${FINE_STATUSES.join(', ')}` }).default('proposed'),
  kind: z
    .string({ error: 'Вид заказа — строка' })
    .regex(/^[a-z][a-z_]{0,31}$/, 'Вид заказа — слово латиницей: rental, storage…')
    .optional(),
  offset: z.coerce
    .number({ error: 'Смещение — число' })
    .int('Смещение — целое число')
    .min(0, 'Смещение — не меньше 0')
    .max(100_000, 'Слишком большое смещение')
    .default(0),
  limit: z.coerce
    .number({ error: 'Сколько показать — число' })
    .int('Сколько показать — целое число')
    .min(1, 'Не меньше 1')
    .max(100, 'Не больше 100')
    .default(50),
});
