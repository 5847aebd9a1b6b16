import fastifyCookie from '@fastify/cookie';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { AUTH_COOKIES, deviceTypeSchema } from '../../domains/auth/schema';
import type { AuthService } from '../../domains/auth/service.server';
import { defaultMessages, type ErrorCode } from '../../lib/errors';

/** What the app sends in the handshake's `auth`; the site sends nothing and is known by its cookie. */
export const handshakeAuthSchema = z.object({
  token: z.string().min(1).max(4096).optional(),
  device_type: deviceTypeSchema.optional(),
  device_id: z
    .string()
    .regex(/^[\w-]{8,80}$/)
    .optional(),
});

export interface SocketUser {
  userId: number;
  sessionId: string;
  /** When the access token ends: the socket is closed then and the client refreshes and reconnects. */
  expiresAt: number;
  via: 'token' | 'cookie';
  deviceType: string;
  deviceId: string | null;
}

/** A refused handshake: the client gets `connect_error` with this message and `data: { code, message }`. */
export class HandshakeError extends Error {
  readonly data: { code: ErrorCode; message: string; details?: Record<string, unknown> };
  constructor(code: ErrorCode, message = defaultMessages[code], details?: Record<string, unknown>) {
    super(message);
    this.data = details ? { code, message, details } : { code, message };
  }
}

interface Handshake {
  auth: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Same-origin rule for the cookie: a page of another site could otherwise open a socket that
 * carries our cookie (cross-site WebSocket hijacking). The app's token needs no such rule.
 */
function sameOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === new URL(publicUrl).host || originHost === host;
}

export async function authenticateHandshake(handshake: Handshake, auth: AuthService, publicUrl: string): Promise<SocketUser> {
  const given = handshakeAuthSchema.safeParse(handshake.auth ?? {});
  if (!given.success) throw new HandshakeError('VALIDATION_ERROR', 'Неверные данные подключения: token, device_type, device_id');
  const header = (name: string) => {
    const value = handshake.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const cookieToken = fastifyCookie.parse(header('cookie') ?? '')[AUTH_COOKIES.access];
  const token = given.data.token ?? cookieToken;
  if (!token) throw new HandshakeError('UNAUTHORIZED');
  const via = given.data.token ? 'token' : 'cookie';
  if (via === 'cookie' && !sameOrigin(header('origin'), header('host'), publicUrl)) {
    throw new HandshakeError('FORBIDDEN', 'Подключение с чужого сайта отклонено');
  }
  const checked = await auth.sessions.verifyAccess(token);
  if (!checked.ok) throw new HandshakeError(checked.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
  const exp = decodeJwt(token).exp;
  return {
    userId: checked.session.userId,
    sessionId: checked.session.sessionId,
    expiresAt: (exp ?? 0) * 1000,
    via,
    deviceType: given.data.device_type ?? 'WEB_CLIENT',
    deviceId: given.data.device_id ?? null,
  };
}
