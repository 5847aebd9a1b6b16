import { z } from 'zod';
import { placeholderSiteSettings, siteSettingDefaults } from './site-config';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, isTileTemplate } from './map-tiles';

const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where this runs; defaults to NODE_ENV. The browser tests run a production build as APP_ENV=test. */
  APP_ENV: z.enum(['development', 'production', 'staging', 'test']).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people open. Outside production it follows PORT; production must set it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.url().optional(),
  /** Begins every Redis key and channel of this deployment; by default derived from the database (see redis-prefix.ts). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits, and . : _ - only, at most 64')
    .optional(),
  SESSION_SECRET: z.string().min(32).default(DEV_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Guest pages kept per process, rendered once for every guest with the same inputs (decision 0017); 0 keeps none. */
  GUEST_PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(200),
  SEED_DEMO_DATA: booleanish.default(true),
  SANDBOX_PROVIDERS: booleanish,
  TRUST_PROXY: booleanish,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Access token lifetime; only tests shorten it (production always uses 1740 s). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(1740).default(1740),
  /** Per-IP ceilings of phone login: calls per minute, codes sent per hour, wrong codes per hour. */
  LOGIN_CALLS_PER_IP_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURES_PER_IP_HOUR: z.coerce.number().int().min(1).default(60),
  /** Realtime socket handshakes per client address per minute (each process counts its own). */
  SOCKET_HANDSHAKES_PER_IP_MINUTE: z.coerce.number().int().min(1).default(120),
  /** The channel of the first code when the client does not choose one. */
  AUTH_DEFAULT_CHANNEL: z.enum(['SMS', 'CALL', 'USER_CALL', 'EMAIL']).default('SMS'),
  /** SMS.ru key; with it SMS and call codes go through the real provider (when not in sandbox). */
  SMSRU_API_ID: z.string().trim().min(1).optional(),
  SMSRU_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://sms.ru'),
  /** With it e-mail goes out over SMTP: smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/i, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Местечко <no-reply@mestechko.ru>'),
  /** A Google service account key file (its JSON text); with it app push goes through FCM HTTP v1 (when not in sandbox). */
  FCM_SERVICE_ACCOUNT: z
    .string()
    .trim()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be the service account key file (JSON)' });
        return z.NEVER;
      }
    })
    .pipe(
      z.object(
        {
          project_id: z.string().min(1),
          client_email: z.string().min(3),
          private_key: z.string().includes('PRIVATE KEY'),
          token_uri: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
        },
        'must be the service account key file (JSON)',
      ),
    )
    .optional(),
  FCM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  /**
   * Social login clients. Without a client id a provider is "not configured": the local sandbox
   * stands in outside production, production answers 503. VK ID needs no secret (PKCE).
   * OAUTH_<P>_BASE_URL replaces the scheme and host of all that provider's endpoints.
   */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  VK_CLIENT_ID: z.string().trim().min(1).optional(),
  VK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  YANDEX_CLIENT_ID: z.string().trim().min(1).optional(),
  YANDEX_CLIENT_SECRET: z.string().trim().min(1).optional(),
  TINKOFF_CLIENT_ID: z.string().trim().min(1).optional(),
  TINKOFF_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OAUTH_GOOGLE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OAUTH_VK_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OAUTH_YANDEX_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OAUTH_TINKOFF_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The locker network of the prokat line (domains/prokat/lockers): its API, token and the secret its
   * events are signed with. Without them the sandbox network stands in outside production; production
   * refuses to open cells (503) until all three are set.
   */
  LOCKER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOCKER_API_TOKEN: z.string().trim().min(1).optional(),
  LOCKER_EVENTS_SECRET: z.string().trim().min(16, 'LOCKER_EVENTS_SECRET: не короче 16 символов').optional(),
  /** YooKassa shop; without both the sandbox stands in outside production, production answers 503. */
  YOOKASSA_SHOP_ID: z.string().trim().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().trim().min(1).optional(),
  YOOKASSA_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.yookassa.ru/v3'),
  /**
   * Fiscal receipts (54-ФЗ) sent with every payment and refund: the VAT code of the rent
   * (YooKassa vat_code 1–12; 1 = без НДС) and the shop's tax system (tax_system_code 1–6; 2 = УСН доходы).
   */
  RECEIPT_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  RECEIPT_TAX_SYSTEM_CODE: z.coerce.number().int().min(1).max(6).default(2),
  /** The company's details shown on pages, documents and receipts (lib/site-config.ts). */
  COMPANY_LEGAL_NAME: z.string().trim().min(3).max(200).default(siteSettingDefaults.COMPANY_LEGAL_NAME),
  COMPANY_INN: z
    .string()
    .regex(/^(\d{10}|\d{12})$/, 'ИНН: 10 или 12 цифр')
    .default(siteSettingDefaults.COMPANY_INN),
  COMPANY_OGRN: z
    .string()
    .regex(/^(\d{13}|\d{15})$/, 'ОГРН: 13 или 15 цифр')
    .default(siteSettingDefaults.COMPANY_OGRN),
  COMPANY_LEGAL_ADDRESS: z.string().trim().min(10).max(300).default(siteSettingDefaults.COMPANY_LEGAL_ADDRESS),
  COMPANY_EMAIL: z.email().default(siteSettingDefaults.COMPANY_EMAIL),
  /** The company's КПП and bank details printed on invoices and acts (the seller's side); placeholders outside production. */
  COMPANY_KPP: z
    .string()
    .regex(/^\d{4}[\dA-Z]{2}\d{3}$/, 'КПП: 9 знаков')
    .default('770401001'),
  COMPANY_BANK_NAME: z.string().trim().min(2).max(200).default('ПАО Сбербанк'),
  COMPANY_BIK: z
    .string()
    .regex(/^04\d{7}$/, 'БИК: 9 цифр, начинается с 04')
    .default('044525225'),
  COMPANY_SETTLEMENT_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/, 'расчётный счёт: 20 цифр')
    .default('40702810200000000001'),
  COMPANY_CORRESPONDENT_ACCOUNT: z
    .string()
    .regex(/^301\d{17}$/, 'корреспондентский счёт: 20 цифр, начинается с 301')
    .default('30101810400000000225'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\d{11}$/, 'phone: 11 digits, e.g. 88001234567')
    .default(siteSettingDefaults.SUPPORT_PHONE),
  RENTAL_PHONE: z
    .string()
    .regex(/^\d{11}$/, 'phone: 11 digits, e.g. 88001234567')
    .default(siteSettingDefaults.RENTAL_PHONE),
  APP_STORE_URL: z.url({ protocol: /^https$/ }).default(siteSettingDefaults.APP_STORE_URL),
  GOOGLE_PLAY_URL: z.url({ protocol: /^https$/ }).default(siteSettingDefaults.GOOGLE_PLAY_URL),
  // Raster tiles of the places map (Leaflet): a template with {z}/{x}/{y}, and its attribution.
  MAP_TILE_URL: z.string().trim().refine(isTileTemplate, 'a tile template: http(s)://…/{z}/{x}/{y}.png').default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  /** Yandex Maps JS API key; with it the address pick shows a map, without it a list of suggestions. */
  YANDEX_MAPS_KEY: z.string().trim().min(1).optional(),
  /**
   * DaData (address suggestions, reverse geocoding, companies by INN, banks by BIK). Without a key
   * the sandbox answers from bundled data outside production.
   */
  DADATA_API_KEY: z.string().trim().min(1).optional(),
  DADATA_SUGGESTIONS_URL: z.url({ protocol: /^https?$/ }).default('https://suggestions.dadata.ru'),
  /** Where uploaded files live: a folder under DATA_DIR (local) or an S3-compatible bucket (s3, with the S3_* keys). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('ru-central1'),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Path-style URLs (http://host/bucket/key), for MinIO and most self-hosted servers. */
  S3_FORCE_PATH_STYLE: booleanish,
  /** 32 bytes in base64: the key passport fields are encrypted with (AES-256-GCM). Production must set it. */
  IDENTITY_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /**
   * Rotation (decisions 0021, 0029): the keys IDENTITY_ENCRYPTION_KEY replaced, comma-separated, each
   * 32 bytes in base64. They only decrypt; identity files are re-sealed under the new key on start.
   */
  IDENTITY_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .trim()
    .refine(
      (v) => v.split(',').every((k) => Buffer.from(k.trim(), 'base64').length === 32),
      'each key must be 32 bytes in base64, keys separated by commas',
    )
    .optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  /** PUBLIC_URL, or outside production http://localhost:<PORT>. */
  PUBLIC_URL: string;
  appEnv: 'development' | 'production' | 'staging' | 'test';
  /** Real production: HSTS, no development secrets, no sandbox outbox. */
  isProduction: boolean;
  sandboxProviders: boolean;
};

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates the whole environment at once and lists every invalid key. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  const issues = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  // Checked on the raw values so it is reported together with every other invalid key.
  const deployment = cleaned.APP_ENV ?? cleaned.NODE_ENV;
  if (deployment === 'production' && (!cleaned.SESSION_SECRET || cleaned.SESSION_SECRET === DEV_SECRET)) {
    issues.push('SESSION_SECRET: production needs its own secret, not the development one');
  }
  if (deployment === 'production' && cleaned.ACCESS_TOKEN_TTL && cleaned.ACCESS_TOKEN_TTL !== '1740') {
    issues.push('ACCESS_TOKEN_TTL: production keeps the 1740 s access token lifetime');
  }
  // The sandbox pays without a provider and signs in without one: never where real people arrive.
  if (deployment === 'production' && (cleaned.SANDBOX_PROVIDERS === 'true' || cleaned.SANDBOX_PROVIDERS === '1')) {
    issues.push('SANDBOX_PROVIDERS: production never runs the sandbox providers (payments, sign-in, messages); remove it');
  }
  // Payment return addresses and sign-in callbacks are built on it: a guess would send people to a dead page.
  if (deployment === 'production' && !cleaned.PUBLIC_URL) {
    issues.push('PUBLIC_URL: production needs the public address people open (https://…)');
  }
  if (deployment === 'production') {
    for (const key of placeholderSiteSettings) {
      if (!cleaned[key] || cleaned[key].trim() === siteSettingDefaults[key]) {
        issues.push(`${key}: production needs the company's own value, not the development placeholder`);
      }
    }
  }
  // Passport fields are encrypted with it; the development key derived from SESSION_SECRET is for local runs only.
  if (deployment === 'production' && !cleaned.IDENTITY_ENCRYPTION_KEY) {
    issues.push('IDENTITY_ENCRYPTION_KEY: production needs its own key for passport data (openssl rand -base64 32)');
  }
  const lockerKeys = ['LOCKER_API_URL', 'LOCKER_API_TOKEN', 'LOCKER_EVENTS_SECRET'].filter((key) => Boolean(cleaned[key]));
  if (lockerKeys.length > 0 && lockerKeys.length < 3) {
    issues.push('LOCKER_API_URL, LOCKER_API_TOKEN, LOCKER_EVENTS_SECRET: set all three or none');
  }
  if (Boolean(cleaned.YOOKASSA_SHOP_ID) !== Boolean(cleaned.YOOKASSA_SECRET_KEY)) {
    issues.push('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: set both or neither');
  }
  if (cleaned.FILE_STORAGE === 's3') {
    const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((key) => !cleaned[key]);
    if (missing.length > 0) issues.push(`${missing.join(', ')}: FILE_STORAGE=s3 needs the bucket and its access keys`);
  }
  if (!result.success || issues.length > 0) throw new EnvError(issues);
  const env = result.data!;
  const appEnv = env.APP_ENV ?? env.NODE_ENV;
  const isProduction = appEnv === 'production';
  const sandboxProviders = source.SANDBOX_PROVIDERS ? env.SANDBOX_PROVIDERS : !isProduction;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, PUBLIC_URL: publicUrl, appEnv, isProduction, sandboxProviders };
}
