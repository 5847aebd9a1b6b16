import type { FastifyInstance } from 'fastify';

import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';

export { cookieHeader, cookiesOf, lastCode, loginBySms, randomPhone, wrongCode } from '../../tests/helpers/auth-session';

/** Env of profile API tests: the per-IP ceilings out of the way (every inject comes from one IP). */
export const PROFILE_TEST_ENV = {
  LOGIN_CALLS_PER_IP_MINUTE: '10000',
  LOGIN_SENDS_PER_IP_HOUR: '10000',
  LOGIN_FAILURES_PER_IP_HOUR: '10000',
  PUBLIC_URL: 'https://mestechko.test',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SignedIn {
  phone: string;
  device: string;
  cookies: Record<string, string>;
  userId: number;
  /** Headers of the site's calls: cookies, Client-Type and Device-ID. */
  headers: Record<string, string>;
  call(method: Method, url: string, payload?: unknown): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
}

let deviceCounter = 0;

/** A new account signed in over SMS on its own device; `call` sends the site's headers. */
export async function signIn(app: FastifyInstance, phone = randomPhone()): Promise<SignedIn> {
  deviceCounter += 1;
  const device = `profile-device-${String(deviceCounter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`;
  const { login, cookies } = await loginBySms(app, phone, device);
  const headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT', 'device-id': device };
  return {
    phone,
    device,
    cookies,
    userId: login.json().data.user.id,
    headers,
    call: (method, url, payload) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** The newest letter sent to an e-mail in the sandbox outbox. */
export async function lastLetter(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const items = response.json().data.items as { text: string }[];
  if (!items[0]) throw new Error(`no letter sent to ${email}`);
  return items[0].text;
}

export function letterCount(app: FastifyInstance, email: string): Promise<number> {
  return app
    .inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })
    .then((response) => (response.json().data.items as unknown[]).length);
}

/** The confirmation key of the site's link in a letter. */
export function keyOf(letter: string): string {
  const match = /\/auth\/email\/confirm\/\?key=([\w%-]+)/.exec(letter);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${letter}`);
  return decodeURIComponent(match[1]);
}

export function randomEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.ru`;
}
