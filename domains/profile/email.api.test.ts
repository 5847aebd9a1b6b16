import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { keyOf, lastLetter, letterCount, PROFILE_TEST_ENV, randomEmail, signIn, type SignedIn } from './test-support';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PROFILE_TEST_ENV, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.advance(3601));

const verify = (key: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/email-verify', headers, payload: { key } as object });

async function requestEmail(me: SignedIn, email: string) {
  const response = await me.call('POST', '/api/profile/email/update', { email });
  expect(response.statusCode, response.body).toBe(200);
  return keyOf(await lastLetter(t.app, email));
}

describe('e-mail change', () => {
  it('sends a letter with the site and app links; the address counts only after the link is opened', async () => {
    const me = await signIn(t.app);
    const email = randomEmail();
    const response = await me.call('POST', '/api/profile/email/update', { email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ email, sent: true, resend_after: 60 });

    const letter = await lastLetter(t.app, email);
    const key = keyOf(letter);
    expect(letter).toContain(`https://mestechko.test/auth/email/confirm/?key=${key}`);
    expect(letter).toContain(`https://mestechko.test/app/email-verify/?key=${key}`);
    expect(letter).not.toContain('token=');

    const before = (await me.call('GET', '/api/cabinet/v2/profile')).json().data;
    expect(before).toMatchObject({ email: null, email_confirmed: false, pending_email: email });

    // Opened on another device: no login needed.
    const confirmed = await verify(key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email, confirmed: true });
    const after = (await me.call('GET', '/api/cabinet/v2/profile')).json().data;
    expect(after).toMatchObject({ email, email_confirmed: true, pending_email: null });
  });

  it('keeps the confirmed address until the new one is confirmed', async () => {
    const me = await signIn(t.app);
    const first = randomEmail('first');
    await verify(await requestEmail(me, first));
    clock.advance(61);
    const second = randomEmail('second');
    const key = await requestEmail(me, second);
    expect((await me.call('GET', '/api/cabinet/v2/profile')).json().data).toMatchObject({
      email: first,
      email_confirmed: true,
      pending_email: second,
    });
    await verify(key);
    expect((await me.call('GET', '/api/cabinet/v2/profile')).json().data).toMatchObject({
      email: second,
      email_confirmed: true,
      pending_email: null,
    });
  });

  it('refuses a used key, an expired key and a garbage key with a clear message (422)', async () => {
    const me = await signIn(t.app);
    const key = await requestEmail(me, randomEmail());
    expect((await verify(key)).statusCode).toBe(200);
    const reused = await verify(key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/Ссылка недействительна: она устарела или уже использована/);

    clock.advance(61);
    const late = await requestEmail(me, randomEmail('late'));
    clock.advance(24 * 3600 + 1);
    const expired = await verify(late);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('CODE_EXPIRED');
    // The session cookie expired over the day too: read through the service.
    expect((await t.app.services.profile.getProfile(me.userId)).pending_email).toBeNull();

    const garbage = await verify('not-a-real-key-000000000');
    expect(garbage.statusCode).toBe(422);
    const short = await verify('abc');
    expect(short.statusCode).toBe(422);
    expect(short.json().fields.key).toMatch(/Ссылка повреждена/);
  });

  it('a link sent before another address was asked for no longer works', async () => {
    const me = await signIn(t.app);
    const oldKey = await requestEmail(me, randomEmail('old'));
    clock.advance(61);
    const fresh = randomEmail('fresh');
    const freshKey = await requestEmail(me, fresh);
    const stale = await verify(oldKey);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toMatch(/указали другую почту/);
    expect((await verify(freshKey)).statusCode).toBe(200);
    expect((await me.call('GET', '/api/cabinet/v2/profile')).json().data.email).toBe(fresh);
  });

  it('refuses an address confirmed by another account (409), also at the link', async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const email = randomEmail('shared');
    const otherKey = await requestEmail(other, email);
    await verify(await requestEmail(owner, email));

    const taken = await other.call('POST', '/api/profile/email/update', { email: email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/уже подтверждена в другом аккаунте/);
    expect(taken.json().fields.email).toBeTruthy();

    const late = await verify(otherKey);
    expect(late.statusCode).toBe(409);
    expect((await other.call('GET', '/api/cabinet/v2/profile')).json().data.email).toBeNull();
  });

  it('refuses bad addresses and the current one with Russian messages', async () => {
    const me = await signIn(t.app);
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.ru`]) {
      const response = await me.call('POST', '/api/profile/email/update', { email });
      expect(response.statusCode, email).toBe(422);
      expect(response.json().fields.email, email).toMatch(/почт/);
    }
    const missing = await me.call('POST', '/api/profile/email/update', {});
    expect(missing.json().fields.email).toBe('Укажите электронную почту');

    const email = randomEmail();
    await verify(await requestEmail(me, email));
    clock.advance(61);
    const same = await me.call('POST', '/api/profile/email/update', { email });
    expect(same.statusCode).toBe(422);
    expect(same.json().fields.email).toBe('Это ваша текущая подтверждённая почта');
  });
});

describe('resending the letter', () => {
  it('resends for the pending address once a minute, five letters a day', async () => {
    const me = await signIn(t.app);
    const email = randomEmail('resend');
    const firstKey = await requestEmail(me, email);

    const early = await me.call('GET', '/api/profile/email/confirmation');
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Письмо уже отправлено\. Попробуйте через 1 мин$/);
    expect(early.json().retry_after).toBe(60);

    for (let i = 0; i < 4; i += 1) {
      clock.advance(61);
      const again = await me.call('GET', '/api/profile/email/confirmation');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toEqual({ email, sent: true, resend_after: 60 });
    }
    expect(await letterCount(t.app, email)).toBe(5);
    clock.advance(61);
    const sixth = await me.call('GET', '/api/profile/email/confirmation');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Слишком много писем за сутки/);

    // Any of the letters confirms the address; the rest do no harm afterwards.
    const lastKey = keyOf(await lastLetter(t.app, email));
    expect((await verify(lastKey)).statusCode).toBe(200);
    expect((await verify(firstKey)).statusCode).toBe(200);
    expect((await me.call('GET', '/api/cabinet/v2/profile')).json().data).toMatchObject({ email, email_confirmed: true });
  });

  it('says there is nothing to confirm', async () => {
    const me = await signIn(t.app);
    const response = await me.call('GET', '/api/profile/email/confirmation');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Сначала укажите почту в профиле');
  });

  it('needs Client-Type with the cookie (it sends a letter)', async () => {
    const me = await signIn(t.app);
    await requestEmail(me, randomEmail());
    clock.advance(61);
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/email/confirmation', headers: { cookie: me.headers.cookie! } });
    expect(response.statusCode).toBe(403);
  });
});
