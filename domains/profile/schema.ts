import { z } from 'zod';
import { codeSchema, phoneSchema } from '../auth/schema';
import { lodgerSchema } from '../lodgers/schema';
import { isoDateSchema } from '../../lib/iso-date-schema';

export { isoDateSchema };

/** Limits of the profile (product choices recorded here, used by the API and the pages alike). */
export const PROFILE_RULES = {
  nameMaxLength: 60,
  minAge: 14,
  maxAge: 120,
  reasonMaxLength: 500,
  emailMaxLength: 254,
  /** E-mail confirmation letters: the link lives 24 h; one letter a minute, five a day. */
  emailTicketTtlSeconds: 24 * 3600,
  emailResendSeconds: 60,
  emailLettersPerDay: 5,
  /** The phone change: the proof of the current number lives 15 minutes. */
  phoneChangeTicketTtlSeconds: 15 * 60,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;

/** Letters of any alphabet, single spaces and hyphens between them: "Анна-Мария", "Ван Дер Берг". */
const NAME_PATTERN = /^\p{L}+(?:[ -]\p{L}+)*$/u;

/**
 * A name part: trimmed, inner runs of spaces collapsed. `null` or an empty string clears the
 * field; a missing key leaves it as it is.
 */
function namePart(label: string) {
  return z
    .string({ error: `${label}: ожидается строка` })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length <= PROFILE_RULES.nameMaxLength, `${label}: не длиннее ${PROFILE_RULES.nameMaxLength} символов`)
    .refine((value) => value === '' || NAME_PATTERN.test(value), `${label}: только буквы, пробелы и дефисы`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** PUT /api/cabinet/v2/profile: names and birth date. Other keys are ignored, never stored. */
export const profileUpdateSchema = z.object({
  last_name: namePart('Фамилия'),
  first_name: namePart('Имя'),
  middle_name: namePart('Отчество'),
  birth_date: z
    .preprocess((value) => (value === '' ? null : value), isoDateSchema.nullable())
    .optional()
    .describe('ГГГГ-ММ-ДД; возраст от 14 до 120 лет; null или пустая строка — очистить'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PATCH /api/cabinet/v2/profile/agrees */
export const agreesSchema = z.object({
  agree_ads: z.boolean({ error: 'Укажите согласие: true или false' }),
});

/** DELETE /api/cabinet/v2/profile */
export const deactivationSchema = z.object({
  reason: z
    .string({ error: 'Причина — текст' })
    .trim()
    .max(PROFILE_RULES.reasonMaxLength, `Причина — не длиннее ${PROFILE_RULES.reasonMaxLength} символов`)
    .optional(),
  confirm: z.literal(true, { error: 'Подтвердите удаление аккаунта' }),
});

export const emailSchema = z
  .string({ error: 'Укажите электронную почту' })
  .trim()
  .min(1, 'Укажите электронную почту')
  .max(PROFILE_RULES.emailMaxLength, 'Слишком длинный адрес почты')
  .pipe(z.email({ error: 'Проверьте адрес почты: например, name@mail.ru' }))
  .transform((value) => value.toLowerCase());

/** POST /api/profile/email/update */
export const emailUpdateSchema = z.object({ email: emailSchema });

const keySchema = z
  .string({ error: 'Нет ключа подтверждения' })
  .trim()
  .min(10, 'Ссылка повреждена: откройте её из письма целиком')
  .max(200, 'Ссылка повреждена: откройте её из письма целиком');

/** POST /api/cabinet/v2/site/email-verify: the key from the letter's link. */
export const emailVerifySchema = z.object({ key: keySchema });

export const emailSentSchema = z.object({
  email: z.string(),
  sent: z.literal(true),
  resend_after: z.number().int().describe('Через сколько секунд можно отправить письмо ещё раз'),
});

export const emailVerifiedSchema = z.object({ email: z.string(), confirmed: z.literal(true) });

const tokenSchema = z
  .string({ error: 'Нет подтверждения текущего номера' })
  .trim()
  .min(10, 'Подтверждение текущего номера недействительно')
  .max(200, 'Подтверждение текущего номера недействительно');

/** POST /api/cabinet/profile/confirm-sms-for-check-number */
export const phoneCheckSchema = z.object({ code: codeSchema });
export const phoneCheckResultSchema = z.object({
  token: z.string().describe('Подтверждение текущего номера на 15 минут: его принимают phone-update и phone-confirm'),
});

/** POST /api/cabinet/profile/phone-update */
export const phoneUpdateSchema = z.object({ phone: phoneSchema, token: tokenSchema });

/** POST /api/cabinet/profile/phone-confirm */
export const phoneConfirmSchema = z.object({ phone: phoneSchema, token: tokenSchema, code: codeSchema });

/** Passwords: at least 8 characters with letters and digits. */
export const passwordSchema = z
  .string({ error: 'Придумайте пароль' })
  .min(PROFILE_RULES.passwordMinLength, `Пароль — не короче ${PROFILE_RULES.passwordMinLength} символов`)
  .max(PROFILE_RULES.passwordMaxLength, `Пароль — не длиннее ${PROFILE_RULES.passwordMaxLength} символов`)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), 'В пароле нужны и буквы, и цифры');

/** GET /api/profile/reset/create?phone= */
export const resetCreateQuerySchema = z.object({ phone: phoneSchema });
export const resetCreateResultSchema = z.object({
  phone: z.string(),
  sent: z.literal(true),
  expired_at: z.string().describe('Когда истекает код, если номер зарегистрирован'),
  timeout: z.number().int(),
  wait_timer: z.number().int().describe('Секунд до повторной отправки'),
});

/** POST /api/profile/reset/confirm */
export const resetConfirmSchema = z.object({ phone: phoneSchema, code: codeSchema, password: passwordSchema });

export const okSchema = z.object({ ok: z.literal(true) });

/** GET /api/cabinet/v2/profile: the account as its owner sees it. */
export const profileSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  email: z.string().nullable().describe('Текущая почта аккаунта'),
  email_confirmed: z.boolean(),
  pending_email: z.string().nullable().describe('Новая почта, которая ждёт подтверждения по ссылке из письма'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  birth_date: z.string().nullable().describe('ГГГГ-ММ-ДД'),
  passport_type: z.string().nullable(),
  lodgers: z.array(lodgerSchema).describe('Жильцы: кто будет жить с пользователем в арендованной квартире'),
  agree_ads: z.boolean(),
  short_bonuses: z.string(),
  bonus_balance: z.number().int(),
  unread_notifications_count: z.number().int(),
  has_companies: z.boolean(),
  onboarding_completed: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const deactivatedSchema = z.object({ ok: z.literal(true), deactivated_at: z.string() });
