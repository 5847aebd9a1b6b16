import { z } from 'zod';
import { INT4_MAX } from '../../../lib/id-limits';
import { phoneSchema } from '../../auth/schema';
import { bookingAnswerSchema } from '../../orders/schema';
import { requestSummarySchema } from '../requests/request-schema';
import { CLOUD_RULES } from '../rules';

// The shapes of choosing and booking a cloud (domains/clouds/README.md, «Site and checkout»).

const idSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}: укажите номер` })
    .int(`${label}: укажите целый номер`)
    .positive(`${label}: укажите номер больше нуля`)
    .max(INT4_MAX, `${label}: слишком большой номер`);

/** A bigserial id (windows, requests, orders) still inside JavaScript's safe integers. */
const bigIdSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}: укажите номер` })
    .int(`${label}: укажите целый номер`)
    .positive(`${label}: укажите номер больше нуля`)
    .max(Number.MAX_SAFE_INTEGER, `${label}: слишком большой номер`);

const volumeRange = `от ${String(CLOUD_RULES.minVolume).replace('.', ',')} до ${CLOUD_RULES.maxVolume} м³`;

/** Whether a volume sits on the 0.1 m³ grid (floating point forgiven). */
export function onVolumeStep(volume: number): boolean {
  const tenths = volume / CLOUD_RULES.volumeStep;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6;
}

/** The volume to book, m³: CLOUD_RULES.minVolume…maxVolume in steps of 0.1. */
export const cloudVolumeSchema = z.coerce
  .number({ error: `Укажите объём числом: ${volumeRange}` })
  .refine((v) => Number.isFinite(v), `Укажите объём числом: ${volumeRange}`)
  .refine((v) => v >= CLOUD_RULES.minVolume, `Объём — не меньше ${String(CLOUD_RULES.minVolume).replace('.', ',')} м³`)
  .refine(
    (v) => v <= CLOUD_RULES.maxVolume,
    `Объём — не больше ${CLOUD_RULES.maxVolume} м³. Для большего объёма оставьте заявку на звонок: подберём склад`,
  )
  .refine(onVolumeStep, 'Объём указывается с шагом 0,1 м³');

const periodCodeSchema = z.string({ error: 'Выберите срок хранения' }).trim().min(1, 'Выберите срок хранения').max(40, 'Такого срока нет');
const promoCodeSchema = z
  .string({ error: 'Промокод — это строка' })
  .trim()
  .max(40, 'Промокод не длиннее 40 символов')
  .regex(/^[\p{L}\d_-]*$/u, 'Промокод состоит из букв, цифр, «-» и «_»');

