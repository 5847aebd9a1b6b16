import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { dataEnvelope } from '../../server/http/envelope';
import { deviceTypeSchema, loginItemSchema, loginResultSchema } from '../auth/schema';
import type { LoginOutcome } from '../auth/service.server';
import { onboardingSchema } from './onboarding';
import type { ProfileService } from './service.server';
import {
  agreesSchema,
  deactivatedSchema,
  deactivationSchema,
  emailSentSchema,
  emailUpdateSchema,
  emailVerifiedSchema,
  emailVerifySchema,
  okSchema,
  phoneCheckResultSchema,
  phoneCheckSchema,
  phoneConfirmSchema,
  phoneUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  resetConfirmSchema,
  resetCreateQuerySchema,
  resetCreateResultSchema,
} from './schema';

const tags = ['profile'];

function clientOf(request: FastifyRequest) {
  return { deviceId: request.deviceInfo().deviceId, ip: request.ip };
}

/**
 * GET calls that send something: the site's cookie alone is not enough (a top-level cross-site
 * navigation carries it), the Client-Type header that cross-site pages cannot set is required too.
 */
async function requireClientTypeOnCookie(request: FastifyRequest) {
  const state = await request.authState();
  if (state.via === 'cookie' && !request.headers['client-type']) throw new AppError('CLIENT_TYPE_REQUIRED');
}

