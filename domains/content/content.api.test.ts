import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { siteConfig } from '../../lib/site-config';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { seedContent } from './seed.server';
import { leads, reviews } from './tables';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP limits of one test do not touch another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await seedContent(t.db.database.db, clock.now());
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, extra: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: extra.headers, remoteAddress: extra.ip ?? nextIp() });

describe('rental fines', () => {
  it('lists the seeded fines with their groups, sums in roubles or words', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reference/penalties/rental' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(10);
    const groups = new Set(data.map((p: { group: string }) => p.group));
    expect([...groups]).toEqual(['Просрочка возврата', 'Повреждение', 'Утеря', 'Чистка', 'Нарушение правил постамата']);
    const loss = data.find((p: { code: string }) => p.code === 'loss_tool');
    expect(loss).toMatchObject({ amount: null, amount_text: '100 % стоимости инструмента', unit: 'разово' });
    const cleaning = data.find((p: { code: string }) => p.code === 'cleaning_basic');
    expect(cleaning).toMatchObject({ amount: 500, amount_text: null });
    for (const p of data) expect(p.amount !== null || p.amount_text !== null).toBe(true);
  });
});

describe('faq', () => {
  it('lists all questions, by section and by search', async () => {
    const all = (await post('/api/cabinet/v2/site/faq/list', {})).json().data;
    expect(all.count).toBe(all.items.length);
    expect(all.count).toBeGreaterThanOrEqual(20);
    const prokat = (await post('/api/cabinet/v2/site/faq/list', { section: 'prokat' })).json().data;
    expect(prokat.count).toBeGreaterThan(0);
    expect(prokat.items.every((i: { section: string }) => i.section === 'prokat')).toBe(true);
    const found = (await post('/api/cabinet/v2/site/faq/list', { search: 'ЗАЛОГ' })).json().data;
    expect(found.items.map((i: { question: string }) => i.question)).toContain('Нужен ли залог?');
    const none = (await post('/api/cabinet/v2/site/faq/list', { section: 'bonuses', search: 'перфоратор' })).json().data;
    expect(none).toEqual({ items: [], count: 0 });
  });

  it('accepts an empty body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/faq/list', remoteAddress: nextIp() });
    expect(response.body).toContain('"count"');
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown section and a long search in Russian', async () => {
    const response = await post('/api/cabinet/v2/site/faq/list', { section: 'casino', search: 'я'.repeat(101) });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.section).toBe('Неизвестный раздел вопросов');
    expect(body.fields.search).toBe('Поиск: не больше 100 символов');
  });
});

