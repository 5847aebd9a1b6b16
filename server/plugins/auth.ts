import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActiveSession } from '../../domains/auth/sessions.server';
import { AUTH_COOKIE_MAX_AGE, AUTH_COOKIES, type DeviceType } from '../../domains/auth/schema';
import type { Viewer } from '../../domains/auth/schema';
import type { DeviceInfo, IssuedTokens } from '../../domains/auth/service.server';
import { AppError } from '../../lib/errors';
import { isUnder, localPathOf } from '../../lib/paths';
import { isApiRequest, requestPath } from '../http/request-path';

export type AuthState =
  | { session: ActiveSession; via: 'bearer' | 'cookie' }
  | { session: null; via: 'bearer' | 'cookie' | null; reason: 'none' | 'expired' | 'invalid' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: Bearer token first, then the site's cookie. Resolved once per request. */
    authState(): Promise<AuthState>;
    /** For pages: who is calling and, when signed in, their viewer (the session checked in the same statement). */
    pageAuthState(): Promise<{ state: AuthState; viewer: Viewer | null }>;
    /** The caller's session, or 401 (TOKEN_EXPIRED when the access token only expired). */
    requireSession(): Promise<ActiveSession>;
    /** Device facts of the call: Device-ID header or body, user agent, IP. */
    deviceInfo(fromBody?: { device_id?: string; device_type?: DeviceType; device_token?: string }): DeviceInfo;
  }
  interface FastifyReply {
    setAuthCookies(tokens: IssuedTokens): void;
    clearAuthCookies(): void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Authentication for API calls and pages. The site keeps tokens in httpOnly cookies; the app
 * and webviews send Bearer. A mutating call authenticated by cookie must carry Client-Type,
 * which cross-site forms cannot send.
 */
export const authPlugin = fp(async function auth(app: FastifyInstance, options: { secureCookies: boolean }) {
  const { auth } = app.services;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: AUTH_COOKIE_MAX_AGE,
  };

  const states = new WeakMap<FastifyRequest, Promise<AuthState>>();

  async function resolve(request: FastifyRequest): Promise<AuthState> {
    const bearer = bearerOf(request);
    const via = bearer ? 'bearer' : request.cookies[AUTH_COOKIES.access] ? 'cookie' : null;
    const token = bearer ?? request.cookies[AUTH_COOKIES.access];
    if (!token || !via) return { session: null, via: null, reason: 'none' };
    const checked = await auth.sessions.verifyAccess(token);
    if (checked.ok) return { session: checked.session, via };
    return { session: null, via, reason: checked.reason };
  }

  app.decorateRequest('authState', function authState(this: FastifyRequest) {
    let state = states.get(this);
    if (!state) {
      state = resolve(this);
      states.set(this, state);
    }
    return state;
  });

  // A page signed in by cookie reads its viewer and checks its session in one statement; the
  // request's auth state is recorded, so nothing asks the database for the session again.
  app.decorateRequest('pageAuthState', async function pageAuthState(this: FastifyRequest) {
    const token = this.cookies[AUTH_COOKIES.access];
    if (bearerOf(this) || !token || states.has(this)) {
      const state = await this.authState();
      return { state, viewer: state.session ? await auth.viewerOf(state.session.userId) : null };
    }
    const checked = auth.pageViewer(token);
    const state: Promise<AuthState> = checked.then((result) =>
      result.ok ? { session: result.session, via: 'cookie' } : { session: null, via: 'cookie', reason: result.reason },
    );
    states.set(this, state);
    const result = await checked;
    return { state: await state, viewer: result.ok ? result.viewer : null };
  });

  app.decorateRequest('requireSession', async function requireSession(this: FastifyRequest) {
    const state = await this.authState();
    if (state.session) return state.session;
    // A refresh cookie means the site can still refresh: tell it the access token expired.
    const canRefresh = state.reason === 'expired' || (state.via !== 'bearer' && Boolean(this.cookies[AUTH_COOKIES.refresh]));
    throw canRefresh ? new AppError('TOKEN_EXPIRED') : new AppError('UNAUTHORIZED');
  });

  app.decorateRequest('deviceInfo', function deviceInfo(this: FastifyRequest, fromBody = {}) {
    const header = this.headers['device-id'];
    const headerId = typeof header === 'string' && /^[\w-]{8,80}$/.test(header) ? header : undefined;
    return {
      deviceId: fromBody.device_id ?? headerId,
      deviceType: fromBody.device_type ?? 'WEB_CLIENT',
      deviceToken: fromBody.device_token,
      userAgent: this.headers['user-agent'],
      ip: this.ip,
    };
  });

  app.decorateReply('setAuthCookies', function setAuthCookies(this: FastifyReply, tokens: IssuedTokens) {
    this.setCookie(AUTH_COOKIES.access, tokens.accessToken, cookieOptions);
    this.setCookie(AUTH_COOKIES.refresh, tokens.refreshToken, cookieOptions);
  });

  app.decorateReply('clearAuthCookies', function clearAuthCookies(this: FastifyReply) {
    this.clearCookie(AUTH_COOKIES.access, { path: '/' });
    this.clearCookie(AUTH_COOKIES.refresh, { path: '/' });
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const mutating = !SAFE_METHODS.has(request.method) || isUnder(requestPath(request), '/api/auth/logout');
    if (!mutating || bearerOf(request)) return;
    const hasAuthCookie = Boolean(request.cookies[AUTH_COOKIES.access] || request.cookies[AUTH_COOKIES.refresh]);
    if (hasAuthCookie && !request.headers['client-type']) throw new AppError('CLIENT_TYPE_REQUIRED');
  });
});

