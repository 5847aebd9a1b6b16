import { z } from 'zod';
import { INT4_MAX } from '../../lib/id-limits';

/** Digits of a Russian mobile number: `7` and ten digits; any formatting is accepted and stripped. */
export const mobilePhoneSchema = z
  .string({ error: 'Укажите номер телефона' })
  .max(40, 'Номер телефона: не длиннее 40 символов')
  .trim()
  .transform((value) => value.replace(/\D/g, ''))
  .transform((digits) => (digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits))
  .refine((digits) => /^79\d{9}$/.test(digits), 'Введите мобильный номер полностью: +7 9XX XXX-XX-XX');

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}: ожидается текст` })
    .trim()
    .max(max, `${label}: не больше ${max} символов`)
    .optional()
    .transform((value) => (value ? value : undefined));

// ─── Rental fines ───────────────────────────────────────────────────────────

export const PENALTY_GROUPS = ['Просрочка возврата', 'Повреждение', 'Утеря', 'Чистка', 'Нарушение правил постамата'] as const;

export const rentalPenaltySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  group: z.string().describe(`Раздел: ${PENALTY_GROUPS.join(', ')}`),
  title: z.string(),
  description: z.string(),
  amount: z.number().int().nullable().describe('Сумма в рублях; null, если штраф не фиксированный'),
  amount_text: z.string().nullable().describe('Штраф словами, например «100 % стоимости инструмента»'),
  unit: z.string().describe('«за сутки», «разово», …'),
});
export type RentalPenalty = z.infer<typeof rentalPenaltySchema>;

// ─── FAQ ────────────────────────────────────────────────────────────────────

export const FAQ_SECTIONS = ['storages', 'clouds', 'prokat', 'kvartiry', 'general', 'payments', 'bonuses'] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

export const faqListSchema = z
  .object({
    section: z.enum(FAQ_SECTIONS, { error: 'Неизвестный раздел вопросов' }).optional(),
    search: z.string({ error: 'Поиск: ожидается текст' }).trim().max(100, 'Поиск: не больше 100 символов').optional(),
  })
  .nullish()
  .describe('Без тела — все вопросы');

export const faqItemSchema = z.object({
  id: z.number().int(),
  section: z.enum(FAQ_SECTIONS),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

// ─── Reviews ────────────────────────────────────────────────────────────────

export const warehouseRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const reviewGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int(),
  service: z.string().describe('storages | clouds | prokat | kvartiry'),
  warehouses: z.array(warehouseRefSchema).describe('Склады группы (пусто у линий без складов)'),
});
export type ReviewGroup = z.infer<typeof reviewGroupSchema>;

export const sendReviewSchema = z.object({
  group_id: z
    .number({ error: 'Выберите, о чём отзыв' })
    .int('Выберите, о чём отзыв')
    .positive('Выберите, о чём отзыв')
    .max(INT4_MAX, 'Выберите, о чём отзыв, из списка'),
  rating: z
    .number({ error: 'Поставьте оценку от 1 до 5' })
    .int('Поставьте оценку от 1 до 5')
    .min(1, 'Поставьте оценку от 1 до 5')
    .max(5, 'Поставьте оценку от 1 до 5'),
  text: z.string({ error: 'Напишите отзыв' }).trim().min(10, 'Отзыв: не меньше 10 символов').max(2000, 'Отзыв: не больше 2000 символов'),
  warehouse_id: z
    .number({ error: 'Выберите склад из списка' })
    .int('Выберите склад из списка')
    .positive('Выберите склад из списка')
    .max(INT4_MAX, 'Выберите склад из списка')
    .optional()
    .describe('Склад, о котором отзыв (из `warehouses` группы)'),
  name: optionalText(100, 'Имя'),
  phone: mobilePhoneSchema.optional(),
  email: z.email({ error: 'Введите корректный e-mail' }).max(254, 'E-mail: не больше 254 символов').optional(),
});
export type SendReview = z.infer<typeof sendReviewSchema>;

export const reviewResultSchema = z.object({ id: z.number().int(), status: z.literal('new') });

/** How many approved reviews a warehouse page shows. */
export const WAREHOUSE_REVIEWS_SHOWN = 5;

export const warehouseReviewsQuerySchema = z.object({
  warehouse_id: z.coerce
    .number({ error: 'Укажите склад' })
    .int('Укажите склад')
    .positive('Укажите склад')
    .max(INT4_MAX, 'Такого склада нет'),
});

export const publicReviewSchema = z.object({
  id: z.number().int(),
  author: z.string().describe('Имя автора (только имя) или «Клиент»'),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string().describe('ISO 8601'),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const warehouseReviewsSchema = z.object({
  /** Mean of all approved ratings, one decimal; null without approved reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  items: z.array(publicReviewSchema).describe('Последние одобренные отзывы, новые первыми'),
});
export type WarehouseReviews = z.infer<typeof warehouseReviewsSchema>;

// ─── Map ────────────────────────────────────────────────────────────────────

export const mapTilesSchema = z.object({
  tile_url: z.string().describe('Шаблон адреса тайлов с {z}/{x}/{y}'),
  attribution: z.string(),
  attribution_url: z.string().nullable(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

// ─── Leads ──────────────────────────────────────────────────────────────────

export const LEAD_SERVICES = ['storages', 'clouds', 'prokat', 'kvartiry'] as const;

export const callbackLeadSchema = z.object({
  phone: mobilePhoneSchema,
  name: optionalText(100, 'Имя'),
  comment: optionalText(1000, 'Комментарий'),
  service: z.enum(LEAD_SERVICES, { error: 'Неизвестная услуга' }).optional(),
  city_id: z
    .number({ error: 'Город: ожидается номер' })
    .int('Город: ожидается номер')
    .positive('Город: ожидается номер')
    .max(INT4_MAX, 'Такого города нет в списке')
    .optional(),
});

export const appUrlLeadSchema = z.object({ phone: mobilePhoneSchema });

export const more100LeadSchema = z.object({
  phone: mobilePhoneSchema,
  name: z.string({ error: 'Укажите имя' }).trim().min(1, 'Укажите имя').max(100, 'Имя: не больше 100 символов'),
  company: optionalText(200, 'Компания'),
  volume_m3: z
    .number({ error: 'Объём: ожидается число' })
    .int('Объём: целое число м³')
    .min(1, 'Объём: не меньше 1 м³')
    .max(1_000_000, 'Объём: слишком большое число')
    .optional(),
  cells: z
    .number({ error: 'Ячейки: ожидается число' })
    .int('Ячейки: целое число')
    .min(1, 'Ячейки: не меньше 1')
    .max(100_000, 'Ячейки: слишком большое число')
    .optional(),
  comment: optionalText(1000, 'Комментарий'),
});

/** Service lines not open yet: their pages say «Скоро» and take "tell me when it launches" requests. */
export const LAUNCH_SERVICES = ['clouds', 'prokat', 'kvartiry'] as const;
export type LaunchService = (typeof LAUNCH_SERVICES)[number];

export const launchLeadSchema = z
  .object({
    service: z.enum(LAUNCH_SERVICES, { error: 'Неизвестная услуга' }),
    phone: mobilePhoneSchema.optional(),
    email: z
      .email({ error: 'Введите корректный e-mail' })
      .max(254, 'E-mail: не больше 254 символов')
      .transform((value) => value.toLowerCase())
      .optional(),
    agree_personal_data: z.literal(true, { error: 'Нужно согласие на обработку персональных данных' }),
  })
  .refine((lead) => lead.phone !== undefined || lead.email !== undefined, {
    message: 'Укажите телефон или e-mail',
    path: ['phone'],
  })
  .describe('Сообщить о запуске услуги: телефон или e-mail (хотя бы одно) и согласие');
export type LaunchLead = z.infer<typeof launchLeadSchema>;

export const leadResultSchema = z.object({ id: z.number().int(), accepted: z.literal(true) });

export type CallbackLead = z.infer<typeof callbackLeadSchema>;
export type More100Lead = z.infer<typeof more100LeadSchema>;

// ─── Banners and public notifications ───────────────────────────────────────

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image_url: z.string(),
  link: z.string().nullable(),
  background_color: z.string().describe('#RRGGBB'),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const publicNotificationSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  background_color: z.string(),
});
export type PublicNotification = z.infer<typeof publicNotificationSchema>;

// ─── Offers (oferta) ────────────────────────────────────────────────────────

export const OFERTA = {
  storage: { title: 'Договор-оферта аренды ячейки для физических лиц', url: '/documents/home-contract/' },
  cloud: { title: 'Договор-оферта облачного хранения', url: '/documents/cloud-contract/' },
  prokat: { title: 'Договор-оферта проката инструментов', url: '/documents/prokat-contract/' },
  'apartments-tenant': { title: 'Оферта для арендатора квартиры', url: '/documents/apartments-tenant-offer/' },
  'apartments-landlord': { title: 'Оферта для арендодателя квартиры', url: '/documents/apartments-landlord-offer/' },
  'apartments-agent': { title: 'Агентская оферта', url: '/documents/apartments-agent-offer/' },
  'storage-organisation': {
    title: 'Договор-оферта аренды ячейки для юридических лиц',
    url: '/documents/oferta-storage-organisation/',
  },
} as const;
export type OfertaType = keyof typeof OFERTA;

export const ofertaRequestSchema = z.object({
  type: z.enum(Object.keys(OFERTA) as [OfertaType, ...OfertaType[]], { error: 'Неизвестный вид договора' }),
});

export const ofertaSchema = z.object({ type: z.string(), title: z.string(), url: z.string() });

// ─── Blog ───────────────────────────────────────────────────────────────────

/** Posts on one page of /blog/. */
export const BLOG_PAGE_SIZE = 6;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string().describe('Путь под /images/blog/'),
  tags: z.array(z.string()),
  published_at: z.string().describe('ISO 8601'),
  updated_at: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ body: z.string().describe('Markdown') });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pages: z.number().int().describe('Страниц всего; не меньше 1'),
  total: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPageSchema>;
