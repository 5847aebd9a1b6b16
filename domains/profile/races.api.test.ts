import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { keyOf, lastCode, lastLetter, PROFILE_TEST_ENV, randomEmail, signIn } from './test-support';

/*
 * Single-use links and codes of the profile used in parallel. PGlite runs one transaction at a
 * time, so a check-then-write race cannot show there: these run on the PostgreSQL leg only.
 */
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PROFILE_TEST_ENV, undefined, { clock });
});
afterAll(async () => {
  await t?.close();
});

const burst = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)));

describe.runIf(process.env.TEST_DB === 'postgres')('parallel single use on PostgreSQL', () => {
  it('of 20 parallel openings of one e-mail link exactly one confirms', async () => {
    const me = await signIn(t.app);
    const email = randomEmail('race');
    expect((await me.call('POST', '/api/profile/email/update', { email })).statusCode).toBe(200);
    const key = keyOf(await lastLetter(t.app, email));
    const results = await burst(20, () => t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/email-verify', payload: { key } }));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
  });

  it('of 20 parallel password resets with one code exactly one sets the password', async () => {
    const me = await signIn(t.app);
    const device = 'reset-race-device1';
    await t.app.inject({ method: 'GET', url: `/api/profile/reset/create?phone=${me.phone}`, headers: { 'device-id': device } });
    const code = await lastCode(t.app, me.phone);
    const results = await burst(20, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/reset/confirm',
        headers: { 'client-type': 'WEB_CLIENT', 'device-id': device },
        payload: { phone: me.phone, code, password: `парольчик${10 + i}` },
      }),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'CODE_EXPIRED')).toHaveLength(19);
  });
});
