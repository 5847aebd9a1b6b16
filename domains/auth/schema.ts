import { z } from 'zod';

/** The channels a login code goes through (the `type` of a sign-in). */
export const loginChannelSchema = z.enum(['SMS', 'CALL', 'USER_CALL', 'EMAIL']);
export type LoginChannel = z.infer<typeof loginChannelSchema>;
export const LOGIN_CHANNELS = loginChannelSchema.options;

export const deviceTypeSchema = z.enum(['WEB_CLIENT', 'IOS', 'ANDROID', 'WEBVIEW']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** Token lifetimes, seconds. */
export const ACCESS_TOKEN_TTL = 1740;
export const REFRESH_TOKEN_TTL = 601200;
export const AUTH_COOKIE_MAX_AGE = 31622400;
/** The site's httpOnly cookies: the access JWT and the refresh token. */
export const AUTH_COOKIES = { access: 'mst_at', refresh: 'mst_rt' } as const;

/**
 * A Russian mobile number as digits: `7` and ten digits. Accepts any formatting
 * (+7 (999) 123-45-67, 8 999 123 45 67) and strips non-digits, as the site does when it sends.
 */
export const phoneSchema = z
  .string({ error: 'Укажите номер телефона' })
  .max(40, 'Номер телефона: не длиннее 40 символов')
  .trim()
  .transform((value) => value.replace(/\D/g, ''))
  .transform((digits) => (digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits))
  .refine((digits) => /^7\d{10}$/.test(digits), 'Введите номер телефона полностью: +7 и 10 цифр');

export const codeSchema = z
  .string({ error: 'Введите код' })
  .trim()
  .regex(/^\d{4}$/, 'Код — 4 цифры');

const deviceIdSchema = z.string().trim().min(8, 'Некорректный идентификатор устройства').max(80);

export const utmSchema = z
  .object({
    utm_source: z.string().max(200).optional(),
    utm_medium: z.string().max(200).optional(),
    utm_campaign: z.string().max(200).optional(),
    utm_content: z.string().max(200).optional(),
    utm_term: z.string().max(200).optional(),
  })
  .partial();
export type Utm = z.infer<typeof utmSchema>;

const deviceFields = {
  device_id: deviceIdSchema.optional().describe('Идентификатор устройства (cookie device_id или заголовок Device-ID)'),
  device_token: z.string().max(512).optional().describe('Токен push-уведомлений устройства'),
  device_type: deviceTypeSchema.default('WEB_CLIENT'),
};

/** POST /api/auth/phone/otp: start a login attempt and send the code over `type`. */
export const otpRequestSchema = z.object({
  phone: phoneSchema,
  type: loginChannelSchema.optional().describe('Канал; без него — канал по умолчанию сервера (SMS)'),
  ...deviceFields,
  agree_ads: z.boolean().optional(),
  utm: utmSchema.optional(),
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/** POST /api/auth/phone/otp/notify: send the code of the current attempt again, over `type`. */
export const otpNotifySchema = z.object({
  phone: phoneSchema,
  type: loginChannelSchema,
  ...deviceFields,
});

/** POST /api/auth/phone/otp/status: the USER_CALL status check (same payload as otp). */
export const otpStatusSchema = z.object({
  phone: phoneSchema,
  type: z.literal('USER_CALL').default('USER_CALL'),
  ...deviceFields,
});

/** POST /api/auth/phone/otp/check: confirm a phone by code without logging in (guest booking, phone change). */
export const otpCheckSchema = z.object({
  phone: phoneSchema,
  code: codeSchema,
  ...deviceFields,
});

/**
 * A Russian mobile number by the login field's mask (+7 (9##) ###-##-##): digits are kept, a leading
 * 8 becomes 7, ten digits get the 7; then it must be 7, 9 and nine digits.
 */
export const mobilePhoneSchema = z
  .string({ error: 'Укажите номер телефона' })
  .max(40, 'Номер телефона: не длиннее 40 символов')
  .trim()
  .min(1, 'Укажите номер телефона')
  .refine((value) => /^[\d\s()+-]*$/.test(value), { message: 'Номер телефона — только цифры, пробелы, скобки, + и -', abort: true })
  .transform((value) => value.replace(/\D/g, ''))
  .transform((digits) =>
    digits.length === 10 ? `7${digits}` : digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits,
  )
  .refine((digits) => /^7\d{10}$/.test(digits), { message: 'Введите номер телефона полностью: +7 и 10 цифр', abort: true })
  .refine((digits) => digits[1] === '9', 'Нужен номер мобильного телефона: +7 (9XX) XXX-XX-XX');

/** POST /api/auth/phone/validate: a mobile number another person is given access by (the rule above). */
export const phoneValidateSchema = z.object({ phone: mobilePhoneSchema });

/** POST /api/auth/phone/login: the sign-in payload. */
export const phoneLoginSchema = z.object({
  phone: phoneSchema,
  type: loginChannelSchema.default('SMS'),
  code: codeSchema,
  ...deviceFields,
  session_token: z.string().max(512).optional().describe('Токен гостевой сессии: её заказы перейдут в аккаунт'),
  agree_ads: z.boolean().optional(),
  agree_personal_data: z.boolean().optional(),
  utm: utmSchema.optional(),
  social_link_token: z.string().max(200).optional().describe('Привязать вход через соцсеть, начатый до входа по телефону'),
});
export type PhoneLogin = z.infer<typeof phoneLoginSchema>;

export const refreshSchema = z.object({
  refresh_token: z.string().min(20).max(512).optional().describe('Для приложения; сайт обновляет по cookie'),
});

export const webviewLoginSchema = z.object({
  access_token: z.string().min(20).max(4096),
  session_token: z.string().min(20).max(512).describe('Refresh-токен приложения'),
});

export const callStatusSchema = z.enum(['waiting', 'called', 'expired']);
export type CallStatus = z.infer<typeof callStatusSchema>;

export const channelItemSchema = z.object({
  address: z.string().describe('Куда придёт код: маскированный телефон или e-mail'),
  wait_timer: z.number().int().describe('Секунд до повторной отправки по этому каналу'),
  enabled: z.boolean(),
  button_text: z.string(),
});

export const userCallItemSchema = channelItemSchema.extend({
  code: z.string().nullable().describe('Код, когда звонок принят: клиент отправляет его сам'),
  call_status: callStatusSchema,
  call_phone: z.string().nullable().describe('Номер, на который нужно позвонить'),
  check_timer: z.number().int().describe('Сколько ещё раз опрашивать статус (раз в 2 с)'),
});

/** The login item: confirm data plus one entry per channel. */
export const loginItemSchema = z.object({
  phone: z.string(),
  type: loginChannelSchema,
  expired_at: z.string().describe('Когда истекает код (ISO 8601)'),
  timeout: z.number().int().describe('Секунд до истечения кода'),
  email_exist: z.boolean(),
  SMS: channelItemSchema,
  CALL: channelItemSchema,
  EMAIL: channelItemSchema,
  USER_CALL: userCallItemSchema,
});
export type LoginItem = z.infer<typeof loginItemSchema>;

export const viewerSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  short_bonuses: z.string().describe('Баланс бонусов коротко: 950, 1,2 тыс., 15 тыс.'),
  bonus_balance: z.number().int(),
  unread_notifications_count: z.number().int(),
  has_companies: z.boolean(),
});
export type Viewer = z.infer<typeof viewerSchema>;

export const loginResultSchema = z.object({
  user: viewerSchema,
  is_new: z.boolean(),
  redirect: z.string().optional(),
  access_token: z.string().optional().describe('Только приложению (device_type не WEB_CLIENT); сайт получает cookie'),
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const refreshResultSchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
});

export const otpCheckResultSchema = z.object({
  phone: z.string(),
  confirmed: z.literal(true),
  confirmation_token: z.string().describe('Подтверждение телефона на 15 минут для гостевых заказов и смены номера'),
});

export const phoneValidateResultSchema = z.object({
  phone: z.string(),
  formatted: z.string(),
  valid: z.literal(true),
});

export const ENTRY_TICKET_TTL = 120;

/** A same-site path: starts with one slash, no scheme or host. */
export const sitePathSchema = z
  .string()
  .max(500)
  .refine((path) => /^\/(?!\/)/.test(path) && !path.includes('\\'), 'Укажите путь страницы сайта, например /cabinet/subscriptions/');

export const entryTicketSchema = z.object({
  path: sitePathSchema.default('/cabinet/subscriptions/'),
});

export const entryTicketResultSchema = z.object({
  token: z.string(),
  url: z.string().describe('Путь страницы с ?token= — откройте его в браузере'),
  expires_in: z.number().int(),
});