describe('reviews', () => {
  const review = { rating: 5, text: 'Всё отлично, быстро открыли ячейку.' };

  it('lists groups per city and service with a real (empty) warehouse list', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/feedbackForm/warehouseGroups' })).json();
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: 'Москва — склады хранения',
      city_id: 604,
      service: 'storages',
      warehouses: [],
    });
    expect(data.map((g: { name: string }) => g.name)).toContain('Москва — постаматы проката');
  });

  it('stores a guest review for moderation', async () => {
    const [group] = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/feedbackForm/warehouseGroups' })).json().data;
    const response = await post('/api/cabinet/v2/site/feedbackForm/sendReview', {
      ...review,
      group_id: group.id,
      name: 'Анна',
      phone: '+7 (916) 123-45-67',
      email: 'anna@example.ru',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(Number), status: 'new' });
    const [row] = await t.db.database.db.select().from(reviews).where(eq(reviews.id, data.id));
    expect(row).toMatchObject({ phone: '79161234567', userId: null, status: 'new', rating: 5 });
  });

  it('stores the signed-in author', async () => {
    const [group] = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/feedbackForm/warehouseGroups' })).json().data;
    const phone = randomPhone();
    const { login, cookies } = await loginBySms(t.app, phone);
    const userId = login.json().data.user.id;
    const response = await post(
      '/api/cabinet/v2/site/feedbackForm/sendReview',
      { ...review, group_id: group.id },
      { headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' } },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.database.db.select().from(reviews).where(eq(reviews.id, response.json().data.id));
    expect(row!.userId).toBe(userId);
  });

  it('refuses bad input with Russian field messages', async () => {
    const response = await post('/api/cabinet/v2/site/feedbackForm/sendReview', {
      group_id: 1,
      rating: 6,
      text: 'коротко',
      phone: '12345',
      email: 'не почта',
    });
    expect(response.statusCode).toBe(422);
    const { fields } = response.json();
    expect(fields.rating).toBe('Поставьте оценку от 1 до 5');
    expect(fields.text).toBe('Отзыв: не меньше 10 символов');
    expect(fields.phone).toMatch(/мобильный номер/);
    expect(fields.email).toBe('Введите корректный e-mail');
  });

  it('refuses an unknown group', async () => {
    const response = await post('/api/cabinet/v2/site/feedbackForm/sendReview', { ...review, group_id: 99999 });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.group_id).toBe('Выберите, о чём отзыв, из списка');
  });

  it('limits reviews per IP', async () => {
    const [group] = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/feedbackForm/warehouseGroups' })).json().data;
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await post('/api/cabinet/v2/site/feedbackForm/sendReview', { ...review, group_id: group.id }, { ip })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await post('/api/cabinet/v2/site/feedbackForm/sendReview', { ...review, group_id: group.id });
    expect(other.statusCode).toBe(200);
  });
});