/**
 * For pages: the session of this request and its viewer. An expired access cookie is refreshed
 * here, so server rendering never logs a user out; a dead session clears the cookies.
 */
export async function resolvePageViewer(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ session: ActiveSession; viewer: Viewer | null } | null> {
  const { state, viewer } = await request.pageAuthState();
  if (state.session) return { session: state.session, viewer };
  if (state.via === 'bearer') return null;
  const refreshToken = request.cookies[AUTH_COOKIES.refresh];
  if (!refreshToken) {
    if (state.via === 'cookie') reply.clearAuthCookies();
    return null;
  }
  const { auth } = request.server.services;
  try {
    const tokens = await auth.sessions.refresh(refreshToken);
    reply.setAuthCookies(tokens);
    return { session: { userId: tokens.userId, sessionId: tokens.sessionId }, viewer: await auth.viewerOf(tokens.userId) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    reply.clearAuthCookies();
    return null;
  }
}

/**
 * Entry pages that carry a login in their query: `?token=` (a one-time ticket from the OAuth
 * flow or the app) and, on webview pages, the app's `access_token` and `session_token`.
 * The login becomes cookies and the page is reloaded without the secrets in its address.
 */
export async function exchangeEntryTokens(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url, 'http://local');
  const ticket = url.searchParams.get('token');
  const access = url.searchParams.get('access_token');
  const session = url.searchParams.get('session_token');
  const webviewTokens = url.pathname.startsWith('/webview/') && access && session;
  if (!ticket && !webviewTokens) return false;
  const { auth } = request.server.services;
  try {
    if (webviewTokens) {
      reply.setAuthCookies((await auth.webviewLogin(access, session, request.deviceInfo())).tokens);
    } else if (ticket) {
      const found = await auth.tickets.consume('entry_login', ticket);
      if (found?.userId) reply.setAuthCookies((await auth.loginUser(found.userId, request.deviceInfo(), 'ticket')).tokens);
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    request.log.info({ code: error.code }, 'entry login refused');
  }
  for (const key of ['token', 'access_token', 'session_token']) url.searchParams.delete(key);
  reply.header('cache-control', 'no-store').redirect(localPathOf(url), 302);
  return true;
}
