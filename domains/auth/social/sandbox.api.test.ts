import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { SOCIAL_PROVIDERS, type SocialProvider } from './schema';
import { confirmEmail, postCallback, randomSubject, startFlow } from './social-test-support';

const PUBLIC_URL = 'http://127.0.0.1:3999';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, LOGIN_CALLS_PER_IP_MINUTE: '10000' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Sandbox consent: the form's fields as the page would submit them. */
async function consent(provider: SocialProvider, fields: Record<string, string>, query = '') {
  const started = await startFlow(t.app, provider, { query });
  const authorize = new URL(started.location, PUBLIC_URL);
  const decide = new URL(`/api/dev/oauth/${provider}/decide`, PUBLIC_URL);
  for (const [key, value] of authorize.searchParams) decide.searchParams.set(key, value);
  for (const [key, value] of Object.entries(fields)) decide.searchParams.set(key, value);
  const answer = await get(`${decide.pathname}${decide.search}`);
  return { started, authorize, answer };
}

describe('sandbox providers (no client id, outside production)', () => {
  it.each(SOCIAL_PROVIDERS)('%s: the consent page is plain HTML under the strict CSP', async (provider) => {
    const { location } = await startFlow(t.app, provider);
    expect(location.startsWith(`/api/dev/oauth/${provider}/authorize?`)).toBe(true);
    const params = new URL(location, PUBLIC_URL).searchParams;
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/${provider}/callback/`);
    expect(params.get('code_challenge_method')).toBe('S256');
    const page = await get(location);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('песочница');
    expect(page.body).toContain('Идентификатор пользователя (sub)');
    expect(page.body).toContain('e-mail подтверждён');
    expect(page.body).toMatch(/<button[^>]*value="allow"[^>]*>Войти<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="deny"[^>]*>Отказать<\/button>/);
    expect(page.body).not.toMatch(/<script|<style|style=/);
  });

  it('Войти: back to the callback page with a code; the exchange gives PHONE_REQUIRED, then the phone login links it', async () => {
    const subject = randomSubject('google');
    const { answer, started } = await consent(
      'google',
      { decision: 'allow', subject, name: 'Иван Иванов', email: 'ivan@example.com' },
      '?redirect_back=%2Fcabinet%2Fprofile%2F',
    );
    expect(answer.statusCode).toBe(302);
    const back = new URL(String(answer.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/google/callback/`);
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const first = await postCallback(t.app, { provider: 'google', code, state }, started.cookies);
    expect(first.json().data).toMatchObject({ status: 'PHONE_REQUIRED', redirect: '/cabinet/profile/' });

    const { login } = await loginBySms(t.app, randomPhone(), 'sandbox-device1', { social_link_token: first.json().data.link_token });
    const again = await consent('google', { decision: 'allow', subject });
    const params = new URL(String(again.answer.headers.location)).searchParams;
    const second = await postCallback(
      t.app,
      { provider: 'google', code: params.get('code'), state: params.get('state') },
      again.started.cookies,
    );
    expect(second.json().data).toMatchObject({ status: 'LOGGED_IN', user: { id: login.json().data.user.id } });
  });

  it('the e-mail checkbox counts only for providers that say so', async () => {
    const { login } = await loginBySms(t.app, randomPhone(), 'sandbox-device2');
    const email = `sandbox-${randomSubject('google')}@example.com`;
    await confirmEmail(t, login.json().data.user.id, email);
    for (const [provider, status] of [
      ['vk', 'PHONE_REQUIRED'],
      ['yandex', 'PHONE_REQUIRED'],
      ['tinkoff', 'LOGGED_IN'],
    ] as const) {
      const { answer, started } = await consent(provider, {
        decision: 'allow',
        subject: randomSubject(provider),
        email,
        email_verified: 'true',
      });
      const params = new URL(String(answer.headers.location)).searchParams;
      const body = { provider, code: params.get('code'), state: params.get('state'), device_id: params.get('device_id') ?? undefined };
      if (provider === 'vk') expect(body.device_id).toMatch(/^sandbox-device-/);
      const response = await postCallback(t.app, body, started.cookies);
      expect(response.json().data.status).toBe(status);
    }
  });

  it('Отказать: back with error=access_denied and the state', async () => {
    const { answer, authorize } = await consent('yandex', { decision: 'deny' });
    expect(answer.statusCode).toBe(302);
    const back = new URL(String(answer.headers.location));
    expect(back.pathname).toBe('/auth/yandex/callback/');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('checks the request as a provider would: client id, exact redirect URI, PKCE', async () => {
    const { location } = await startFlow(t.app, 'vk');
    const url = new URL(location, PUBLIC_URL);
    const variants: [string, string][] = [
      ['redirect_uri', 'https://evil.example/auth/vk/callback/'],
      ['redirect_uri', `${PUBLIC_URL}/auth/vk/callback/?x=1`],
      ['client_id', 'someone-else'],
      ['code_challenge_method', 'plain'],
    ];
    for (const [key, value] of variants) {
      const bad = new URL(url);
      bad.searchParams.set(key, value);
      const response = await get(`${bad.pathname}${bad.search}`);
      expect(response.statusCode).toBe(400);
      const decide = await get(`${bad.pathname.replace('/authorize', '/decide')}${bad.search}&decision=allow&subject=x`);
      expect(decide.statusCode).toBe(400);
      expect(decide.headers.location).toBeUndefined();
    }
  });

  it('escapes what it shows', async () => {
    const { location } = await startFlow(t.app, 'google');
    const url = new URL(location, PUBLIC_URL);
    url.searchParams.set('state', '"><script>alert(1)</script>');
    const page = await get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('a sandbox code works only with the verifier of its own flow', async () => {
    const a = await consent('tinkoff', { decision: 'allow', subject: randomSubject('tinkoff') });
    const b = await startFlow(t.app, 'tinkoff');
    const code = new URL(String(a.answer.headers.location)).searchParams.get('code');
    const stateB = new URL(b.location, PUBLIC_URL).searchParams.get('state');
    const response = await postCallback(t.app, { provider: 'tinkoff', code, state: stateB }, b.cookies);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/T-ID не подтвердил вход/);
  });
});
