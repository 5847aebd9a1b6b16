import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { SOCIAL_PROVIDERS, type SocialProvider } from './schema';
import {
  CLIENT_IDS,
  confirmEmail,
  createSocialTestApp,
  PUBLIC_URL,
  randomSubject,
  redirectUriOf,
  rowsOf,
  type SocialTestApp,
  socialAccountsOf,
  socialLogin,
  startFlow,
} from './social-test-support';

let t: SocialTestApp;
beforeAll(async () => {
  t = await createSocialTestApp();
});
afterAll(async () => {
  await t.close();
});

const AUTHORIZE: Record<SocialProvider, string> = {
  google: '/o/oauth2/v2/auth',
  vk: '/authorize',
  yandex: '/authorize',
  tinkoff: '/auth/authorize',
};

describe('GET /api/auth/{provider}', () => {
  it.each(SOCIAL_PROVIDERS)('%s: 302 to the provider with the exact redirect URI, a state and an S256 challenge', async (provider) => {
    const { response, location } = await startFlow(t.app, provider, { query: '?redirect_back=%2Fcabinet%2Fprofile%2F%3Ftab%3D1' });
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.fakes[provider].baseUrl}${AUTHORIZE[provider]}`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_IDS[provider]);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/${provider}/callback/`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    if (provider === 'google') {
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('nonce')).toMatch(/^[\w-]{32}$/);
    }
    if (provider === 'vk') expect(q.get('scope')).toBe('email phone');

    const state = q.get('state')!;
    // VK ID accepts only [A-Za-z0-9_-] in state, at least 32 characters.
    expect(state).toMatch(/^[\w-]{75}$/);
    const rows = await rowsOf<{
      provider: string;
      code_verifier: string;
      nonce: string;
      redirect_back: string;
      link_user_id: null;
      used_at: null;
      ttl: string;
    }>(
      t,
      sql`select provider, code_verifier, nonce, redirect_back, link_user_id, used_at, extract(epoch from (expires_at - created_at)) as ttl
          from oauth_states where state = ${state}`,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ provider, redirect_back: '/cabinet/profile/?tab=1', link_user_id: null, used_at: null });
    expect(Number(row.ttl)).toBe(600);
    // The challenge is the S256 of the verifier kept on the server; the verifier never leaves it.
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(q.get('code_challenge'));
    expect(location).not.toContain(row.code_verifier);
    if (provider === 'google') expect(q.get('nonce')).toBe(row.nonce);

    const flowCookie = response.cookies.find((c) => c.name === 'mst_oauth');
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/', secure: true });
  });

  it('refuses a return path of another site', async () => {
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auth/google?redirect_back=${encodeURIComponent(bad)}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields.redirect_back).toBe('Адрес возврата должен быть страницей этого сайта');
    }
  });

  it('each start is a new state and a new verifier', async () => {
    const a = new URL((await startFlow(t.app, 'yandex')).location).searchParams;
    const b = new URL((await startFlow(t.app, 'yandex')).location).searchParams;
    expect(a.get('state')).not.toBe(b.get('state'));
    expect(a.get('code_challenge')).not.toBe(b.get('code_challenge'));
  });
});

