import { z } from 'zod';
import { localReturnPath } from '../../../lib/paths';
import { deviceTypeSchema, viewerSchema } from '../schema';

/** Social login providers (GET /api/auth/vk, /tinkoff, /google, /yandex). */
export const SOCIAL_PROVIDERS = ['google', 'vk', 'yandex', 'tinkoff'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS, { error: 'Неизвестный способ входа' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** How the providers are called on the site's pages (Russian). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  vk: 'VK ID',
  yandex: 'Яндекс ID',
  tinkoff: 'T-ID',
};

export function parseSocialProvider(value: string | undefined | null): SocialProvider | null {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as SocialProvider) : null;
}

/** Where the site goes after a social login when no return path was given. */
export const SOCIAL_DEFAULT_REDIRECT = '/cabinet/subscriptions/';

/** A return path of this very site (the shared normaliser, as the login dialog uses), else null. */
export function sameSitePath(value: string | null | undefined): string | null {
  return localReturnPath(value);
}

/** GET /api/auth/{provider}: starts the authorization code flow. */
export const socialStartQuerySchema = z.object({
  redirect_back: z
    .string()
    .optional()
    .refine((value) => value === undefined || sameSitePath(value) !== null, 'Адрес возврата должен быть страницей этого сайта')
    .describe('Куда вернуться после входа: путь этого сайта, например /cabinet/profile/'),
  device_id: z
    .string()
    .trim()
    .regex(/^[\w-]{8,80}$/, 'Некорректный идентификатор устройства')
    .optional(),
});

/** POST /api/auth/social/callback: the code and state the provider sent back to the callback page. */
export const socialCallbackSchema = z.object({
  provider: socialProviderSchema,
  code: z.string({ error: 'Нет кода авторизации' }).min(1, 'Нет кода авторизации').max(4096),
  state: z.string({ error: 'Нет параметра state' }).min(1, 'Нет параметра state').max(512),
  device_id: z
    .string()
    .max(512)
    .optional()
    .describe('VK ID: device_id из адреса возврата. Для остальных — идентификатор устройства клиента'),
  device_type: deviceTypeSchema.default('WEB_CLIENT'),
  device_token: z.string().max(512).optional(),
});
export type SocialCallbackInput = z.infer<typeof socialCallbackSchema>;

const tokenFields = {
  access_token: z.string().optional().describe('Только приложению (device_type не WEB_CLIENT); сайт получает cookie'),
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
};

export const socialCallbackResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('LOGGED_IN'),
    provider: socialProviderSchema,
    user: viewerSchema,
    redirect: z.string(),
    ...tokenFields,
  }),
  z.object({
    status: z.literal('LINKED'),
    provider: socialProviderSchema,
    redirect: z.string(),
  }),
  z.object({
    status: z.literal('PHONE_REQUIRED'),
    provider: socialProviderSchema,
    link_token: z.string().describe('Передайте как social_link_token во входе по телефону: аккаунт соцсети будет привязан'),
    redirect: z.string(),
  }),
]);
export type SocialCallbackResult = z.infer<typeof socialCallbackResultSchema>;