/** POST /api/cabinet/v2/site/calculate, the cloud branch: a price without booking anything (guests too). */
export const cloudCalculateSchema = z.object({
  product_mark: z.literal('CLOUD'),
  warehouse_id: idSchema('Склад'),
  volume: cloudVolumeSchema,
  period_code: periodCodeSchema,
  promo_code: promoCodeSchema.nullish(),
  use_bonuses: z.boolean({ error: 'use_bonuses: да или нет' }).optional(),
});
export type CloudCalculateBody = z.infer<typeof cloudCalculateSchema>;

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what}: текст` })
    .trim()
    .max(max, `${what}: не больше ${max} символов`)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/cabinet/v2/orders/clouds: the checkout of a cloud (signed in only). */
export const cloudCheckoutSchema = z.object({
  warehouse_id: idSchema('Склад'),
  volume: cloudVolumeSchema,
  period_code: periodCodeSchema,
  window_id: bigIdSchema('Окно'),
  address_id: bigIdSchema('Адрес'),
  floor: z
    .number({ error: 'Этаж: число' })
    .int('Этаж: целое число')
    .min(-5, 'Этаж: от −5 до 200')
    .max(200, 'Этаж: от −5 до 200')
    .nullish()
    .transform((value) => value ?? null),
  passenger_elevator: z.boolean({ error: 'Пассажирский лифт: да или нет' }).default(false),
  service_lift: z.boolean({ error: 'Грузовой лифт: да или нет' }).default(false),
  contact_name: z
    .string({ error: 'Укажите, кого спросить грузчикам' })
    .trim()
    .min(1, 'Укажите, кого спросить грузчикам')
    .max(100, 'Имя: не больше 100 символов'),
  contact_phone: phoneSchema,
  comment: optionalText(1000, 'Комментарий для грузчиков'),
  promo_code: promoCodeSchema.nullish(),
  use_bonuses: z.boolean({ error: 'use_bonuses: да или нет' }).optional(),
  auto_renewal: z.boolean({ error: 'Автопродление: да или нет' }).optional(),
  payment_method: z.enum(['card', 'invoice'], { error: 'Выберите способ оплаты: картой или по счёту' }).default('card'),
  company_uuid: z.string().trim().max(64, 'Компания не найдена').nullish(),
});
export type CloudCheckoutBody = z.infer<typeof cloudCheckoutSchema>;

/** The checkout's answer: the booking result of the order core and the pickup request made with it. */
export const cloudCheckoutAnswerSchema = bookingAnswerSchema.extend({ request_id: z.number().int() });

/** GET /api/cabinet/site/clouds */
export const cloudSiteQuerySchema = z.object({ city_id: idSchema('Город').optional() });

export const cloudSiteAnswerSchema = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), city_id: z.number().int() })),
  /** The warehouse the calculator starts with (of the city asked, else the first). */
  warehouse_id: z.number().int().nullable(),
  volume: z.object({ min: z.number(), max: z.number(), step: z.number(), default: z.number() }),
  estimates: z.array(z.object({ code: z.string(), title: z.string(), group: z.string(), volume: z.number() })),
  cutoff_hours: z.number().int(),
  return_delivery_price: z.number().int().nullable(),
});

/** GET /api/cabinet/v2/site/slots/tariffs */
export const cloudTariffsQuerySchema = z.object({ id: idSchema('Склад'), volume: cloudVolumeSchema.default(CLOUD_RULES.defaultVolume) });

export const cloudTariffSchema = z.object({
  period_code: z.string(),
  period_number: z.number().int().describe('Месяцев в сроке'),
  title: z.string(),
  discount_percent: z.number().int(),
  price_month: z.number().int().describe('Цена месяца без скидки, ₽'),
  month_in_period: z.number().int().describe('Во что обходится месяц этого срока, со скидкой срока, ₽: «… в месяц» всех страниц'),
  base_total: z.number().int(),
  price_total: z.number().int(),
});

/** GET /api/cabinet/v2/site/slots/months-and-days */
export const cloudWarehouseQuerySchema = z.object({ id: idSchema('Склад') });

export const windowOfferSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time_from: z.string(),
  time_to: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  free: z.number().int(),
});

export const monthsAndDaysSchema = z.object({
  months: z.array(
    z.object({
      month: z.string().describe('YYYY-MM'),
      title: z.string(),
      days: z.array(
        z.object({
          date: z.string(),
          free: z.boolean(),
          windows: z.array(
            z.object({
              id: z.number().int(),
              time_from: z.string(),
              time_to: z.string(),
              starts_at: z.string(),
              ends_at: z.string(),
              free: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type MonthsAndDays = z.infer<typeof monthsAndDaysSchema>;

/** GET /api/cabinet/v2/orders/clouds */
export const cloudOrderQuerySchema = z.object({ id: bigIdSchema('Заказ') });

/** POST /api/cabinet/v2/orders/clouds/slot */
export const cloudSlotSchema = z.object({ request_id: bigIdSchema('Заявка'), window_id: bigIdSchema('Окно') });

/** POST /api/cabinet/v2/orders/clouds/cancel: the owner cancels a cloud order before its pickup. */
export const cloudCancelSchema = z.object({ order_id: bigIdSchema('Заказ') });
export const cloudCancelAnswerSchema = z.object({
  order_id: z.number().int(),
  status: z.literal('canceled'),
  refund: z.number().int().describe('Рублей вернётся на карту'),
  bonuses_returned: z.number().int().describe('Баллов вернулось на счёт'),
});
export type CloudCancelAnswer = z.infer<typeof cloudCancelAnswerSchema>;

const warehouseBriefSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });

/** A cloud order as its owner reads it: the order, the space, the stored items' count and the trips. */
export const cloudOrderSchema = z.object({
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    status_title: z.string(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    period_text: z.string().nullable().describe('Оплаченный период, оба дня включительно: «28.11.2026–27.02.2027»'),
    total: z.number().int(),
    auto_renewal: z.boolean(),
    period_title: z.string().nullable(),
  }),
  space: z.object({
    id: z.number().int(),
    volume: z.number().describe('м³, по которым считается тариф'),
    monthly_price: z
      .number()
      .int()
      .nullable()
      .describe('Цена месяца по этому объёму, ₽ (по ней считаются продления); после акта — по замеру'),
    booked_volume: z.number(),
    measured_volume: z.number().nullable(),
    warehouse: warehouseBriefSchema,
  }),
  items_count: z.number().int(),
  requests: z.array(requestSummarySchema),
});
export type CloudOrder = z.infer<typeof cloudOrderSchema>;

/** POST /api/cabinet/site/clouds/back and /api/cabinet/v2/site/clouds/back */
export const cloudBackSchema = z.object({
  phone: phoneSchema,
  name: optionalText(100, 'Имя'),
  comment: optionalText(1000, 'Комментарий'),
});

export const cloudBackAnswerSchema = z.object({ accepted: z.literal(true), path: z.string().nullable() });

/** What a cloud order shows of its space and warehouse on the calls every line's orders share (the cloud kind's `shown()`). */
export const cloudOrderViewPart = {
  kind: 'cloud',
  shown: {
    space: z
      .object({ id: z.number().int(), volume: z.number(), booked_volume: z.number(), measured_volume: z.number().nullable() })
      .nullable(),
    warehouse: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), address: z.string() }).nullable(),
  },
};
