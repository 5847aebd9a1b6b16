import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp } from '../../../tests/helpers/test-app';
import { loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { SOCIAL_PROVIDERS } from './schema';
import {
  createSocialTestApp,
  postCallback,
  randomSubject,
  SECRETS,
  type SocialTestApp,
  socialLogin,
  startFlow,
} from './social-test-support';

const clock = manualClock();
let t: SocialTestApp;
beforeAll(async () => {
  t = await createSocialTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const STALE = 'Ссылка для входа устарела или уже использована. Начните вход заново';

/** Starts a flow and gets a code for it, without calling back yet. */
async function pendingCallback(provider: (typeof SOCIAL_PROVIDERS)[number], subject = randomSubject(provider)) {
  const started = await startFlow(t.app, provider);
  const answer = t.fakes[provider].approve(started.location, { subject });
  return { payload: { provider, ...answer, device_type: 'WEB_CLIENT' }, cookies: started.cookies };
}

describe('state', () => {
  it('is single use', async () => {
    const { payload, cookies } = await pendingCallback('google');
    expect((await postCallback(t.app, payload, cookies)).statusCode).toBe(200);
    const again = await postCallback(t.app, payload, cookies);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: STALE });
  });

  it('lets exactly one of parallel callbacks with the same state through', async () => {
    const { payload, cookies } = await pendingCallback('yandex');
    const results = await Promise.all([1, 2, 3].map(() => postCallback(t.app, payload, cookies)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('expires after 10 minutes', async () => {
    const { payload, cookies } = await pendingCallback('tinkoff');
    clock.advance(601);
    const late = await postCallback(t.app, payload, cookies);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(STALE);
  });

  it('a forged or altered state is refused before the provider is called', async () => {
    const { payload, cookies } = await pendingCallback('vk');
    const calls = t.fakes.vk.calls.length;
    for (const state of [
      'forged-state',
      `${payload.state}x`,
      payload.state.toUpperCase(),
      `${payload.state.slice(0, 32)}${'A'.repeat(43)}`,
    ]) {
      const response = await postCallback(t.app, { ...payload, state }, cookies);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(STALE);
    }
    expect(t.fakes.vk.calls.length).toBe(calls);
    // The real state still works afterwards.
    expect((await postCallback(t.app, payload, cookies)).statusCode).toBe(200);
  });

  it('belongs to its provider', async () => {
    const { payload, cookies } = await pendingCallback('google');
    const response = await postCallback(t.app, { ...payload, provider: 'yandex' }, cookies);
    expect(response.statusCode).toBe(422);
    // The attempt used the state up.
    expect((await postCallback(t.app, payload, cookies)).statusCode).toBe(422);
  });

  it('belongs to the browser that started the flow (login CSRF)', async () => {
    const { payload, cookies } = await pendingCallback('google');
    const noCookie = await postCallback(t.app, payload, {});
    expect(noCookie.statusCode).toBe(422);
    const otherBrowser = (await startFlow(t.app, 'google')).cookies;
    const planted = await postCallback(t.app, payload, otherBrowser);
    expect(planted.statusCode).toBe(422);
    expect((await postCallback(t.app, payload, cookies)).statusCode).toBe(200);
  });
});

const TOKEN_PATH = { google: '/token', vk: '/oauth2/auth', yandex: '/token', tinkoff: '/auth/token' } as const;

describe('PKCE and state, per provider', () => {
  it.each(SOCIAL_PROVIDERS)('%s: a code goes only with the verifier of its own flow, and a state serves once', async (provider) => {
    const fake = t.fakes[provider];
    const a = await startFlow(t.app, provider);
    const b = await startFlow(t.app, provider, { cookies: a.cookies });
    const answer = fake.approve(a.location, { subject: randomSubject(provider) });

    // The code of flow A with the state of flow B: B's verifier does not fit A's challenge.
    const stateB = new URL(b.location).searchParams.get('state');
    const swapped = await postCallback(t.app, { provider, ...answer, state: stateB }, a.cookies);
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().message).toMatch(/не подтвердил вход/);

    const before = fake.calls.length;
    expect((await postCallback(t.app, { provider, ...answer }, a.cookies)).statusCode).toBe(200);
    const tokenCall = fake.calls.slice(before).find((call) => call.path === TOKEN_PATH[provider]);
    const verifier = tokenCall?.body.get('code_verifier') ?? '';
    expect(verifier).toMatch(/^[\w-]{64}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(new URL(a.location).searchParams.get('code_challenge'));

    // Used up: the replay is refused here, the provider never hears of it.
    const calls = fake.calls.length;
    const replay = await postCallback(t.app, { provider, ...answer }, a.cookies);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(STALE);
    expect(fake.calls.length).toBe(calls);
  });
});

describe('provider refusals', () => {
  it.each(SOCIAL_PROVIDERS)('%s: a wrong PKCE verifier is a clear 422 that leaks nothing', async (provider) => {
    const started = await startFlow(t.app, provider);
    const answer = t.fakes[provider].approve(started.location, { subject: randomSubject(provider) }, { tamperChallenge: true });
    const response = await postCallback(t.app, { provider, ...answer }, started.cookies);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/не подтвердил вход/);
    for (const secret of [SECRETS[provider], answer.code, 'Invalid code verifier', 'invalid_grant'])
      expect(response.body).not.toContain(secret);
  });

  it('VK ID: a code used with another device_id is refused', async () => {
    const started = await startFlow(t.app, 'vk');
    const answer = t.fakes.vk.approve(started.location, { subject: randomSubject('vk') });
    const response = await postCallback(t.app, { provider: 'vk', ...answer, device_id: 'some-other-device' }, started.cookies);
    expect(response.statusCode).toBe(422);
    const missing = await startFlow(t.app, 'vk');
    const second = t.fakes.vk.approve(missing.location, { subject: randomSubject('vk') });
    const withoutDevice = await postCallback(t.app, { provider: 'vk', code: second.code, state: second.state }, missing.cookies);
    expect(withoutDevice.statusCode).toBe(422);
  });

  it('Google: an id_token with another nonce or an unknown signing key is not trusted', async () => {
    for (const approve of [{ nonce: 'another-nonce' }, { foreignKey: true }]) {
      const { response } = await socialLogin(t, 'google', { subject: randomSubject('google') }, { approve });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Не удалось проверить ответ Google. Попробуйте ещё раз или войдите по телефону',
      });
    }
  });

  it('a provider outage is a 503 without details', async () => {
    t.fakes.yandex.failToken = 'server_error';
    try {
      const { response } = await socialLogin(t, 'yandex', { subject: randomSubject('yandex') });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Яндекс ID не отвечает. Попробуйте позже или войдите по телефону');
      expect(response.body).not.toContain(SECRETS.yandex);
    } finally {
      t.fakes.yandex.failToken = 'none';
    }
  });

  it('VK ID: a refusal answered with status 200 is still a refusal', async () => {
    t.fakes.vk.failToken = 'refusal_with_200';
    try {
      const { response } = await socialLogin(t, 'vk', { subject: randomSubject('vk') });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'VK ID не подтвердил вход: код авторизации устарел или недействителен. Попробуйте войти ещё раз',
      );
    } finally {
      t.fakes.vk.failToken = 'none';
    }
  });

  it('the provider’s own error answer (access_denied) never reaches the API: the page shows it', async () => {
    const response = await postCallback(t.app, { provider: 'google', code: '', state: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.code).toBe('Нет кода авторизации');
  });

  it('an unknown provider is a validation error', async () => {
    const response = await postCallback(t.app, { provider: 'facebook', code: 'c', state: 's' });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.provider).toBe('Неизвестный способ входа');
  });
});

describe('the app', () => {
  it('exchanges codes it received itself without the browser cookie', async () => {
    const subject = randomSubject('google');
    const { payload } = await pendingCallback('google', subject);
    const response = await postCallback(t.app, { ...payload, device_type: 'IOS' }, {}, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('PHONE_REQUIRED');
  });
});

describe('in production', () => {
  it('an unconfigured provider answers 503 and there is no sandbox', async () => {
    const prod = await createTestApp({
      APP_ENV: 'production',
      SESSION_SECRET: 'production-test-secret-0123456789abcdef',
      GOOGLE_CLIENT_ID: 'only-the-id',
    });
    try {
      for (const provider of SOCIAL_PROVIDERS) {
        const response = await prod.app.inject({ method: 'GET', url: `/api/auth/${provider}` });
        expect(response.statusCode).toBe(503);
        expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
        expect(response.json().message).toMatch(/^Вход через .+ временно недоступен/);
      }
      const sandbox = await prod.app.inject({ method: 'GET', url: '/api/dev/oauth/google/authorize' });
      expect(sandbox.statusCode).toBe(404);
      const callback = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/social/callback',
        payload: { provider: 'vk', code: 'c', state: 's' },
      });
      expect(callback.statusCode).toBe(503);
    } finally {
      await prod.close();
    }
  });
});

describe('per-IP ceiling', () => {
  it('starts and callbacks share the login calls limit', async () => {
    const limited = await createTestApp({ LOGIN_CALLS_PER_IP_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await limited.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode);
      expect(codes).toEqual([302, 302, 302, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('phone login with a dead link ticket', () => {
  it('still signs in', async () => {
    const { login } = await loginBySms(t.app, randomPhone(), 'dead-ticket-dev', { social_link_token: 'x'.repeat(32) });
    expect(login.statusCode).toBe(200);
  });
});
