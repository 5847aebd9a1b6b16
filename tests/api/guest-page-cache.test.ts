import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, moscowDate } from '../../domains/storages/booking-dates';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody, cancelBooking } from '../../domains/storages/booking-test-helpers';
import { cells, tariffs } from '../../domains/storages/tables';
import { manualClock } from '../../lib/clock';
import { loadEnv } from '../../lib/env.server';
import { buildApp } from '../../server/app';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';
import { guestConfirmation, signedIn } from '../kit/users';

// Decision record 0017: a guest page is rendered once and sent again while everything it shows is
// current. The page app keeps pages; a second app on the same database stands for another process
// that books, holds and releases; every change must show on the page app's next view.
vi.setConfig({ testTimeout: 120_000 });

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
let pages: PageTestApp;
let writer: FastifyInstance;
let fx: BookingFixture;

beforeAll(async () => {
  pages = await createPageTestApp({ clock, guestPageCache: true });
  writer = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: pages.db.database,
    logger: false,
    clock,
  });
  await writer.ready();
  fx = await seedBookingFixture(pages.db.database.db);
  // The first render compiles the app (Vite).
  await pages.page('/storages/?city=all');
}, 300_000);
afterAll(async () => {
  await writer?.close();
  await pages?.close();
});
beforeEach(() => {
  clock.set(START);
});

async function view(url: string, headers: Record<string, string> = {}) {
  const response = await pages.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return { html: response.body, cache: response.headers['x-page-cache'], csp: String(response.headers['content-security-policy']) };
}

/** What warehouse A's card on /storages/ says of its free cells. */
async function freeTextOfA(): Promise<{ text: string; cache: unknown }> {
  const { html, cache } = await view('/storages/?city=all');
  const card = html.indexOf(`href="/storages/${fx.warehouse.slug}/"`);
  expect(card).toBeGreaterThan(-1);
  const free = html.slice(card).match(/data-testid="warehouse-free"[^>]*>([^<]*)</);
  return { text: free![1]!, cache };
}

async function holdAsGuest(cellId: number) {
  const { token } = await guestConfirmation(writer);
  const held = await writer.inject({
    method: 'POST',
    url: '/api/cabinet/orders/guest',
    payload: bookingBody(cellId, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token }),
  });
  expect(held.statusCode).toBe(201);
}

describe('the guest page cache', () => {
  it('sends a kept page again with a nonce of its own, matching its policy', async () => {
    const first = await view('/storages/?city=all');
    const second = await view('/storages/?city=all');
    expect(second.cache).toBe('hit');
    const nonceOf = (page: { csp: string }) => page.csp.match(/'nonce-([^']+)'/)![1]!;
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    for (const page of [first, second]) {
      const nonces = [...page.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonceOf(page)]));
    }
    expect(second.html.replace(/nonce="[^"]+"/g, '')).toBe(first.html.replace(/nonce="[^"]+"/g, ''));
    // Nor anywhere else, in any escaping: the longest run of letters and digits of the first nonce.
    const core = nonceOf(first)
      .split(/[^A-Za-z0-9]/)
      .reduce((a, b) => (b.length > a.length ? b : a), '');
    expect(second.html).not.toContain(core);
  });

  it('shows a booking made in another process on the next view, and its release', async () => {
    const before = await freeTextOfA();
    expect((await freeTextOfA()).cache).toBe('hit');
    const user = await signedIn(writer);
    const held = await book(
      writer,
      user.headers,
      bookingBody(fx.cells.a1.id, clock.now(), { start_date: addDays(moscowDate(clock.now()), 1) }),
    );
    expect(held.statusCode).toBe(201);
    const booked = await freeTextOfA();
    expect(booked.cache).toBe('miss');
    expect(booked.text).not.toBe(before.text);

    expect((await cancelBooking(writer, user.headers, held.json().data.order_id)).statusCode).toBe(200);
    expect(await freeTextOfA()).toEqual({ text: before.text, cache: 'miss' });
  });

  it('shows a hold until it expires with no write, and again when the clock goes back before its expiry', async () => {
    const before = await freeTextOfA();
    await holdAsGuest(fx.cells.a2.id);
    const held = (await freeTextOfA()).text;
    expect(held).not.toBe(before.text);
    expect(await freeTextOfA()).toEqual({ text: held, cache: 'hit' });

    clock.advance(16 * 60);
    expect((await freeTextOfA()).text).toBe(before.text);
    clock.set(START);
    expect((await freeTextOfA()).text).toBe(held);
    clock.advance(16 * 60);
  });

  it('shows a change written straight to the tables', async () => {
    const before = await freeTextOfA();
    const db = pages.db.database.db;
    await db.update(cells).set({ active: false }).where(eq(cells.id, fx.cells.m1.id));
    expect((await freeTextOfA()).text).not.toBe(before.text);
    await db.update(cells).set({ active: true }).where(eq(cells.id, fx.cells.m1.id));
    expect((await freeTextOfA()).text).toBe(before.text);
  });

  it('shows a tariff changed in the table on the next view of the tariffs page', async () => {
    await view('/tariffs/');
    expect((await view('/tariffs/')).cache).toBe('hit');
    const db = pages.db.database.db;
    const monthlyS = and(eq(tariffs.warehouseId, fx.warehouse.id), eq(tariffs.sizeCode, 'S'), eq(tariffs.kind, 'monthly'));
    await db.update(tariffs).set({ price: 3777 }).where(monthlyS);
    const changed = await view('/tariffs/');
    expect(changed.cache).toBe('miss');
    expect(changed.html).toMatch(/3[\s\u00a0\u202f]?777/);
    await db.update(tariffs).set({ price: 3000 }).where(monthlyS);
    expect((await view('/tariffs/')).html).not.toMatch(/3[\s\u00a0\u202f]?777/);
  });

  it('renders again once the page is half a minute old', async () => {
    await view('/storages/?city=all');
    expect((await view('/storages/?city=all')).cache).toBe('hit');
    clock.advance(31);
    expect((await view('/storages/?city=all')).cache).toBe('miss');
  });

  it('keeps a page per city cookie and ignores the cookies a page does not read', async () => {
    const cityId = String(fx.cityId);
    await view('/storages/', { cookie: `city_id=${cityId}` });
    expect((await view('/storages/', { cookie: `city_id=${cityId}; device_id=abc; _ga=1` })).cache).toBe('hit');
    expect((await view('/storages/', { cookie: 'city_id=999999' })).cache).not.toBe('hit');
  });

  it('never keeps or sends a kept page to a signed-in person', async () => {
    await view('/storages/?city=all');
    expect((await view('/storages/?city=all')).cache).toBe('hit');
    const user = await signedIn(writer);
    const response = await pages.app.inject({ method: 'GET', url: '/storages/?city=all', headers: { cookie: user.headers.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps no page that reads the database outside a source that can tell it is current', async () => {
    // The warehouse page reads its reviews straight from the database.
    const url = `/storages/${fx.warehouse.slug}/`;
    expect((await view(url)).cache).toBe('bypass');
    expect((await view(url)).cache).toBe('bypass');
  });

  it('keeps no page of a route that did not opt in, nor an error page', async () => {
    expect((await view('/about/')).cache).toBe('bypass');
    const missing = await pages.app.inject({ method: 'GET', url: '/storages/?page=999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-page-cache']).toBe('bypass');
  });
});