describe('a new identity', () => {
  it.each(SOCIAL_PROVIDERS)(
    '%s: PHONE_REQUIRED, the phone login links it, the next social login signs in with cookies',
    async (provider) => {
      const subject = randomSubject(provider);
      const user = {
        subject,
        email: `${subject}@example.com`,
        emailVerified: true,
        firstName: 'Анна',
        lastName: 'Петрова',
        phone: '+79990001122',
      };
      const first = await socialLogin(t, provider, user, { query: '?redirect_back=%2Fcabinet%2Fbonuses%2F' });
      expect(first.response.statusCode).toBe(200);
      const pending = first.response.json().data;
      expect(pending).toMatchObject({ status: 'PHONE_REQUIRED', provider, redirect: '/cabinet/bonuses/' });
      expect(pending.link_token.length).toBeGreaterThan(20);
      expect(first.response.cookies.filter((c) => c.name.startsWith('mst_a') || c.name === 'mst_rt')).toHaveLength(0);
      expect(await socialAccountsOf(t, provider, subject)).toHaveLength(0);

      const phone = randomPhone();
      const { login } = await loginBySms(t.app, phone, 'social-device-01', { social_link_token: pending.link_token });
      const userId = login.json().data.user.id;
      const [linked] = await socialAccountsOf(t, provider, subject);
      expect(Number(linked!.user_id)).toBe(userId);
      expect(linked!.email).toBe(user.email);
      // Only Google and T-ID say whether the e-mail is verified.
      expect(linked!.email_verified).toBe(provider === 'google' || provider === 'tinkoff' ? 'true' : null);
      expect(linked!.profile).toMatchObject({ first_name: 'Анна', last_name: 'Петрова' });

      // The ticket is single use.
      const other = randomPhone();
      await loginBySms(t.app, other, 'social-device-02', { social_link_token: pending.link_token });
      expect(Number((await socialAccountsOf(t, provider, subject))[0]!.user_id)).toBe(userId);

      const second = await socialLogin(t, provider, user);
      expect(second.response.statusCode).toBe(200);
      const body = second.response.json().data;
      expect(body).toMatchObject({ status: 'LOGGED_IN', provider, redirect: '/cabinet/subscriptions/', expires_in: 1740 });
      expect(body.user).toMatchObject({ id: userId, phone });
      expect(body.access_token).toBeUndefined();
      const cookies = cookiesOf(second.response);
      expect(Object.keys(cookies)).toEqual(expect.arrayContaining(['mst_at', 'mst_rt']));
      expect((await t.app.services.auth.sessions.verifyAccess(cookies.mst_at!)).ok).toBe(true);
      const [session] = await rowsOf<{ strategy: string }>(
        t,
        sql`select strategy from auth_sessions where user_id = ${userId} order by created_at desc limit 1`,
      );
      expect(session!.strategy).toBe('social');
    },
  );

  it('the app (device_type other than WEB_CLIENT) gets the tokens in the body, not cookies', async () => {
    const subject = randomSubject('google');
    const pending = (await socialLogin(t, 'google', { subject }, { deviceType: 'ANDROID' })).response.json().data;
    expect(pending.status).toBe('PHONE_REQUIRED');
    await loginBySms(t.app, randomPhone(), 'social-device-03', { social_link_token: pending.link_token });

    const { response } = await socialLogin(t, 'google', { subject }, { deviceType: 'ANDROID' });
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.status).toBe('LOGGED_IN');
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThan(20);
    expect(response.cookies.filter((c) => c.name === 'mst_at' || c.name === 'mst_rt')).toHaveLength(0);
    const [session] = await rowsOf<{ device_type: string }>(
      t,
      sql`select device_type from auth_sessions where user_id = ${body.user.id} order by created_at desc limit 1`,
    );
    expect(session!.device_type).toBe('ANDROID');
  });
});

describe('linking while signed in', () => {
  it('a signed-in user who starts the flow gets the identity linked (LINKED), then signs in with it', async () => {
    const phone = randomPhone();
    const { cookies } = await loginBySms(t.app, phone, 'link-device-001');
    const userId = (await t.app.services.users.findByPhone(phone))!.id;
    const subject = randomSubject('yandex');

    const { response } = await socialLogin(
      t,
      'yandex',
      { subject, email: 'link@example.com' },
      { cookies, query: '?redirect_back=%2Fcabinet%2Fprofile%2F' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'LINKED', provider: 'yandex', redirect: '/cabinet/profile/' });
    expect(Number((await socialAccountsOf(t, 'yandex', subject))[0]!.user_id)).toBe(userId);

    // Linking the same identity again is harmless.
    const again = await socialLogin(t, 'yandex', { subject }, { cookies });
    expect(again.response.json().data.status).toBe('LINKED');

    const signIn = await socialLogin(t, 'yandex', { subject });
    expect(signIn.response.json().data).toMatchObject({ status: 'LOGGED_IN', user: { id: userId } });
  });

  it('a subject linked to another user answers 409 and stays with its owner', async () => {
    const subject = randomSubject('vk');
    const owner = await loginBySms(t.app, randomPhone(), 'owner-device-01');
    await socialLogin(t, 'vk', { subject }, { cookies: owner.cookies });
    const ownerId = owner.login.json().data.user.id;

    const intruder = await loginBySms(t.app, randomPhone(), 'intruder-dev-01');
    const { response } = await socialLogin(t, 'vk', { subject }, { cookies: intruder.cookies });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_ACCOUNT_LINKED' });
    expect(response.json().message).toMatch(/VK ID уже привязан к другому пользователю/);
    expect(Number((await socialAccountsOf(t, 'vk', subject))[0]!.user_id)).toBe(ownerId);
  });

  it('a phone login never takes over a subject that got linked to someone else meanwhile', async () => {
    const subject = randomSubject('tinkoff');
    const pending = (await socialLogin(t, 'tinkoff', { subject })).response.json().data;
    const first = await loginBySms(t.app, randomPhone(), 'race-device-001');
    await socialLogin(t, 'tinkoff', { subject }, { cookies: first.cookies });
    const firstId = first.login.json().data.user.id;

    const second = await loginBySms(t.app, randomPhone(), 'race-device-002', { social_link_token: pending.link_token });
    expect(second.login.statusCode).toBe(200);
    expect(Number((await socialAccountsOf(t, 'tinkoff', subject))[0]!.user_id)).toBe(firstId);
  });
});

