import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { GOOD_PASSPORT } from '../../tests/kit/passport';
import { PROFILE_TEST_ENV, signIn } from './test-support';

// The welcome checklist ticks what the person really did: each step is read from the domain
// that owns it (the profile, the saved addresses, the passport, the bonus ledger).
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PROFILE_TEST_ENV, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/cabinet/on-boarding', () => {
  it('ticks the name, the address and the passport once they are entered, and says what is left', async () => {
    const me = await signIn(t.app);
    const steps = async () => {
      const res = await me.call('GET', '/api/cabinet/on-boarding');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { completed: boolean; steps: { id: string; done: boolean; note: string | null }[] };
    };
    expect(await steps()).toEqual({
      completed: false,
      steps: [
        { id: 'profile', done: false, note: 'Осталось указать имя и дату рождения' },
        { id: 'address', done: false, note: null },
        { id: 'passport', done: false, note: null },
        { id: 'share', done: false, note: null },
      ],
    });

    expect((await me.call('PUT', '/api/cabinet/v2/profile', { first_name: 'Ольга' })).statusCode).toBe(200);
    expect((await steps()).steps[0]).toEqual({ id: 'profile', done: false, note: 'Осталось указать дату рождения' });
    expect((await me.call('PUT', '/api/cabinet/v2/profile', { first_name: 'Ольга', birth_date: '1990-05-20' })).statusCode).toBe(200);

    const address = await me.call('POST', '/api/cabinet/profile/address/create', {
      address: 'г Москва, ул Тверская, д 7',
      latitude: 55.7613,
      longitude: 37.6081,
    });
    expect(address.statusCode, address.body).toBe(200);
    const passport = await me.call('PUT', '/api/cabinet/v2/profile/documents/passport', GOOD_PASSPORT);
    expect(passport.statusCode, passport.body).toBe(200);

    expect((await steps()).steps).toEqual([
      { id: 'profile', done: true, note: null },
      { id: 'address', done: true, note: null },
      { id: 'passport', done: true, note: 'Паспорт на проверке' },
      { id: 'share', done: false, note: null },
    ]);
    await me.call('GET', '/api/cabinet/on-boarding-complete');
    expect((await steps()).completed).toBe(true);
  });

  it('is for the signed-in person only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/on-boarding', headers: { 'client-type': 'WEB_CLIENT' } });
    expect(res.statusCode).toBe(401);
  });
});
