import type { FastifyInstance } from 'fastify';
import { cookieHeader, lastCode, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { moscowDate } from './booking-dates';

/** Helpers of the booking API tests: signed-in callers, guest phone confirmation, booking bodies. */
export const WEB = { 'client-type': 'WEB_CLIENT' };

export async function signedIn(app: FastifyInstance) {
  const phone = randomPhone();
  const { login, cookies } = await loginBySms(app, phone, `dev-${phone}`);
  const userId = login.json().data.user.id as number;
  return { phone, userId, headers: { cookie: cookieHeader(cookies), ...WEB } };
}

export async function guestConfirmation(app: FastifyInstance, phone = randomPhone()): Promise<{ phone: string; token: string }> {
  const device = `guest-${phone}`;
  const otp = await app.inject({ method: 'POST', url: '/api/auth/phone/otp', payload: { phone, type: 'SMS', device_id: device } });
  if (otp.statusCode !== 200) throw new Error(`otp failed: ${otp.body}`);
  const code = await lastCode(app, phone);
  const check = await app.inject({ method: 'POST', url: '/api/auth/phone/otp/check', payload: { phone, code, device_id: device } });
  if (check.statusCode !== 200) throw new Error(`otp check failed: ${check.body}`);
  return { phone, token: check.json().data.confirmation_token as string };
}

export function bookingBody(cellId: number, now: Date, over: Record<string, unknown> = {}) {
  return { slot_id: cellId, tariff_kind: 'monthly', period_code: 'month-1', start_date: moscowDate(now), ...over };
}

export function book(app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/cabinet/site/storages/booking',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}