/** The answer of a login: cookies for the site, tokens in the body for the app. */
function loginAnswer(reply: FastifyReply, outcome: LoginOutcome, deviceType: string) {
  const result: z.infer<typeof loginResultSchema> = { user: outcome.viewer, is_new: false, expires_in: outcome.tokens.expiresIn };
  if (deviceType === 'WEB_CLIENT') reply.setAuthCookies(outcome.tokens);
  else Object.assign(result, { access_token: outcome.tokens.accessToken, refresh_token: outcome.tokens.refreshToken });
  return { data: result };
}

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService; callsPerIpMinute: number }> = async (
  app,
  { profile, callsPerIpMinute },
) => {
  /** Calls that send or check codes and letters: the per-IP ceiling of the login calls, on top of the per-account rules. */
  const sendRateLimit = { rateLimit: { max: callsPerIpMinute, timeWindow: 60_000 } };

  app.get(
    '/api/cabinet/v2/profile',
    {
      schema: {
        tags,
        summary: 'Профиль: данные аккаунта, почта и её подтверждение, бонусы',
        response: { 200: dataEnvelope(profileSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await profile.getProfile(userId) };
    },
  );

  app.put(
    '/api/cabinet/v2/profile',
    {
      schema: {
        tags,
        summary: 'Изменить ФИО и дату рождения (отсутствующее поле не меняется, null — очистить)',
        body: profileUpdateSchema,
        response: { 200: dataEnvelope(profileSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await profile.updateProfile(userId, request.body) };
    },
  );

  app.delete(
    '/api/cabinet/v2/profile',
    {
      schema: {
        tags,
        summary: 'Удалить аккаунт: выход на всех устройствах, персональные данные стираются, история заказов и платежей хранится по закону',
        body: deactivationSchema,
        response: { 200: dataEnvelope(deactivatedSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { deactivatedAt } = await profile.deactivate(userId, request.body.reason);
      request.log.info({ userId }, 'account deactivated');
      reply.clearAuthCookies();
      return { data: { ok: true as const, deactivated_at: deactivatedAt.toISOString() } };
    },
  );

  app.patch(
    '/api/cabinet/v2/profile/agrees',
    {
      schema: { tags, summary: 'Согласие на рекламные рассылки', body: agreesSchema, response: { 200: dataEnvelope(profileSchema) } },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await profile.setAgreeAds(userId, request.body.agree_ads) };
    },
  );

  app.get(
    '/api/cabinet/on-boarding',
    {
      schema: {
        tags,
        summary: 'Шаги знакомства: что уже сделано (данные, адрес, паспорт, промокод)',
        response: { 200: dataEnvelope(onboardingSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await profile.onboarding(userId) };
    },
  );

  app.get(
    '/api/cabinet/on-boarding-complete',
    { schema: { tags, summary: 'Отметить, что знакомство с приложением пройдено', response: { 200: dataEnvelope(okSchema) } } },
    async (request) => {
      const { userId } = await request.requireSession();
      await requireClientTypeOnCookie(request);
      await profile.completeOnboarding(userId);
      return { data: { ok: true as const } };
    },
  );

  // E-mail

  app.post(
    '/api/profile/email/update',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Сменить почту: письмо со ссылкой подтверждения (24 ч); до подтверждения действует прежняя почта',
        body: emailUpdateSchema,
        response: { 200: dataEnvelope(emailSentSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await profile.requestEmailChange(userId, request.body.email) };
    },
  );

  app.get(
    '/api/profile/email/confirmation',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Отправить письмо подтверждения почты ещё раз (раз в минуту, до 5 в сутки)',
        response: { 200: dataEnvelope(emailSentSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await requireClientTypeOnCookie(request);
      return { data: await profile.resendEmailConfirmation(userId) };
    },
  );

  app.post(
    '/api/cabinet/v2/site/email-verify',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Подтвердить почту ключом из письма (без входа: ссылку могут открыть на другом устройстве)',
        body: emailVerifySchema,
        response: { 200: dataEnvelope(emailVerifiedSchema) },
      },
    },
    async (request) => {
      const { email } = await profile.confirmEmail(request.body.key);
      return { data: { email, confirmed: true as const } };
    },
  );

  // Phone change

  app.get(
    '/api/cabinet/profile/send-sms-for-check-number',
    {
      config: sendRateLimit,
      schema: { tags, summary: 'Смена номера, шаг 1: код по SMS на текущий номер', response: { 200: dataEnvelope(loginItemSchema) } },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await requireClientTypeOnCookie(request);
      return { data: await profile.startPhoneCheck(userId, clientOf(request)) };
    },
  );

  app.post(
    '/api/cabinet/profile/confirm-sms-for-check-number',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Смена номера, шаг 2: код с текущего номера → токен подтверждения на 15 минут',
        body: phoneCheckSchema,
        response: { 200: dataEnvelope(phoneCheckResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { token: await profile.confirmPhoneCheck(userId, clientOf(request), request.body.code) } };
    },
  );

  app.post(
    '/api/cabinet/profile/phone-update',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Смена номера, шаг 3: код по SMS на новый номер (номер другого аккаунта — 409)',
        body: phoneUpdateSchema,
        response: { 200: dataEnvelope(loginItemSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await profile.startPhoneUpdate(userId, clientOf(request), request.body.phone, request.body.token) };
    },
  );

  app.post(
    '/api/cabinet/profile/phone-confirm',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Смена номера, шаг 4: код нового номера; другие сессии завершаются, это устройство входит заново',
        body: phoneConfirmSchema.extend({
          device_id: z.string().trim().min(8).max(80).optional(),
          device_type: deviceTypeSchema.default('WEB_CLIENT'),
        }),
        response: { 200: dataEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const device = request.deviceInfo(request.body);
      const outcome = await profile.confirmPhoneUpdate(userId, { deviceId: device.deviceId, ip: request.ip }, request.body, device);
      return loginAnswer(reply, outcome, device.deviceType);
    },
  );

  // Password reset (no login: the code proves the number)

  app.get(
    '/api/profile/reset/create',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Сброс пароля, шаг 1: код по SMS; ответ одинаков для любых номеров',
        querystring: resetCreateQuerySchema,
        response: { 200: dataEnvelope(resetCreateResultSchema) },
      },
    },
    async (request) => ({ data: await profile.startPasswordReset(request.query.phone, clientOf(request)) }),
  );

  app.post(
    '/api/profile/reset/confirm',
    {
      config: sendRateLimit,
      schema: {
        tags,
        summary: 'Сброс пароля, шаг 2: код и новый пароль (от 8 символов, буквы и цифры); все сессии завершаются',
        body: resetConfirmSchema,
        response: { 200: dataEnvelope(okSchema) },
      },
    },
    async (request, reply) => {
      // The site signed in to this very account keeps a fresh session; the app signs in again.
      const state = await request.authState();
      const current = state.session && state.via === 'cookie' ? { userId: state.session.userId, device: request.deviceInfo() } : null;
      const { tokens } = await profile.confirmPasswordReset(request.body, clientOf(request), current);
      if (tokens) reply.setAuthCookies(tokens);
      return { data: { ok: true as const } };
    },
  );
};
