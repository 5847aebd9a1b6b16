import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { signedIn } from '../../tests/kit/users';

// The channels a user chooses per category in the profile: their own only, every input checked.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' });
});
afterAll(() => t.close());

const url = '/api/cabinet/v2/profile/notification-channels';
const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const save = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });

describe('notification channels in the profile', () => {
  it('starts from the defaults and keeps what the user saves, for that user only', async () => {
    const user = await signedIn(t.app);
    const other = await signedIn(t.app);
    const defaults = (await read(user.headers)).json().data;
    expect(defaults).toEqual({
      payments: { sms: true, email: true, push: true },
      orders: { sms: true, email: true, push: true },
      support: { sms: false, email: true, push: true },
      news: { sms: false, email: false, push: false },
    });
    const saved = await save(user.headers, {
      news: { sms: false, email: true, push: true },
      payments: { sms: false, email: true, push: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ news: { email: true, push: true }, payments: { sms: false }, orders: defaults.orders });
    expect((await read(user.headers)).json().data).toEqual(saved.json().data);
    expect((await read(other.headers)).json().data).toEqual(defaults);
  });

  it('is refused to a guest', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await save({}, { news: { sms: false, email: false, push: false } })).statusCode).toBe(401);
  });

  it('bad input is refused in Russian and changes nothing', async () => {
    const user = await signedIn(t.app);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /хотя бы одну категорию/],
      [{ spam: { sms: true, email: true, push: true } }, /Неизвестная категория/],
      [{ news: { sms: true, email: true } }, /push-уведомления/],
      [{ news: { sms: 'yes', email: true, push: true } }, /SMS/],
      [{ news: { sms: true, email: true, push: true, fax: true } }, /Неизвестный канал/],
      [{ user_id: 1, news: { sms: true, email: true, push: true } }, /Неизвестная категория/],
    ];
    for (const [payload, message] of cases) {
      const answer = await save(user.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(answer.json()), JSON.stringify(payload)).toMatch(message);
    }
    expect((await read(user.headers)).json().data.news).toEqual({ sms: false, email: false, push: false });
  });
});
