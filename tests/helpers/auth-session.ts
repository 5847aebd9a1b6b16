import type { FastifyInstance } from 'fastify';

/** Helpers for auth API tests: the sandbox outbox stands in for the phone. */
export function randomPhone(): string {
  return `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const items = response.json().data.items as { code: string | null }[];
  const code = items.find((i) => i.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

export function cookiesOf(response: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(response.cookies.filter((c) => c.value).map((c) => [c.name, c.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

const WEB = { 'client-type': 'WEB_CLIENT' };

/** Requests a code and signs in over SMS; returns the login response and its cookies. */
export async function loginBySms(app: FastifyInstance, phone: string, device = 'test-device-0001', extra: Record<string, unknown> = {}) {
  const otp = await app.inject({
    method: 'POST',
    url: '/api/auth/phone/otp',
    headers: WEB,
    payload: { phone, type: 'SMS', device_id: device },
  });
  if (otp.statusCode !== 200) throw new Error(`otp failed: ${otp.body}`);
  const code = await lastCode(app, phone);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/phone/login',
    headers: WEB,
    payload: { phone, type: 'SMS', code, device_id: device, device_type: 'WEB_CLIENT', agree_personal_data: true, ...extra },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { login, cookies: cookiesOf(login) };
}
