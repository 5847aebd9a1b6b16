import { z } from 'zod';
import { isHexColor, normalizeHex } from '../../lib/format/color';
import { INT4_MAX } from '../../lib/id-limits';

/** Calls of the staff console over the content: moderation of reviews and leads, notices and banners. */

const pageQuery = {
  offset: z.coerce
    .number({ error: 'Сдвиг: ожидается число' })
    .int('Сдвиг: ожидается целое число')
    .min(0, 'Сдвиг: не меньше 0')
    .max(1_000_000, 'Сдвиг: слишком большой')
    .default(0),
  limit: z.coerce
    .number({ error: 'Размер страницы: ожидается число' })
    .int('Размер страницы: ожидается целое число')
    .min(1, 'Размер страницы: от 1 до 100')
    .max(100, 'Размер страницы: от 1 до 100')
    .default(20),
};

export const rowIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Запись не найдена' })
    .int('Запись не найдена')
    .positive('Запись не найдена')
    .max(INT4_MAX, 'Запись не найдена'),
});

export const bigIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Запись не найдена' })
    .int('Запись не найдена')
    .positive('Запись не найдена')
    .max(Number.MAX_SAFE_INTEGER, 'Запись не найдена'),
});

// ─── Reviews ────────────────────────────────────────────────────────────────

export const REVIEW_STATUSES = ['new', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const adminReviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Статус: new, published или rejected' }).optional(),
  ...pageQuery,
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  group: z.string().describe('Город и услуга'),
  warehouse_id: z.number().int().nullable(),
  rating: z.number().int(),
  text: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

// ─── Leads ──────────────────────────────────────────────────────────────────

export const LEAD_KINDS = ['callback', 'app_url', 'more100', 'launch'] as const;

export const adminLeadQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: 'Вид заявки: callback, app_url, more100 или launch' }).optional(),
  handled: z.enum(['yes', 'no'], { error: 'Обработана: yes или no' }).optional(),
  ...pageQuery,
});
export type AdminLeadQuery = z.infer<typeof adminLeadQuerySchema>;

export const adminLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  comment: z.string().nullable(),
  service: z.string().nullable(),
  company: z.string().nullable(),
  volume_m3: z.number().int().nullable(),
  cells: z.number().int().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.number().int().nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const leadHandledSchema = z.object({ handled: z.boolean({ error: 'handled: true или false' }) });

export const adminDashboardSchema = z.object({
  new_reviews: z.number().int(),
  unhandled_leads: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ─── Notices and banners ────────────────────────────────────────────────────

const color = z
  .string({ error: 'Цвет фона: ожидается #RRGGBB' })
  .trim()
  .max(7, 'Цвет фона: ожидается #RRGGBB')
  .refine(isHexColor, 'Цвет фона: ожидается #RRGGBB')
  .transform(normalizeHex);

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: дата и время в формате ISO 8601` }).transform((value) => new Date(value));

const schedule = {
  starts_at: instant('Начало показа').optional().describe('Без значения — сейчас'),
  ends_at: instant('Конец показа').nullable().optional().describe('null — без конца'),
};

// Zod runs an object's refinement even when a field failed: only two parsed instants are compared.
const scheduleInOrder = (value: { starts_at?: unknown; ends_at?: unknown }) =>
  !(value.starts_at instanceof Date) || !(value.ends_at instanceof Date) || value.ends_at.getTime() > value.starts_at.getTime();
const scheduleMessage = { message: 'Конец показа должен быть позже начала', path: ['ends_at'] };

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: ожидается текст` })
    .trim()
    .min(1, `${label}: заполните`)
    .max(max, `${label}: не больше ${max} символов`);

/** A path of this site (`/storages/`) or an https address; nothing a browser would run. */
const siteLink = (label: string) =>
  z
    .string({ error: `${label}: ожидается адрес` })
    .trim()
    .max(500, `${label}: не больше 500 символов`)
    .refine((v) => /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/[^\s/\\]+\S*$/.test(v), `${label}: путь сайта (/…) или адрес https://`);

export const noticeInputSchema = z
  .object({
    text: text('Текст', 500),
    background_color: color,
    sort: z.number({ error: 'Порядок: ожидается число' }).int('Порядок: целое число').min(0).max(10_000).default(100),
    ...schedule,
  })
  .refine(scheduleInOrder, scheduleMessage);
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const bannerInputSchema = z
  .object({
    title: text('Заголовок', 120),
    text: text('Текст', 500),
    image_url: siteLink('Картинка'),
    link: siteLink('Ссылка').nullable().optional(),
    background_color: color,
    sort: z.number({ error: 'Порядок: ожидается число' }).int('Порядок: целое число').min(0).max(10_000).default(100),
    ...schedule,
  })
  .refine(scheduleInOrder, scheduleMessage);
export type BannerInput = z.infer<typeof bannerInputSchema>;

const shownState = z.enum(['scheduled', 'shown', 'ended']).describe('scheduled — ещё не начат, shown — показывается, ended — закончен');

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  background_color: z.string(),
  sort: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  state: shownState,
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image_url: z.string(),
  link: z.string().nullable(),
  background_color: z.string(),
  sort: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  state: shownState,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
