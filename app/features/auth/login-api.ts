import type { LoginChannel, LoginItem, LoginResult, Utm } from '../../../domains/auth/schema';
import { ApiError, apiRequest } from '../../shell/api-client';
import { readCookie } from '../../shell/cookies';
import { getDeviceId } from '../../shell/device-id';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** UTM values the server kept in cookies when the visitor arrived. */
export function utmFromCookies(read: (name: string) => string | undefined = readCookie): Utm {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = read(key);
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}

async function device() {
  return { device_id: await getDeviceId(), device_type: 'WEB_CLIENT' as const };
}

/** POST /api/auth/phone/otp: starts the attempt; without a type the server picks its default channel. */
export async function requestOtp(input: { phone: string; agreeAds: boolean; type?: LoginChannel }): Promise<LoginItem> {
  return apiRequest<LoginItem>('/api/auth/phone/otp', {
    method: 'POST',
    body: { phone: input.phone, type: input.type, ...(await device()), agree_ads: input.agreeAds, utm: utmFromCookies() },
  });
}

/** POST /api/auth/phone/otp/notify: the code again, or over another channel. */
export async function notifyOtp(input: { phone: string; type: LoginChannel }): Promise<LoginItem> {
  return apiRequest<LoginItem>('/api/auth/phone/otp/notify', {
    method: 'POST',
    body: { phone: input.phone, type: input.type, ...(await device()) },
  });
}

/** POST /api/auth/phone/otp/status: has the visitor called yet (USER_CALL)? */
export async function callStatus(input: { phone: string }, signal?: AbortSignal): Promise<LoginItem> {
  return apiRequest<LoginItem>('/api/auth/phone/otp/status', {
    method: 'POST',
    body: { phone: input.phone, type: 'USER_CALL', ...(await device()) },
    signal,
  });
}

/** POST /api/auth/phone/login: the sign-in payload; the session arrives as httpOnly cookies. */
export async function loginWithCode(input: { phone: string; type: LoginChannel; code: string; agreeAds: boolean }): Promise<LoginResult> {
  return apiRequest<LoginResult>('/api/auth/phone/login', {
    method: 'POST',
    body: {
      phone: input.phone,
      type: input.type,
      code: input.code,
      ...(await device()),
      agree_ads: input.agreeAds,
      agree_personal_data: true,
      utm: utmFromCookies(),
      // A social login waiting for its phone (/auth/{provider}/callback/ sent the visitor here).
      social_link_token: new URLSearchParams(window.location.search).get('social_link') ?? undefined,
    },
  });
}

export type LoginErrorKind = 'field' | 'auth' | 'unexpected';

/**
 * How a failed login call is shown: a refused check or send (422, 429) puts the
 * server's message under the field; other answers of the server are an authorization snack;
 * network failures and 5xx are the generic notice.
 */
export function loginErrorKind(error: unknown): LoginErrorKind {
  if (!(error instanceof ApiError)) return 'unexpected';
  if (error.status === 0 || error.status >= 500) return 'unexpected';
  if ((error.status === 422 || error.status === 429) && fieldMessage(error)) return 'field';
  return 'auth';
}

/** The server's text of a refusal, lines joined; a field message when the envelope has one. */
export function fieldMessage(error: ApiError, field?: string): string | null {
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const fromField = field ? body.fields?.[field] : undefined;
  if (fromField) return fromField;
  if (body.message) return Array.isArray(body.message) ? body.message.join('\n') : body.message;
  const first = body.fields ? Object.values(body.fields)[0] : undefined;
  return first ?? null;
}

export const GENERIC_LOGIN_ERROR = 'Не удалось войти. Попробуйте ещё раз';
