import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { leads } from './tables';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit of one test does not touch another. */
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

const launch = (payload: unknown, extra: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cabinet/site/leads/launch',
    payload: payload as object,
    headers: extra.headers,
    remoteAddress: extra.ip ?? nextIp(),
  });

const rowOf = async (id: number) => (await t.db.database.db.select().from(leads).where(eq(leads.id, id)))[0];

describe('POST /api/cabinet/site/leads/launch', () => {
  it('stores a phone request as a launch lead of the line, with the UTM cookies', async () => {
    const response = await launch(
      { service: 'clouds', phone: '+7 (916) 000-33-44', agree_personal_data: true },
      { headers: { cookie: 'utm_source=vk' } },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(Number), accepted: true });
    expect(await rowOf(data.id)).toMatchObject({
      kind: 'launch',
      service: 'clouds',
      phone: '79160003344',
      email: null,
      utm: { utm_source: 'vk' },
      userId: null,
    });
  });

  it('stores an e-mail request without a phone, lower-cased, and keeps the signed-in author', async () => {
    const { cookies } = await loginBySms(t.app, randomPhone());
    const response = await launch(
      { service: 'kvartiry', email: 'Anna@Example.ru', agree_personal_data: true },
      { headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' } },
    );
    expect(response.statusCode).toBe(200);
    const row = await rowOf(response.json().data.id);
    expect(row).toMatchObject({ kind: 'launch', service: 'kvartiry', phone: null, email: 'anna@example.ru' });
    expect(row?.userId).toEqual(expect.any(Number));
  });

  it('answers a repeated request of the same line and contact with the stored one', async () => {
    const first = await launch({ service: 'prokat', email: 'repeat@example.ru', agree_personal_data: true });
    const again = await launch({ service: 'prokat', email: 'REPEAT@example.ru', agree_personal_data: true });
    expect(again.json().data.id).toBe(first.json().data.id);
    const otherLine = await launch({ service: 'clouds', email: 'repeat@example.ru', agree_personal_data: true });
    expect(otherLine.json().data.id).not.toBe(first.json().data.id);
    const rows = await t.db.database.db.select().from(leads).where(eq(leads.email, 'repeat@example.ru'));
    expect(rows.map((r) => r.service).sort()).toEqual(['clouds', 'prokat']);
  });

  it('refuses a request without a contact, without consent, with a bad contact or for an open line', async () => {
    const noContact = await launch({ service: 'clouds', agree_personal_data: true });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().fields.phone).toBe('Укажите телефон или e-mail');

    const noConsent = await launch({ service: 'clouds', phone: '79160003345' });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().fields.agree_personal_data).toBe('Нужно согласие на обработку персональных данных');

    const bad = await launch({ service: 'clouds', phone: '+1 555 0100', email: 'not-an-email', agree_personal_data: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ phone: expect.stringMatching(/мобильный номер/), email: 'Введите корректный e-mail' });

    const open = await launch({ service: 'storages', phone: '79160003345', agree_personal_data: true });
    expect(open.statusCode).toBe(422);
    expect(open.json().fields.service).toBe('Неизвестная услуга');
  });

  it('is limited per IP like the other lead calls', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await launch({ service: 'clouds', phone: randomPhone(), agree_personal_data: true }, { ip })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
