import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { returningVisitor } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

/** Helpers of the clouds line's browser tests: everything is seeded over HTTP, as a person would. */

export const WEB = { 'Client-Type': 'WEB_CLIENT' };

export const PHONE_SCREEN = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
export const DESKTOP_SCREEN = { viewport: { width: 1440, height: 900 } };

export interface Person {
  page: Page;
  phone: string;
}

/** A signed-in person in a browser context of their own; with a role, a staff member holding it. */
export async function person(browser: Browser, baseURL: string, screen: 'phone' | 'desktop', role?: string): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    ...(screen === 'phone' ? PHONE_SCREEN : DESKTOP_SCREEN),
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  const page = await context.newPage();
  await returningVisitor(page, baseURL);
  const phone = randomPhone();
  await loginByApi(page, phone);
  if (role) {
    const granted = await page.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone, role } });
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  return { page, phone };
}

async function dataOf<T>(
  answer: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> },
  what: string,
): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

export interface BookedCloud {
  requestId: number;
  orderId: number;
  warehouseId: number;
  windowId: number;
  /** The window's Moscow day, YYYY-MM-DD. */
  day: string;
  volume: number;
  addressId: number;
}

/** The first window of the warehouse with a free seat (windows are sold from tomorrow). */
export async function firstFreeWindow(
  page: Page,
  warehouseId: number,
  skip: number[] = [],
  onDay?: string,
): Promise<{ id: number; date: string }> {
  const calendar = await dataOf<{ months: { days: { date: string; windows: { id: number; free: boolean }[] }[] }[] }>(
    await page.request.get(`/api/cabinet/v2/site/slots/months-and-days?id=${warehouseId}`, { headers: WEB }),
    'windows',
  );
  for (const month of calendar.months) {
    for (const day of month.days) {
      if (onDay && day.date !== onDay) continue;
      const window = day.windows.find((w) => w.free && !skip.includes(w.id));
      if (window) return { id: window.id, date: day.date };
    }
  }
  throw new Error(`no free pickup window${onDay ? ` on ${onDay}` : ''}`);
}

/** The signed-in customer books cloud storage with a pickup and pays for it in the sandbox checkout. */
export async function bookPaidCloud(page: Page, input: { volume?: number; comment?: string; day?: string } = {}): Promise<BookedCloud> {
  const site = await dataOf<{ warehouse_id: number | null; warehouses: { id: number }[] }>(
    await page.request.get('/api/cabinet/site/clouds', { headers: WEB }),
    'clouds',
  );
  const warehouseId = site.warehouse_id ?? site.warehouses[0]!.id;
  const address = await dataOf<{ id: number }>(
    await page.request.post('/api/cabinet/profile/address/create', {
      headers: WEB,
      data: { address: 'г Москва, ул Тверская, д 7', latitude: 55.7613, longitude: 37.6081, flat: '12', floor: 5, intercom: '12К' },
    }),
    'address',
  );
  const volume = input.volume ?? 1.5;
  const tariffs = await dataOf<{ period_code: string }[]>(
    await page.request.get(`/api/cabinet/v2/site/slots/tariffs?id=${warehouseId}&volume=${volume}`, { headers: WEB }),
    'tariffs',
  );
  // Other tests book the same windows at the same time: a window gone full offers the nearest free ones.
  let window = await firstFreeWindow(page, warehouseId, [], input.day);
  let answer = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    answer = await page.request.post('/api/cabinet/v2/orders/clouds', {
      headers: { ...WEB, 'Idempotency-Key': randomUUID() },
      data: {
        warehouse_id: warehouseId,
        volume,
        period_code: tariffs[0]!.period_code,
        window_id: window.id,
        address_id: address.id,
        floor: 5,
        passenger_elevator: true,
        service_lift: false,
        contact_name: 'Ольга',
        contact_phone: randomPhone(),
        comment: input.comment ?? 'Коробки в коридоре',
        payment_method: 'card',
      },
    });
    if (answer.status() !== 409) break;
    const refusal = (await answer.json()) as { code?: string; alternatives?: { id: number; date: string }[] };
    const next = refusal.alternatives?.find((w) => !input.day || w.date === input.day);
    if (refusal.code !== 'WINDOW_FULL' || !next) break;
    window = next;
  }
  const booked = await dataOf<{ order_id: number; request_id: number; payment: { confirmation_url: string } | null }>(answer!, 'checkout');
  await paySandbox(page, booked.payment!.confirmation_url);
  return {
    requestId: booked.request_id,
    orderId: booked.order_id,
    warehouseId,
    windowId: window.id,
    day: window.date,
    volume,
    addressId: address.id,
  };
}