describe('leads', () => {
  it('stores a callback request with the UTM cookies', async () => {
    const response = await post(
      '/api/cabinet/site/leads/callback',
      { phone: '8 916 000-11-22', name: 'Иван', comment: 'Нужна ячейка на 3 м²', service: 'storages', city_id: 604 },
      { headers: { cookie: 'utm_source=yandex; utm_campaign=autumn' } },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(Number), accepted: true });
    const [row] = await t.db.database.db.select().from(leads).where(eq(leads.id, data.id));
    expect(row).toMatchObject({
      kind: 'callback',
      phone: '79160001122',
      cityId: 604,
      utm: { utm_source: 'yandex', utm_campaign: 'autumn' },
    });
  });

  it('refuses a bad phone, an unknown service and an unknown city', async () => {
    const bad = await post('/api/cabinet/site/leads/callback', { phone: '+1 555 0100', service: 'casino' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ phone: expect.stringMatching(/мобильный номер/), service: 'Неизвестная услуга' });
    const city = await post('/api/cabinet/site/leads/callback', { phone: '79160001122', city_id: 1 });
    expect(city.statusCode).toBe(422);
    expect(city.json().fields.city_id).toBe('Такого города нет в списке');
    const missing = await post('/api/cabinet/site/leads/callback', {});
    expect(missing.json().fields.phone).toBe('Укажите номер телефона');
  });

  it('stores a business lead', async () => {
    const response = await post('/api/cabinet/site/leads/more100', {
      phone: '79160001123',
      name: 'Ольга',
      company: 'ООО «Ромашка»',
      volume_m3: 250,
      comment: 'Архив и сезонный товар',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.database.db.select().from(leads).where(eq(leads.id, response.json().data.id));
    expect(row).toMatchObject({ kind: 'more100', company: 'ООО «Ромашка»', volumeM3: 250 });
    const bad = await post('/api/cabinet/site/leads/more100', { phone: '79160001123', name: ' ', cells: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ name: 'Укажите имя', cells: 'Ячейки: не меньше 1' });
  });

  it('texts the app links and stops after 3 a day per number', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 3; i += 1) {
      const response = await post('/api/cabinet/site/leads/appUrl', { phone });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.accepted).toBe(true);
    }
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().data.items;
    expect(outbox).toHaveLength(3);
    expect(outbox[0].channel).toBe('SMS');
    expect(outbox[0].text).toContain(siteConfig.apps.appStore);
    expect(outbox[0].text).toContain(siteConfig.apps.googlePlay);
    const fourth = await post('/api/cabinet/site/leads/appUrl', { phone });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/уже отправляли/);
    clock.advance(24 * 3600 + 1);
    expect((await post('/api/cabinet/site/leads/appUrl', { phone })).statusCode).toBe(200);
  });

  it('limits leads per IP', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await post('/api/cabinet/site/leads/callback', { phone: '79160001124' }, { ip })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('banners and public notifications', () => {
  it('shows only what is active at the clock, in order', async () => {
    const start = new Date('2026-06-01T00:00:00Z');
    const local = manualClock(start);
    const app = await createTestApp({}, undefined, { clock: local });
    try {
      const db = app.db.database.db;
      await db.execute(sql`insert into banners (title, text, image_url, link, background_color, starts_at, ends_at, sort) values
        ('Второй', 'т', '/images/home/prokat.svg', '/prokat/', '#FFF4E5', '2026-01-01T00:00:00Z', null, 20),
        ('Первый', 'т', '/images/home/storages.svg', '/storages/', '#E8F1FF', '2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z', 10),
        ('Будущий', 'т', '/images/home/clouds.svg', null, '#EAF7EE', '2026-09-01T00:00:00Z', null, 5),
        ('Выключен', 'т', '/images/home/clouds.svg', null, '#EAF7EE', '2026-01-01T00:00:00Z', null, 1)`);
      await db.execute(sql`update banners set active = false where title = 'Выключен'`);
      await db.execute(sql`insert into public_notifications (text, background_color, starts_at, ends_at) values
        ('Праздничный график', '#FFF4E5', '2026-05-30T00:00:00Z', '2026-06-02T00:00:00Z')`);

      const titles = async () =>
        (await app.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/banners' })).json().data.map((b: { title: string }) => b.title);
      const notices = async () => (await app.app.inject({ method: 'GET', url: '/api/cabinet/v2/shared-notifications/public' })).json().data;

      expect(await titles()).toEqual(['Первый', 'Второй']);
      const [first] = (await app.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/banners' })).json().data;
      expect(first).toMatchObject({
        image_url: '/images/home/storages.svg',
        link: '/storages/',
        background_color: '#E8F1FF',
        ends_at: '2026-07-01T00:00:00.000Z',
      });
      expect(await notices()).toEqual([{ id: expect.any(Number), text: 'Праздничный график', background_color: '#FFF4E5' }]);

      local.set(new Date('2026-07-01T00:00:00Z'));
      expect(await titles()).toEqual(['Второй']);
      expect(await notices()).toEqual([]);
      local.set(new Date('2026-09-01T00:00:00Z'));
      expect(await titles()).toEqual(['Будущий', 'Второй']);
    } finally {
      await app.close();
    }
  });

  it('seeds banners with images that exist and a notice', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/banners' })).json();
    expect(data.length).toBeGreaterThanOrEqual(2);
    const { existsSync } = await import('node:fs');
    for (const b of data) {
      expect(existsSync(`public${b.image_url}`)).toBe(true);
      expect(b.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    }
    const notices = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/shared-notifications/public' })).json().data;
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toMatch(/поддержка/);
  });
});

describe('oferta', () => {
  it('answers the document page of each type', async () => {
    const expected = {
      storage: '/documents/home-contract/',
      cloud: '/documents/cloud-contract/',
      prokat: '/documents/prokat-contract/',
      'apartments-tenant': '/documents/apartments-tenant-offer/',
      'apartments-landlord': '/documents/apartments-landlord-offer/',
      'apartments-agent': '/documents/apartments-agent-offer/',
      'storage-organisation': '/documents/oferta-storage-organisation/',
    };
    for (const [type, url] of Object.entries(expected)) {
      const { data } = (await post('/api/reference/oferta', { type })).json();
      expect(data).toMatchObject({ type, url });
      expect(data.title.length).toBeGreaterThan(5);
    }
    const bad = await post('/api/reference/oferta', { type: 'casino' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.type).toBe('Неизвестный вид договора');
  });
});
