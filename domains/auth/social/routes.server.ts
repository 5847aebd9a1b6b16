import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors';
import { dataEnvelope } from '../../../server/http/envelope';
import { redirectAnswer } from '../../../server/http/non-json-answers';
import { resolvePageViewer } from '../../../server/plugins/auth';
import { ProviderError } from './provider.server';
import { sandboxOAuthRoutes } from './sandbox-routes.server';
import type { SocialAuth } from './service.server';
import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  sameSitePath,
  socialCallbackResultSchema,
  socialCallbackSchema,
  socialStartQuerySchema,
  type SocialCallbackResult,
} from './schema';
import { STATE_TTL_SECONDS } from './states.server';

const tags = ['auth'];
/** The browser that started a flow: a random key; each state carries its MAC. */
export const FLOW_COOKIE = 'mst_oauth';
const FLOW_COOKIE_PATH = '/api/auth/';
const DEVICE_ID = /^[\w-]{8,80}$/;

/**
 * Social login: GET /api/auth/{google,vk,yandex,tinkoff} starts a flow and sends the browser to
 * the provider; the callback page posts the code to POST /api/auth/social/callback. The phone
 * login links a waiting identity through the auth service's login hook. Outside production the
 * sandbox consent page stands in for providers without a client id.
 */
export const socialAuthRoutes: FastifyPluginAsyncZod<{
  socialAuth: SocialAuth;
  callsPerIpMinute: number;
  secureCookies: boolean;
  sandboxProviders: boolean;
}> = async (app, { socialAuth, callsPerIpMinute, secureCookies, sandboxProviders }) => {
  const { login: social, sandboxCodes } = socialAuth;
  for (const problem of socialAuth.problems) app.log.warn(problem);
  // The same per-IP ceiling as the phone login calls.
  const socialRateLimit = { rateLimit: { max: callsPerIpMinute, timeWindow: 60_000 } };

  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/api/auth/${provider}`,
      {
        config: socialRateLimit,
        schema: {
          tags,
          summary:
            `Вход через ${SOCIAL_PROVIDER_NAMES[provider]}: переход на страницу согласия (302). Вошедший ` +
            `пользователь привязывает аккаунт`,
          querystring: socialStartQuerySchema,
          response: { 302: redirectAnswer('Страница согласия провайдера (или песочница вне production)') },
        },
      },
      async (request, reply) => {
        const session = (await resolvePageViewer(request, reply))?.session;
        const existing = request.cookies[FLOW_COOKIE];
        const binding = existing && /^[\w-]{32}$/.test(existing) ? existing : social.states.newBinding();
        const url = await social.start({
          provider,
          binding,
          redirectBack: sameSitePath(request.query.redirect_back),
          deviceId: request.query.device_id ?? request.deviceInfo().deviceId ?? null,
          linkUserId: session?.userId ?? null,
        });
        reply.setCookie(FLOW_COOKIE, binding, {
          path: FLOW_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: STATE_TTL_SECONDS + 300,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      },
    );
  }

  app.post(
    '/api/auth/social/callback',
    {
      config: socialRateLimit,
      schema: {
        tags,
        summary: 'Завершить вход через соцсеть: обмен кода (state, PKCE) и вход, привязка или запрос телефона',
        body: socialCallbackSchema,
        response: { 200: dataEnvelope(socialCallbackResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const web = body.device_type === 'WEB_CLIENT';
      // For VK ID, device_id is VK's own (from the callback address); the client's device comes from Device-ID.
      const clientDeviceId = body.provider !== 'vk' && body.device_id && DEVICE_ID.test(body.device_id) ? body.device_id : undefined;
      let outcome;
      try {
        outcome = await social.callback({
          provider: body.provider,
          code: body.code,
          state: body.state,
          providerDeviceId: body.provider === 'vk' ? body.device_id : undefined,
          binding: request.cookies[FLOW_COOKIE],
          checkBinding: web,
          device: request.deviceInfo({ device_id: clientDeviceId, device_type: body.device_type, device_token: body.device_token }),
        });
      } catch (error) {
        if (error instanceof AppError && error.cause instanceof ProviderError) {
          // Safe to log: the step, the HTTP status and the OAuth error code only.
          request.log.warn({ provider: body.provider, failure: error.cause.message }, 'social login: provider call failed');
        }
        throw error;
      }

      let result: SocialCallbackResult;
      if (outcome.status === 'LOGGED_IN') {
        const { login } = outcome;
        result = {
          status: 'LOGGED_IN',
          provider: body.provider,
          user: login.viewer,
          redirect: outcome.redirect,
          expires_in: login.tokens.expiresIn,
        };
        if (web) reply.setAuthCookies(login.tokens);
        else Object.assign(result, { access_token: login.tokens.accessToken, refresh_token: login.tokens.refreshToken });
      } else if (outcome.status === 'LINKED') {
        result = { status: 'LINKED', provider: body.provider, redirect: outcome.redirect };
      } else {
        result = { status: 'PHONE_REQUIRED', provider: body.provider, link_token: outcome.linkToken, redirect: outcome.redirect };
      }
      reply.header('cache-control', 'no-store');
      return { data: result };
    },
  );

  if (sandboxProviders) {
    await app.register(sandboxOAuthRoutes, { codes: sandboxCodes, redirectUri: (provider) => social.redirectUri(provider) });
  }
};