describe('linking by e-mail', () => {
  it('a verified e-mail equal to an account’s confirmed e-mail links and signs in', async () => {
    const phone = randomPhone();
    const { login } = await loginBySms(t.app, phone, 'email-device-01');
    const userId = login.json().data.user.id;
    const email = `verified-${randomSubject('google')}@example.com`;
    await confirmEmail(t, userId, email);

    const subject = randomSubject('google');
    const { response } = await socialLogin(t, 'google', { subject, email: email.toUpperCase(), emailVerified: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'LOGGED_IN', user: { id: userId } });
    expect(cookiesOf(response).mst_at).toBeTruthy();
    expect(Number((await socialAccountsOf(t, 'google', subject))[0]!.user_id)).toBe(userId);

    const tid = randomSubject('tinkoff');
    const viaTid = await socialLogin(t, 'tinkoff', { subject: tid, email, emailVerified: true });
    expect(viaTid.response.json().data).toMatchObject({ status: 'LOGGED_IN', user: { id: userId } });
  });

  it('an unverified e-mail, or one the provider does not vouch for, is not linked', async () => {
    const { login } = await loginBySms(t.app, randomPhone(), 'email-device-02');
    const email = `unverified-${randomSubject('google')}@example.com`;
    await confirmEmail(t, login.json().data.user.id, email);

    const google = await socialLogin(t, 'google', { subject: randomSubject('google'), email, emailVerified: false });
    expect(google.response.json().data.status).toBe('PHONE_REQUIRED');
    const tinkoff = await socialLogin(t, 'tinkoff', { subject: randomSubject('tinkoff'), email, emailVerified: false });
    expect(tinkoff.response.json().data.status).toBe('PHONE_REQUIRED');
    // VK ID and Yandex ID never say the e-mail is verified: stored, never trusted.
    for (const provider of ['vk', 'yandex'] as const) {
      const { response } = await socialLogin(t, provider, { subject: randomSubject(provider), email, emailVerified: true });
      expect(response.json().data.status).toBe('PHONE_REQUIRED');
    }
  });

  it('an unconfirmed e-mail of an account is not linked either', async () => {
    const { login } = await loginBySms(t.app, randomPhone(), 'email-device-03');
    const email = `pending-${randomSubject('google')}@example.com`;
    await t.app.services.database.db.execute(sql`update users set email = ${email} where id = ${login.json().data.user.id}`);
    const { response } = await socialLogin(t, 'google', { subject: randomSubject('google'), email, emailVerified: true });
    expect(response.json().data.status).toBe('PHONE_REQUIRED');
  });
});

describe('the API document', () => {
  it('describes the social login calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/google', '/api/auth/vk', '/api/auth/yandex', '/api/auth/tinkoff', '/api/auth/social/callback']),
    );
  });
});

describe('the provider calls', () => {
  it('send what each provider expects', async () => {
    const before = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, t.fakes[p].calls.length]));
    for (const provider of SOCIAL_PROVIDERS) await socialLogin(t, provider, { subject: randomSubject(provider) });
    const callsOf = (p: SocialProvider) => t.fakes[p].calls.slice(before[p]);

    const vk = callsOf('vk');
    expect(vk.map((c) => c.path)).toEqual(['/oauth2/auth', '/oauth2/user_info']);
    expect(Object.fromEntries(vk[0]!.body)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CLIENT_IDS.vk,
      redirect_uri: redirectUriOf('vk'),
    });
    expect(vk[0]!.body.get('device_id')).toMatch(/^vk-device-/);
    expect(vk[0]!.body.get('code_verifier')).toMatch(/^[\w-]{64}$/);
    expect(vk[0]!.body.get('state')).toBeTruthy();

    const yandex = callsOf('yandex');
    expect(yandex.map((c) => c.path)).toEqual(['/token', '/info']);
    expect(yandex[1]!.headers.authorization).toMatch(/^OAuth y0_/);

    const tinkoff = callsOf('tinkoff');
    expect(tinkoff.map((c) => c.path)).toEqual(['/auth/token', '/userinfo/userinfo']);
    expect(tinkoff[0]!.headers.authorization).toMatch(/^Basic /);
    expect(tinkoff[0]!.body.get('client_secret')).toBeNull();
    expect(tinkoff[1]!.headers.authorization).toMatch(/^Bearer t\./);

    const google = callsOf('google').filter((c) => c.path === '/token');
    expect(google).toHaveLength(1);
    expect(google[0]!.body.get('redirect_uri')).toBe(redirectUriOf('google'));
  });
});
