import { z } from 'zod';
import { orderIdQuerySchema } from '../cabinet/cabinet-schema';
import { FINE_REASON_MAX } from './fine';

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

export const fineReasonSchema = reason;
