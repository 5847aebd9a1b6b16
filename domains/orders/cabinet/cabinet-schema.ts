import { z } from 'zod';
import { IMAGE_LIMITS } from '../../../lib/images/image-limits';
import { isoDateSchema } from '../../../lib/iso-date-schema';
import { contractStateSchema, orderAccessSchema } from '../access/access-schema';
import { accessUserSchema } from '../access/grants-schema';
import { cancelReasonCodes, qualityConflict, qualityStatusCodes } from '../cancel/cancel-rules';
import { orderRatingSchema } from '../rating/rating-schema';

/** Limits of the cabinet calls (product choices, shared by the API and the pages). */
export const CABINET_RULES = {
  listMaxLimit: 50,
  commentMaxLength: 1000,
  fileMaxBytes: 10 * 1024 * 1024,
  filesPerOrder: 10,
  /** A photo's pixel limits and its stored copy's size, the same for every upload. */
  ...IMAGE_LIMITS,
} as const;

const orderId = z.coerce
  .number({ error: 'Укажите номер заказа' })
  .int('Номер заказа — целое число')
  .positive('Номер заказа — положительное число')
  .max(Number.MAX_SAFE_INTEGER, 'Такого заказа нет');

const day = isoDateSchema;

const comment = z
  .string({ error: 'Комментарий — текст' })
  .trim()
  .max(CABINET_RULES.commentMaxLength, `Комментарий — не длиннее ${CABINET_RULES.commentMaxLength} символов`);

const uuid = (label: string) =>
  z
    .string({ error: `Укажите ${label}` })
    .trim()
    .min(1, `Укажите ${label}`)
    .max(64, `Неверный ${label}`);

export const orderIdQuerySchema = z.object({ id: orderId });