/** Pays a sandbox checkout link as the card holder would. */
export async function paySandbox(page: Page, confirmationUrl: string) {
  const payment = new URL(confirmationUrl, 'http://x').searchParams.get('payment');
  await dataOf(await page.request.post('/api/dev/payments/checkout', { headers: WEB, data: { payment, outcome: 'succeeded' } }), 'payment');
}

/** The operator makes a crew of the warehouse with this mover in it (over the console's calls). */
export async function crewWithMover(operator: Page, warehouseId: number, moverPhone: string, name = `Бригада ${randomUUID().slice(0, 6)}`) {
  const crew = await dataOf<{ id: number }>(
    await operator.request.post('/api/admin/clouds/crews', {
      headers: WEB,
      data: { warehouse_id: warehouseId, name, vehicle: 'К 777 ОО 77' },
    }),
    'crew',
  );
  await dataOf(
    await operator.request.post(`/api/admin/clouds/crews/${crew.id}/members`, { headers: WEB, data: { phone: moverPhone } }),
    'member',
  );
  return { id: crew.id, name };
}

/** Moves a request over the staff call (a seeding step, not the screen under test). */
export async function moveByApi(staff: Page, requestId: number, to: string, extra: Record<string, unknown> = {}) {
  return dataOf<{ status: string }>(
    await staff.request.post(`/api/admin/clouds/requests/${requestId}/status`, { headers: WEB, data: { to, ...extra } }),
    `move to ${to}`,
  );
}

/**
 * The window's day comes (sandbox): the crew's steps are refused before it, and windows are sold
 * from tomorrow, so the request moves to a window that began this hour. Answers that Moscow day.
 */
export async function windowDayComes(page: Page, requestId: number): Promise<string> {
  return (await dataOf<{ day: string }>(await page.request.post(`/api/dev/clouds/requests/${requestId}/today`, { headers: WEB }), 'today'))
    .day;
}

export async function assignByApi(operator: Page, requestId: number, crewId: number) {
  return dataOf<{ status: string }>(
    await operator.request.post(`/api/admin/clouds/requests/${requestId}/assign`, { headers: WEB, data: { crew_id: crewId } }),
    'assign',
  );
}

/** A JPEG as a phone camera hands it over. */
export async function cameraPhoto(color: string, name = 'photo.jpg') {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Every visible button of the locator is at least this tall (a thumb's target). */
export async function expectTallButtons(page: Page, selector: string, min = 48) {
  const heights = await page.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(min);
}

/**
 * Resolves once the page's socket has spoken (the counts it sends on joining its rooms): what the
 * server sends after that reaches the page. Call before the page is opened, await after.
 */
export function socketJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('42')) resolve();
      });
    });
  });
}

/** A free day of the calendar (the phone and desktop runs take different ones) and its first free window; the window's label. */
export async function pickWindow(page: Page, parity: number): Promise<string> {
  const days = page.locator('[data-testid^="calendar-day-"]:not([disabled])');
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  await days.nth((parity + 2 * Math.floor(Math.random() * 3)) % count).click();
  const window = page.locator('[data-testid^="window-"]:has(input:not([disabled]))').first();
  await window.click();
  await expect(window.locator('input')).toBeChecked();
  await expect(page.getByTestId('summary-window')).not.toHaveText('не выбран');
  return (await page.getByTestId('summary-window').textContent()) ?? '';
}
