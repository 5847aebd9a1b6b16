import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { cookieHeader, cookiesOf } from '../../../tests/helpers/auth-session';
import { type ApproveOptions, type FakeProvider, type FakeUser, startFakeProviders } from './fake-providers';
import type { SocialProvider } from './schema';

export const PUBLIC_URL = 'https://mestechko.test';
export const SECRETS: Record<SocialProvider, string> = {
  google: 'google-secret-DO-NOT-LEAK-1',
  vk: 'vk-secret-DO-NOT-LEAK-2',
  yandex: 'yandex-secret-DO-NOT-LEAK-3',
  tinkoff: 'tinkoff-secret-DO-NOT-LEAK-4',
};
export const CLIENT_IDS: Record<SocialProvider, string> = {
  google: '1234-google.apps.googleusercontent.com',
  vk: '51234567',
  yandex: 'yandex-client-id',
  tinkoff: 'tid_partner_client',
};
export const WEB = { 'client-type': 'WEB_CLIENT' };

export function redirectUriOf(provider: SocialProvider): string {
  return `${PUBLIC_URL}/auth/${provider}/callback/`;
}

/** A unique subject per test; VK ids are numbers. */
export function randomSubject(provider: SocialProvider): string {
  return provider === 'vk' ? String(100_000_000 + Math.floor(Math.random() * 800_000_000)) : `sub-${randomBytes(8).toString('hex')}`;
}

export interface SocialTestApp extends TestApp {
  fakes: Record<SocialProvider, FakeProvider>;
}

/** The app with all four providers configured against local fakes. */
export async function createSocialTestApp(clock?: ManualClock, env: Record<string, string> = {}): Promise<SocialTestApp> {
  const fakes = await startFakeProviders((kind) => ({
    clientId: CLIENT_IDS[kind],
    clientSecret: SECRETS[kind],
    redirectUri: redirectUriOf(kind),
    now: clock ? () => clock.now() : undefined,
  }));
  const t = await createTestApp(
    {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT_IDS.google,
      GOOGLE_CLIENT_SECRET: SECRETS.google,
      OAUTH_GOOGLE_BASE_URL: fakes.google.baseUrl,
      VK_CLIENT_ID: CLIENT_IDS.vk,
      VK_CLIENT_SECRET: SECRETS.vk,
      OAUTH_VK_BASE_URL: fakes.vk.baseUrl,
      YANDEX_CLIENT_ID: CLIENT_IDS.yandex,
      YANDEX_CLIENT_SECRET: SECRETS.yandex,
      OAUTH_YANDEX_BASE_URL: fakes.yandex.baseUrl,
      TINKOFF_CLIENT_ID: CLIENT_IDS.tinkoff,
      TINKOFF_CLIENT_SECRET: SECRETS.tinkoff,
      OAUTH_TINKOFF_BASE_URL: fakes.tinkoff.baseUrl,
      LOGIN_CALLS_PER_IP_MINUTE: '10000',
      ...env,
    },
    undefined,
    { clock },
  );
  return {
    ...t,
    fakes,
    async close() {
      await t.close();
      await Promise.all(Object.values(fakes).map((fake) => fake.close()));
    },
  };
}

/** GET /api/auth/{provider}: the 302, the provider's address and the browser's flow cookie. */
export async function startFlow(
  app: FastifyInstance,
  provider: SocialProvider,
  options: { cookies?: Record<string, string>; query?: string } = {},
) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/auth/${provider}${options.query ?? ''}`,
    headers: options.cookies ? { cookie: cookieHeader(options.cookies) } : {},
  });
  if (response.statusCode !== 302) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return { response, location: String(response.headers.location), cookies: { ...options.cookies, ...cookiesOf(response) } };
}

export function postCallback(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = WEB,
) {
  return app.inject({ method: 'POST', url: '/api/auth/social/callback', payload, headers: { ...headers, cookie: cookieHeader(cookies) } });
}

/** The whole browser round trip: start, consent at the fake, callback. */
export async function socialLogin(
  t: SocialTestApp,
  provider: SocialProvider,
  user: FakeUser,
  options: { cookies?: Record<string, string>; query?: string; deviceType?: string; approve?: ApproveOptions } = {},
) {
  const started = await startFlow(t.app, provider, options);
  const answer = t.fakes[provider].approve(started.location, user, options.approve);
  const response = await postCallback(
    t.app,
    { provider, ...answer, device_type: options.deviceType ?? 'WEB_CLIENT' },
    options.deviceType && options.deviceType !== 'WEB_CLIENT' ? {} : started.cookies,
    options.deviceType && options.deviceType !== 'WEB_CLIENT' ? {} : WEB,
  );
  return { response, started, answer };
}

export async function confirmEmail(t: TestApp, userId: number, email: string): Promise<void> {
  await t.app.services.database.db.execute(sql`update users set email = ${email}, email_confirmed_at = now() where id = ${userId}`);
}

/** Rows of a raw query (PGlite and node-postgres both answer with `rows`). */
export async function rowsOf<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.app.services.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function socialAccountsOf(t: TestApp, provider: SocialProvider, subject: string) {
  return rowsOf<{ user_id: string | number; email: string | null; email_verified: string | null; profile: Record<string, string> }>(
    t,
    sql`select user_id, email, email_verified, profile from social_accounts where provider = ${provider} and subject = ${subject}`,
  );
}
