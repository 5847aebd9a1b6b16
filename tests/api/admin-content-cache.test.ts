import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../lib/clock';
import { loadEnv } from '../../lib/env.server';
import { buildApp } from '../../server/app';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';
import { staffMember } from '../kit/staff';
import { signedIn } from '../kit/users';

// The console's notices reach the main page and its kept guest copy (decision 0017): at once in the
// process that made the change, and in another process on the same database as soon as it hears the commit.
vi.setConfig({ testTimeout: 120_000 });

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
const env = { LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' };
let pages: PageTestApp;
let other: FastifyInstance;

beforeAll(async () => {
  pages = await createPageTestApp({ clock, guestPageCache: true });
  other = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: pages.db.database,
    logger: false,
    clock,
  });
  await other.ready();
  await pages.page('/');
}, 300_000);
afterAll(async () => {
  await other?.close();
  await pages?.close();
});
beforeEach(() => clock.set(START));

async function mainPage() {
  const response = await pages.app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  return { html: response.body, cache: response.headers['x-page-cache'] };
}

async function createNotice(app: FastifyInstance, headers: Record<string, string>, text: string): Promise<number> {
  const created = await app.inject({ method: 'POST', url: '/api/admin/notices', headers, payload: { text, background_color: '#fff4e5' } });
  expect(created.statusCode).toBe(200);
  return created.json().data.id;
}

describe('console edits and the guest page cache', () => {
  it('shows a notice made or ended in this process on the next view of the kept main page', async () => {
    const operator = await staffMember(pages.app, 'operator');
    await mainPage();
    expect((await mainPage()).cache).toBe('hit');

    const id = await createNotice(pages.app, operator.headers, 'Пятница — короткий день');
    const shown = await mainPage();
    expect(shown.cache).toBe('miss');
    expect(shown.html).toContain('Пятница — короткий день');
    // The edit's own NOTIFY arrives a moment later and must not make the page render again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mainPage()).cache).toBe('hit');

    const ended = await pages.app.inject({ method: 'POST', url: `/api/admin/notices/${id}/end`, headers: operator.headers });
    expect(ended.statusCode).toBe(200);
    const gone = await mainPage();
    expect(gone.cache).toBe('miss');
    expect(gone.html).not.toContain('Пятница — короткий день');
  });

  it('shows a notice made or ended in another process on the next view, with no wait for the content cache', async () => {
    const operator = await staffMember(other, 'operator');
    await mainPage();
    expect((await mainPage()).cache).toBe('hit');
    const id = await createNotice(other, operator.headers, 'Склад на Лесной закрыт на учёт');
    // The other process's commit is heard through NOTIFY, a moment after its answer.
    await expect.poll(async () => (await mainPage()).html, { timeout: 2000, interval: 50 }).toContain('Склад на Лесной закрыт на учёт');
    const ended = await other.inject({ method: 'POST', url: `/api/admin/notices/${id}/end`, headers: operator.headers });
    expect(ended.statusCode).toBe(200);
    await expect.poll(async () => (await mainPage()).html, { timeout: 2000, interval: 50 }).not.toContain('Склад на Лесной закрыт на учёт');
  });

  it('never keeps a console page, and answers 404 to a guest and a customer there', async () => {
    const operator = await staffMember(pages.app, 'operator');
    for (let i = 0; i < 2; i += 1) {
      const page = await pages.app.inject({ method: 'GET', url: '/admin/', headers: { cookie: operator.headers.cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.body).toContain('data-testid="admin-nav"');
    }
    for (const url of ['/admin/', '/admin/reviews/', '/admin/staff/', '/admin/nothing/']) {
      const guest = await pages.app.inject({ method: 'GET', url });
      expect(guest.statusCode, url).toBe(404);
      expect(guest.body).not.toContain('admin-nav');
      expect(guest.headers['x-page-cache']).not.toBe('hit');
    }
    const customer = await signedIn(pages.app);
    const refused = await pages.app.inject({ method: 'GET', url: '/admin/reviews/', headers: { cookie: customer.headers.cookie } });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('Страница не найдена');
    const wrongRole = await pages.app.inject({ method: 'GET', url: '/admin/staff/', headers: { cookie: operator.headers.cookie } });
    expect(wrongRole.statusCode).toBe(404);
  });
});
