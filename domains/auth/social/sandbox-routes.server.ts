import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlAnswer, redirectAnswer } from '../../../server/http/non-json-answers';
import { emailOf, urlWithQuery } from './provider.server';
import { SANDBOX_CLIENT_ID, type SandboxCodes, sandboxSaysEmailVerified } from './sandbox.server';
import { parseSocialProvider, SOCIAL_PROVIDER_NAMES, type SocialProvider } from './schema';

const ENV_KEYS: Record<SocialProvider, string> = {
  google: 'GOOGLE_CLIENT_ID',
  vk: 'VK_CLIENT_ID',
  yandex: 'YANDEX_CLIENT_ID',
  tinkoff: 'TINKOFF_CLIENT_ID',
};

const text = z.string().max(4096).optional();
const authorizeQuerySchema = z.object({
  response_type: text,
  client_id: text,
  redirect_uri: text,
  state: text,
  code_challenge: text,
  code_challenge_method: text,
  nonce: text,
  scope: text,
});
const decideQuerySchema = authorizeQuerySchema.extend({
  decision: text,
  device_id: text,
  subject: text,
  name: text,
  email: text,
  email_verified: text,
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function hidden(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/**
 * The sandbox consent screen of the four providers (outside production only): plain HTML with
 * no script or style, under the API's strict CSP. It checks the request as a provider would
 * (client id, exact redirect URI, PKCE S256) and answers the callback page with a code or
 * `error=access_denied`.
 */
export const sandboxOAuthRoutes: FastifyPluginAsyncZod<{ codes: SandboxCodes; redirectUri: (provider: SocialProvider) => string }> = async (
  app,
  { codes, redirectUri },
) => {
  const problemOf = (provider: SocialProvider, q: z.infer<typeof authorizeQuerySchema>): string | null => {
    if (q.client_id !== SANDBOX_CLIENT_ID) return 'Неизвестный client_id';
    if (q.response_type !== 'code') return 'Поддерживается только response_type=code';
    if (q.redirect_uri !== redirectUri(provider)) return 'redirect_uri не совпадает с зарегистрированным адресом';
    if (!q.state) return 'Нет параметра state';
    if (!q.code_challenge || !/^[\w-]{43}$/.test(q.code_challenge) || q.code_challenge_method !== 'S256')
      return 'Нужен PKCE: code_challenge и code_challenge_method=S256';
    if (provider === 'google' && !q.nonce) return 'Нет параметра nonce';
    return null;
  };

  const refuse = (reply: FastifyReply, message: string) =>
    page(reply, 400, 'Песочница: ошибка запроса', `<h1>Ошибка запроса авторизации</h1>\n<p role="alert">${escapeHtml(message)}</p>`);

  app.get(
    '/api/dev/oauth/:provider/authorize',
    {
      schema: {
        tags: ['dev'],
        summary: 'Песочница соцвхода: страница согласия вместо Google, VK ID, Яндекс ID, T-ID (только не в production)',
        params: z.object({ provider: z.string() }),
        querystring: authorizeQuerySchema,
        response: { 200: htmlAnswer('Страница согласия песочницы'), 400: htmlAnswer('Ошибка запроса авторизации') },
      },
    },
    async (request, reply) => {
      const provider = parseSocialProvider(request.params.provider);
      if (!provider) return refuse(reply, 'Неизвестный провайдер');
      const q = request.query;
      const problem = problemOf(provider, q);
      if (problem) return refuse(reply, problem);
      const name = SOCIAL_PROVIDER_NAMES[provider];
      const subject = `sandbox-${randomBytes(6).toString('hex')}`;
      const note = sandboxSaysEmailVerified(provider)
        ? `<p>${escapeHtml(name)} сообщает, подтверждён ли e-mail: подтверждённый адрес, совпадающий с ` +
          `подтверждённым e-mail аккаунта, привяжет вход к этому аккаунту.</p>`
        : `<p>${escapeHtml(name)} не сообщает, подтверждён ли e-mail: сайт сохранит адрес, но не будет по нему привязывать аккаунты.</p>`;
      return page(
        reply,
        200,
        `Песочница: вход через ${name}`,
        `<h1>Вход через ${escapeHtml(name)} — песочница</h1>
<p>Это тестовая страница вместо ${escapeHtml(name)}: ключ ${ENV_KEYS[provider]} не задан, ` +
          `поэтому настоящий сервис не вызывается. Укажите, кем войти.</p>
${note}
<form method="get" action="/api/dev/oauth/${provider}/decide">
${hidden('client_id', q.client_id)}
${hidden('response_type', q.response_type)}
${hidden('redirect_uri', q.redirect_uri)}
${hidden('state', q.state)}
${hidden('code_challenge', q.code_challenge)}
${hidden('code_challenge_method', q.code_challenge_method)}
${hidden('nonce', q.nonce)}
<p><label for="subject">Идентификатор пользователя (sub)</label><br>
<input id="subject" name="subject" value="${subject}" required maxlength="255" autocomplete="off"></p>
<p><label for="name">Имя</label><br>
<input id="name" name="name" value="Тестовый Пользователь" maxlength="200" autocomplete="off"></p>
<p><label for="email">E-mail</label><br>
<input id="email" name="email" type="email" maxlength="320" autocomplete="off"></p>
<p><label><input type="checkbox" name="email_verified" value="true"> e-mail подтверждён</label></p>
<p><button type="submit" name="decision" value="allow">Войти</button>
<button type="submit" name="decision" value="deny" formnovalidate>Отказать</button></p>
</form>`,
      );
    },
  );

  app.get(
    '/api/dev/oauth/:provider/decide',
    {
      schema: {
        tags: ['dev'],
        summary: 'Песочница соцвхода: ответ страницы согласия — возврат на страницу входа с кодом или отказом',
        params: z.object({ provider: z.string() }),
        querystring: decideQuerySchema,
        response: { 302: redirectAnswer('Возврат на страницу входа с кодом или отказом'), 400: htmlAnswer('Ошибка запроса авторизации') },
      },
    },
    async (request, reply) => {
      const provider = parseSocialProvider(request.params.provider);
      if (!provider) return refuse(reply, 'Неизвестный провайдер');
      const q = request.query;
      const problem = problemOf(provider, q);
      if (problem) return refuse(reply, problem);
      const back = q.redirect_uri as string;
      reply.header('cache-control', 'no-store');
      if (q.decision !== 'allow') {
        return reply.redirect(
          urlWithQuery(back, { error: 'access_denied', error_description: 'The user denied access', state: q.state }),
          302,
        );
      }
      const subject = q.subject?.trim();
      if (!subject || subject.length > 255) return refuse(reply, 'Укажите идентификатор пользователя');
      // VK ID adds the device the code is bound to; the token call must repeat it.
      const deviceId = provider === 'vk' ? `sandbox-device-${randomBytes(8).toString('hex')}` : null;
      const code = codes.issue({
        provider,
        subject,
        name: (q.name ?? '').trim().slice(0, 200),
        email: emailOf(q.email) ?? '',
        emailVerified: q.email_verified === 'true',
        codeChallenge: q.code_challenge as string,
        redirectUri: back,
        nonce: q.nonce ?? null,
        deviceId,
      });
      return reply.redirect(
        urlWithQuery(back, { code, state: q.state, device_id: deviceId ?? undefined, type: provider === 'vk' ? 'code_v2' : undefined }),
        302,
      );
    },
  );
};
