import { z } from 'zod';

export const paymentStatusSchema = z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']);

const paymentUuid = z.uuid({ error: 'Неверный идентификатор платежа' });

export const paymentIdBodySchema = z.object({ id: paymentUuid });
export const paymentIdQuerySchema = z.object({ id: paymentUuid });

export const paymentStatusResultSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  order_id: z.number().int().nullable(),
  kind: z.string().nullable(),
  amount: z.number().int(),
  success_path: z.string().optional(),
  paid_at: z.string().nullable(),
});

export const paymentPageSchema = paymentStatusResultSchema.extend({
  purpose: z.string(),
  description: z.string(),
  status_title: z.string(),
  failure_reason: z.string().nullable(),
  order_status: z.string().nullable(),
  can_retry: z.boolean(),
  card_last4: z.string().nullable(),
  refunded_amount: z.number().int(),
  title: z.string().describe('За что платёж: слова назначения, которое зарегистрировал его владелец'),
  shows_access: z.boolean().describe('Оплаченный заказ даёт код доступа: страница показывает его'),
  links: z.object({
    order: z.string().nullable(),
    payments: z.string().nullable(),
    order_title: z.string().describe('Надпись кнопки, ведущей к заказу'),
  }),
});

/** YooKassa's notification; only object.id is used, the rest is re-read from the provider. */
export const webhookBodySchema = z.looseObject({
  type: z.string().max(100).optional(),
  event: z.string().max(100).optional(),
  object: z.looseObject({ id: z.string().min(1).max(64) }),
});

export const cardSchema = z.object({
  uuid: z.string(),
  brand: z.string(),
  last4: z.string(),
  expires: z.string().describe('ММ/ГГ'),
  is_default: z.boolean(),
  created_at: z.string(),
});

export const cardsListSchema = z.object({ data: z.array(cardSchema), default: z.string().nullable() });
export const cardUuidQuerySchema = z.object({ uuid: z.string({ error: 'Укажите карту' }).trim().min(1, 'Укажите карту').max(64) });
export const cardUuidBodySchema = cardUuidQuerySchema;
export const confirmationSchema = z.object({ id: z.string(), confirmation_url: z.string().nullable(), status: paymentStatusSchema });

export const historyQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  order_id: z.coerce.number().int().positive().optional(),
  status: paymentStatusSchema.optional(),
});

export const historyItemSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  purpose: z.string(),
  title: z.string().describe('Назначение платежа: одинаковые слова для всех платежей этого назначения'),
  status: paymentStatusSchema,
  state: z
    .enum(['pending', 'processing', 'held', 'released', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'])
    .describe('Состояние для плательщика: неоплаченный платёж с истёкшим сроком — expired'),
  status_title: z.string(),
  order_id: z.number().int().nullable(),
  order_link: z.string().nullable(),
  card_last4: z.string().nullable(),
  refunded_amount: z.number().int(),
  refund_reason: z.string().nullable(),
  receipt_url: z.string().nullable().describe('Кассовый чек оплаты (54-ФЗ), для проведённых платежей'),
  refund_receipt_urls: z.array(z.string()).describe('Кассовые чеки возвратов'),
});

export const invoiceIdBodySchema = z.object({ id: z.coerce.number({ error: 'Укажите счёт' }).int().positive('Укажите счёт') });

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  order_id: z.number().int(),
  amount: z.number().int(),
  description: z.string(),
  status: z.string(),
  status_title: z.string(),
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
});

export const invoicesQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const sandboxCheckoutSchema = z.object({
  payment: z.string().trim().min(1).max(64),
  outcome: z.enum(['succeeded', 'canceled']),
  card_number: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length >= 12 && v.length <= 19, 'Номер карты — от 12 до 19 цифр')
    .optional(),
});

/** A closing act (акт оказанных услуг) of a company-paid order for one month. */
export const actSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  order_id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  amount: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});

export const actUuidBodySchema = z.object({
  uuid: z.string({ error: 'Укажите акт' }).trim().min(1, 'Укажите акт').max(64, 'Акт не найден'),
});

/** The console's «Счета»: an invoice with its buyer. */
export const adminInvoiceSchema = invoiceSchema.extend({
  user_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  company_inn: z.string().nullable(),
});

export const adminInvoiceQuerySchema = invoicesQuerySchema.extend({
  status: z.enum(['issued', 'paid', 'canceled'], { error: 'Статус: issued, paid или canceled' }).optional(),
});

export const adminInvoiceParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Неверный номер счёта' })
    .int('Неверный номер счёта')
    .positive('Неверный номер счёта')
    .max(Number.MAX_SAFE_INTEGER),
});

export const markPaidAnswerSchema = invoiceSchema.extend({ changed: z.boolean() });
