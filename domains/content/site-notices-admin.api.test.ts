import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { staffMember } from '../../tests/kit/staff';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let operator: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' }, undefined, {
    clock,
  });
  operator = await staffMember(t.app, 'operator');
});
afterAll(() => t?.close());
beforeEach(() => clock.set(START));

const send = (method: 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: operator.headers, payload });
const publicNotices = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/shared-notifications/public' })).json().data as { id: number; text: string }[];
const publicBanners = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/banners' })).json().data as { id: number; title: string }[];
/** Minutes from the start (the session's access token lives 29 minutes of this clock). */
const minute = (n: number) => new Date(START.getTime() + n * 60_000).toISOString();

describe('public notices in the console', () => {
  it('creates, edits, schedules and ends a notice; the site shows each change at once, each with its audit record', async () => {
    expect(await publicNotices()).toEqual([]); // the content cache now holds the empty list
    const created = await send('POST', '/api/admin/notices', { text: 'Склады работают 31 декабря до 18:00', background_color: '#FFF' });
    expect(created.statusCode).toBe(200);
    const notice = created.json().data;
    expect(notice).toMatchObject({ background_color: '#ffffff', starts_at: START.toISOString(), ends_at: null, state: 'shown', sort: 100 });
    expect((await publicNotices()).map((n) => n.text)).toEqual(['Склады работают 31 декабря до 18:00']);

    const edited = await send('PUT', `/api/admin/notices/${notice.id}`, {
      text: 'Склады работают 31 декабря до 17:00',
      background_color: '#e8f1ff',
      starts_at: minute(10),
      ends_at: minute(20),
    });
    expect(edited.json().data).toMatchObject({ state: 'scheduled', starts_at: minute(10), ends_at: minute(20) });
    expect(await publicNotices()).toEqual([]);
    clock.set(new Date(minute(15)));
    expect((await publicNotices()).map((n) => n.text)).toEqual(['Склады работают 31 декабря до 17:00']);

    const ended = await send('POST', `/api/admin/notices/${notice.id}/end`);
    expect(ended.json().data).toMatchObject({ state: 'ended', ends_at: minute(15) });
    expect(await publicNotices()).toEqual([]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/notices', headers: operator.headers })).json().data;
    expect(list).toContainEqual(expect.objectContaining({ id: notice.id, state: 'ended' }));

    const audit = (await t.app.services.staff.audit({ entity: 'public_notification', offset: 0, limit: 10 })).items;
    expect(audit.map((r) => r.action)).toEqual(['notice.end', 'notice.update', 'notice.create']);
    expect(audit[1]).toMatchObject({
      actor_user_id: operator.userId,
      entity_id: String(notice.id),
      before: { text: 'Склады работают 31 декабря до 18:00' },
      after: { text: 'Склады работают 31 декабря до 17:00', starts_at: minute(10) },
    });
  });

  it('refuses bad input in Russian and an unknown notice with 404', async () => {
    const bad = await send('POST', '/api/admin/notices', {
      text: '   ',
      background_color: 'red',
      starts_at: minute(20),
      ends_at: 'завтра',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({
      text: 'Текст: заполните',
      background_color: 'Цвет фона: ожидается #RRGGBB',
      ends_at: 'Конец показа: дата и время в формате ISO 8601',
    });
    const order = await send('POST', '/api/admin/notices', {
      text: 'x',
      background_color: '#fff',
      starts_at: minute(20),
      ends_at: minute(2),
    });
    expect(order.json().fields.ends_at).toBe('Конец показа должен быть позже начала');
    const beyondInt4 = await send('POST', '/api/admin/notices/9999999999/end');
    expect(beyondInt4.statusCode).toBe(422);
    expect(beyondInt4.json().fields.id).toBe('Запись не найдена');
    const missing = await send('POST', '/api/admin/notices/999999/end');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Сообщение не найдено');
  });
});

describe('banners in the console', () => {
  it('creates and ends a banner; the main page call shows it at once', async () => {
    expect(await publicBanners()).toEqual([]);
    const created = await send('POST', '/api/admin/banners', {
      title: 'Зимнее хранение',
      text: 'Шины и лыжи до весны',
      image_url: '/images/banners/winter.webp',
      link: '/zimnee-hraneniya-veschey/',
      background_color: '#EAF7EE',
    });
    expect(created.statusCode).toBe(200);
    const banner = created.json().data;
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Зимнее хранение']);
    await send('POST', `/api/admin/banners/${banner.id}/end`);
    expect(await publicBanners()).toEqual([]);
    const audit = (await t.app.services.staff.audit({ entity: 'banner', offset: 0, limit: 10 })).items;
    expect(audit.map((r) => r.action)).toEqual(['banner.end', 'banner.create']);
  });

  it('refuses a link or picture a browser would run, in Russian', async () => {
    const bad = await send('POST', '/api/admin/banners', {
      title: 'x',
      text: 'y',
      image_url: '//evil.example/a.png',
      link: 'javascript:alert(1)',
      background_color: '#fff',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({
      image_url: 'Картинка: путь сайта (/…) или адрес https://',
      link: 'Ссылка: путь сайта (/…) или адрес https://',
    });
  });
});