export const orderListQuerySchema = z.object({
  // Any kind a line may register: the cabinet lists what the registry knows and nothing for the rest.
  kind: z
    .string({ error: 'Вид заказа — строка' })
    .regex(/^[a-z][a-z_]{0,31}$/, 'Вид заказа — слово латиницей: storage, cloud…')
    .default('storage'),
  group: z.enum(['active', 'awaiting_payment', 'finished'], { error: 'Группа: active, awaiting_payment или finished' }).optional(),
  offset: z.coerce.number({ error: 'Смещение — число' }).int('Смещение — целое число').min(0, 'Смещение — не меньше 0').default(0),
  limit: z.coerce
    .number({ error: 'Лимит — число' })
    .int('Лимит — целое число')
    .min(1, 'Лимит — от 1')
    .max(CABINET_RULES.listMaxLimit, `Лимит — не больше ${CABINET_RULES.listMaxLimit}`)
    .default(20),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const autoRenewalSchema = z.object({ id: orderId, auto_renewal: z.boolean({ error: 'Автопродление: true или false' }) });
export const orderCommentSchema = z.object({
  id: orderId,
  comment,
});

export const usingBonusesSchema = z.object({ id: orderId, using_bonuses: z.boolean({ error: 'Оплата бонусами: true или false' }) });

export const paymentMethodSchema = z
  .object({
    id: orderId,
    payment_method: z.enum(['card', 'invoice'], { error: 'Способ оплаты: card или invoice' }),
    card_uuid: uuid('карту').nullable().optional(),
  })
  .refine((v) => v.payment_method === 'card' || !v.card_uuid, {
    message: 'Карта выбирается только для оплаты картой',
    path: ['card_uuid'],
  });

export const organizationChangeSchema = z.object({ id: orderId, company_uuid: uuid('компанию').nullable() });

export const tariffChangeSchema = z.object({
  id: orderId,
  period_code: z.string({ error: 'Выберите срок аренды' }).trim().min(1, 'Выберите срок аренды').max(64, 'Неизвестный срок аренды'),
  extend: z.boolean({ error: 'Продлить сейчас: true или false' }).optional(),
});

export const cancelCalculationQuerySchema = z.object({ id: orderId, date: day });

export const cancelReasonSchema = z
  .object({
    id: orderId,
    reason: z.enum(cancelReasonCodes, { error: 'Выберите причину расторжения' }),
    comment: comment.optional(),
  })
  .refine((v) => v.reason !== 'other' || (v.comment ?? '').length > 0, { message: 'Расскажите, в чём причина', path: ['comment'] });

export const cancelSubmitSchema = z
  .object({
    id: orderId,
    date: day,
    reason: z.enum(cancelReasonCodes, { error: 'Выберите причину расторжения' }),
    quality_statuses: z
      .array(z.enum(qualityStatusCodes, { error: 'Неизвестная оценка' }), { error: 'Оценки — список' })
      .max(qualityStatusCodes.length, 'Слишком много оценок')
      .superRefine((codes, ctx) => {
        const conflict = qualityConflict(codes);
        if (conflict) ctx.addIssue({ code: 'custom', message: conflict });
      })
      .default([])
      .describe('Как прошло хранение — необязательно; противоречащие отметки не принимаются'),
    comment: comment.optional(),
    stuffs_taken: z.literal(true, { error: 'Подтвердите, что вещи вывезены и ячейка пуста' }),
    cell_used: z
      .boolean({ error: 'Пользовались ли ячейкой: true или false' })
      .default(true)
      .describe('Пользовались ли ячейкой: фото пустой ячейки нужно только тогда'),
  })
  .refine((v) => v.reason !== 'other' || (v.comment ?? '').length > 0, { message: 'Расскажите, в чём причина', path: ['comment'] });
export type CancelSubmit = z.infer<typeof cancelSubmitSchema>;

export const cancelWithdrawSchema = z.object({ id: orderId });

export const fileDeleteSchema = z.object({ id: orderId, file_uuid: uuid('файл') });
export const fileParamsSchema = z.object({ uuid: z.string().regex(/^[0-9a-f-]{36}$/, 'Файл не найден') });

// ---- answers ----

const money = z.number().int();
const instant = z.string().describe('ISO 8601');

export const orderListItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  path: z.string().describe('Страница заказа в кабинете (из регистрации вида заказа)'),
  title: z.string().describe('Что заказано, словами вида заказа: «Ячейка M12», «Облако: хранение с доставкой»'),
  subtitle: z.string().nullable().describe('Строка под названием (размер и площадь ячейки), если вид заказа её даёт'),
  status: z.string(),
  status_title: z.string(),
  group: z.enum(['active', 'awaiting_payment', 'finished']),
  warehouse: z.object({ id: z.number().int(), name: z.string(), address: z.string(), slug: z.string() }).nullable(),
  cell: z.object({ id: z.number().int(), number: z.string(), size_code: z.string(), size_title: z.string(), area: z.number() }).nullable(),
  period: z.object({ code: z.string(), title: z.string() }).nullable(),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  total: money,
  auto_renewal: z.boolean(),
  next_charge_at: instant.nullable(),
  hold_expires_at: instant.nullable(),
  cancel_date: instant.nullable(),
  created_at: instant,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

const priceLine = z.object({ title: z.string(), amount: money });

export const orderDetailsSchema = orderListItemSchema.extend({
  cell: z
    .object({
      id: z.number().int(),
      number: z.string(),
      floor: z.number().int(),
      size_code: z.string(),
      size_title: z.string(),
      area: z.number(),
      volume: z.number(),
      dimensions: z.object({ width_cm: z.number().int(), depth_cm: z.number().int(), height_cm: z.number().int() }),
      features: z.array(z.object({ code: z.string(), title: z.string() })),
    })
    .nullable(),
  warehouse: z
    .object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      slug: z.string(),
      metro: z.string().nullable(),
      timetable: z.object({ office: z.string(), access: z.string(), access24h: z.boolean() }),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  tariff_kind: z.string().nullable(),
  price: z
    .object({ period_title: z.string(), base: money, discounts: money, bonuses_used: money, total: money, lines: z.array(priceLine) })
    .nullable(),
  using_bonuses: z.boolean(),
  payment_method: z.enum(['card', 'invoice']),
  card: z.object({ uuid: z.string(), brand: z.string(), last4: z.string(), attached: z.boolean() }).nullable(),
  company: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  /** The client's note to the warehouse staff. */
  comment: z.string().nullable(),
  documents: z.object({
    contract_url: z.string(),
    invoices: z.array(
      z.object({ id: z.number().int(), number: z.string(), amount: money, status: z.string(), issued_at: instant, due_at: instant }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        purpose: z.string(),
        title: z.string(),
        amount: money,
        status: z.string(),
        created_at: instant,
        paid_at: instant.nullable(),
      }),
    ),
  }),
  actions: z.object({
    pay: z.boolean(),
    extend: z.boolean(),
    cancel: z.boolean(),
    withdraw_cancellation: z.boolean(),
    settings: z.boolean(),
  }),
  cancel: z
    .object({
      date: instant,
      last_day: z.string(),
      reason: z.string().nullable(),
      reason_title: z.string().nullable(),
      comment: z.string().nullable(),
    })
    .nullable(),
  events: z.array(z.object({ at: instant, status: z.string(), title: z.string() })),
  /** How to get in (gate code, address, hours, the way to the cell): only while the rental is paid and on */
  access: orderAccessSchema.nullable(),
  /** The owner's rental contract once the order is paid; null before */
  contract: contractStateSchema.nullable(),
  /** The deposit held on the card while the order runs (its kind asks one, the order is paid); null: none */
  deposit: z
    .object({
      status: z.enum(['awaiting', 'held', 'released', 'charged']),
      amount: money,
      title: z.string(),
      /** The fine taken from it */
      charged: money,
      charge_reason: z.string().nullable(),
      /** Where the customer confirms the hold while it waits for them */
      confirmation_url: z.string().nullable(),
    })
    .nullable(),
  /** People the owner gave access to the order (not revoked; expired ones too, to extend or remove) */
  access_users: z.array(accessUserSchema),
  /** The customer's rating of the finished order, once given */
  rating: orderRatingSchema.nullable(),
  /** The rating window: the order is finished and not rated yet */
  can_rate: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const tariffPriceSchema = z.object({
  code: z.string(),
  title: z.string(),
  length: z.number().int(),
  /** The unit the period counts, in the kind's word: month, day, hour, night */
  unit: z.string(),
  discount_percent: z.number().int(),
  base: money,
  /** Bonus points that pay part of it when the order pays with bonuses. */
  bonuses: money,
  /** What the card pays: the period's price minus the bonuses. */
  total: money,
  current: z.boolean(),
});
export type TariffPrice = z.infer<typeof tariffPriceSchema>;

export const settingsResultSchema = z.object({
  id: z.number().int(),
  auto_renewal: z.boolean(),
  using_bonuses: z.boolean(),
  payment_method: z.enum(['card', 'invoice']),
  card_uuid: z.string().nullable(),
  company_uuid: z.string().nullable(),
  period_code: z.string().nullable(),
  comment: z.string().nullable(),
});
export type SettingsResult = z.infer<typeof settingsResultSchema>;

export const extendResultSchema = z.object({ payment_id: z.string(), confirmation_url: z.string().nullable(), status: z.string() });

export const cancelConditionsSchema = z.object({
  conditions: z.array(z.string()),
  min_date: z.string(),
  max_date: z.string(),
  notice_days: z.number().int(),
  min_photos: z.number().int(),
  reasons: z.array(z.object({ code: z.string(), title: z.string() })),
});

export const cancelCalculationSchema = z.object({
  date: z.string(),
  ends_at: instant,
  billed_last_day: z.string(),
  notice_applied: z.boolean(),
  period_days: z.number().int(),
  unused_days: z.number().int(),
  day_price: money,
  unused_value: money,
  bonuses_withheld: money,
  refund: money,
  to_pay: money,
  lines: z.array(priceLine),
});
export type CancelCalculationOut = z.infer<typeof cancelCalculationSchema>;

export const qualityStatusSchema = z.object({ code: z.string(), title: z.string(), positive: z.boolean() });

export const cancelStateSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  status_title: z.string(),
  cancel_date: instant.nullable(),
  last_day: z.string().nullable(),
  reason: z.string().nullable(),
  refund: money.nullable(),
});

export const orderFileSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: instant,
});
export type OrderFile = z.infer<typeof orderFileSchema>;

export const guestOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  status_title: z.string(),
  warehouse_name: z.string().nullable(),
  cell_number: z.string().nullable(),
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  total: money,
});
