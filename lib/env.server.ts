import { z } from 'zod';

const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where this runs; defaults to NODE_ENV. The browser tests run a production build as APP_ENV=test. */
    APP_ENV: z.enum(['development', 'production', 'staging', 'test']).optional(),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32).default(DEV_SECRET),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    SEED_DEMO_DATA: booleanish.default(true),
    SANDBOX_PROVIDERS: booleanish,
    TRUST_PROXY: booleanish,
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  });

export type Env = z.infer<typeof envSchema> & {
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
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  const issues = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  // Checked on the raw values so it is reported together with every other invalid key.
  const deployment = cleaned.APP_ENV ?? cleaned.NODE_ENV;
  if (deployment === 'production' && (!cleaned.SESSION_SECRET || cleaned.SESSION_SECRET === DEV_SECRET)) {
    issues.push('SESSION_SECRET: production needs its own secret, not the development one');
  }
  if (!result.success || issues.length > 0) throw new EnvError(issues);
  const env = result.data!;
  const appEnv = env.APP_ENV ?? env.NODE_ENV;
  const isProduction = appEnv === 'production';
  const sandboxProviders = source.SANDBOX_PROVIDERS ? env.SANDBOX_PROVIDERS : !isProduction;
  return { ...env, appEnv, isProduction, sandboxProviders };
}
