import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { formatPhone } from '../../lib/format/phone';
import { dataEnvelope } from '../../server/http/envelope';
import { utmFromCookies } from '../../server/http/utm-cookies';
import {
  AUTH_COOKIES,
  ENTRY_TICKET_TTL,
  entryTicketResultSchema,
  entryTicketSchema,
  loginItemSchema,
  loginResultSchema,
  otpCheckResultSchema,
  otpCheckSchema,
  otpNotifySchema,
  otpRequestSchema,
  otpStatusSchema,
  phoneLoginSchema,
  phoneValidateResultSchema,
  phoneValidateSchema,
  refreshResultSchema,
  refreshSchema,
  webviewLoginSchema,
  type DeviceType,
} from './schema';
import type { AuthService, LoginOutcome } from './service.server';

const tags = ['auth'];

function clientOf(request: FastifyRequest, body: { phone: string; device_id?: string }) {
  return { phone: body.phone, deviceId: request.deviceInfo(body).deviceId, ip: request.ip };
}

/** The site gets httpOnly cookies; the app (any other device type) gets the tokens in the body. */
function respondWithLogin(reply: FastifyReply, outcome: LoginOutcome, deviceType: DeviceType) {
  const result: z.infer<typeof loginResultSchema> = {
    user: outcome.viewer,
    is_new: outcome.isNew,
    expires_in: outcome.tokens.expiresIn,
  };
  if (deviceType === 'WEB_CLIENT') reply.setAuthCookies(outcome.tokens);
  else Object.assign(result, { access_token: outcome.tokens.accessToken, refresh_token: outcome.tokens.refreshToken });
  return { data: result };
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; callsPerIpMinute: number }> = async (
  app,
  { auth, callsPerIpMinute },
) => {
  /** Per-IP ceiling on the login calls, on top of the per-number rules in the service. */
  const loginRateLimit = { rateLimit: { max: callsPerIpMinute, timeWindow: 60_000 } };

  app.post(
    '/api/auth/phone/otp',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Начать вход: отправить код по SMS, звонком, e-mail или ждать звонка пользователя',
        body: otpRequestSchema,
        response: { 200: dataEnvelope(loginItemSchema) },
      },
    },
    async (request) => ({ data: await auth.otp.start(clientOf(request, request.body), 'login', request.body.type) }),
  );

  app.post(
    '/api/auth/phone/otp/notify',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Отправить код ещё раз или другим способом (после wait_timer)',
        body: otpNotifySchema,
        response: { 200: dataEnvelope(loginItemSchema) },
      },
    },
    async (request) => ({ data: await auth.otp.notify(clientOf(request, request.body), 'login', request.body.type) }),
  );

  app.post(
    '/api/auth/phone/otp/status',
    {
      schema: {
        tags,
        summary: 'USER_CALL: статус звонка пользователя; после звонка в ответе код для входа',
        body: otpStatusSchema,
        response: { 200: dataEnvelope(loginItemSchema) },
      },
    },
    async (request) => ({ data: await auth.otp.callStatus(clientOf(request, request.body), 'login') }),
  );

  app.post(
    '/api/auth/phone/otp/check',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Подтвердить телефон кодом без входа (гостевой заказ): токен подтверждения на 15 минут',
        body: otpCheckSchema,
        response: { 200: dataEnvelope(otpCheckResultSchema) },
      },
    },
    async (request) => {
      const token = await auth.confirmPhone(clientOf(request, request.body), request.body.code);
      return { data: { phone: request.body.phone, confirmed: true as const, confirmation_token: token } };
    },
  );

  app.post(
    '/api/auth/phone/validate',
    {
      schema: {
        tags,
        summary:
          'Проверить номер мобильного телефона перед выдачей доступа к заказу: +7 (9XX) XXX-XX-XX, ответ — цифры и запись ' +
          'по маске. Не сообщает, есть ли у номера аккаунт',
        body: phoneValidateSchema,
        response: { 200: dataEnvelope(phoneValidateResultSchema) },
      },
    },
    async (request) => ({ data: { phone: request.body.phone, formatted: formatPhone(request.body.phone), valid: true as const } }),
  );

  app.post(
    '/api/auth/phone/login',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Войти по телефону и коду; при первом входе создаётся аккаунт',
        body: phoneLoginSchema,
        response: { 200: dataEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const device = request.deviceInfo(request.body);
      // The site's entry page kept the UTM values in cookies; the app sends them in the body.
      const utm = request.body.utm ?? utmFromCookies(request.cookies);
      const outcome = await auth.loginByPhone({ ...request.body, utm }, clientOf(request, request.body), device);
      return respondWithLogin(reply, outcome, device.deviceType);
    },
  );

  app.post(
    '/api/auth/webview/login',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Вход веб-вью приложения по его access- и session-токенам: сайт получает свою сессию в cookie',
        body: webviewLoginSchema,
        response: { 200: dataEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await auth.webviewLogin(request.body.access_token, request.body.session_token, request.deviceInfo());
      return respondWithLogin(reply, outcome, 'WEB_CLIENT');
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Обновить токены (refresh-токен одноразовый, выдаётся новый)',
        body: refreshSchema.optional(),
        response: { 200: dataEnvelope(refreshResultSchema) },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const token = fromBody ?? request.cookies[AUTH_COOKIES.refresh];
      if (!token) throw new AppError('UNAUTHORIZED');
      try {
        const tokens = await auth.sessions.refresh(token);
        if (fromBody) {
          return { data: { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expires_in: tokens.expiresIn } };
        }
        reply.setAuthCookies(tokens);
        return { data: { expires_in: tokens.expiresIn } };
      } catch (error) {
        if (!fromBody) reply.clearAuthCookies();
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/entry-ticket',
    {
      schema: {
        tags,
        summary: 'Приложение открывает страницу сайта уже с входом: одноразовый ?token= на 2 минуты (только Bearer)',
        body: entryTicketSchema,
        response: { 200: dataEnvelope(entryTicketResultSchema) },
      },
    },
    async (request) => {
      const state = await request.authState();
      if (!state.session || state.via !== 'bearer') throw new AppError('UNAUTHORIZED', { message: 'Нужен вход приложения (Bearer)' });
      const token = await auth.tickets.issue('entry_login', ENTRY_TICKET_TTL, { userId: state.session.userId });
      const url = new URL(request.body.path, 'http://local');
      url.searchParams.set('token', token);
      return { data: { token, url: `${url.pathname}${url.search}`, expires_in: ENTRY_TICKET_TTL } };
    },
  );

  app.get(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Выйти: сессия этого устройства завершается, её токены больше не принимаются',
        response: { 200: dataEnvelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      const state = await request.authState();
      let sessionId = state.session?.sessionId;
      const refreshToken = request.cookies[AUTH_COOKIES.refresh];
      if (!sessionId && refreshToken) sessionId = (await auth.sessions.sessionOfRefreshToken(refreshToken))?.sessionId;
      if (sessionId) await auth.sessions.revoke(sessionId, 'logout');
      reply.clearAuthCookies();
      return { data: { ok: true as const } };
    },
  );
};
