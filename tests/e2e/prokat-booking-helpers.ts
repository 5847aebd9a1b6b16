import { expect, type APIResponse, type Browser, type Page, type TestInfo } from '@playwright/test';
import { isPhone, returningVisitor } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { bindCard, sendPassport, verifyPassport } from './rental-helpers';

export const WEB = { 'Client-Type': 'WEB_CLIENT' };

export async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface Locker {
  id: number;
  number: string;
  name: string;
  address: string;
  place: string;
}

export interface LockerTool {
  model_slug: string;
  name: string;
  postomat_slot: number;
}

/** A locker of the demo data by its number, with the tools lying free in it now (one per unit). */
export async function lockerWithTools(page: Page, number: string): Promise<{ locker: Locker; tools: LockerTool[] }> {
  const lockers = await dataOf<Locker[]>(
    await page.request.get('/api/cabinet/v2/rental/tariff/postomat/list', { headers: WEB }),
    'lockers',
  );
  const locker = lockers.find((l) => l.number === number)!;
  const tools = await dataOf<{ categories: { tools: LockerTool[] }[] }>(
    await page.request.get(`/api/cabinet/v3/rental/postomats/tools?id=${locker.id}`, { headers: WEB }),
    'tools',
  );
  return { locker, tools: tools.categories.flatMap((c) => c.tools) };
}

/** Units of each model lying free in the locker. */
export function unitsByModel(tools: LockerTool[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.model_slug, (counts.get(tool.model_slug) ?? 0) + 1);
  return counts;
}

export interface ProductView {
  slug: string;
  name: string;
  deposit: number;
  category: { slug: string };
  tariffs: { unit: string; period_number: number; price_total: number; title: string }[];
}

export async function productOf(page: Page, slug: string): Promise<ProductView> {
  return dataOf<ProductView>(await page.request.get(`/api/cabinet/v3/rental/postomats/product?slug=${slug}`, { headers: WEB }), 'product');
}

/** «1 234 ₽» → 1234. */
export const rubles = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The signed-in person of the page becomes a renter: the passport verified by an operator, a card bound. */
export async function makeRenter(page: Page, baseURL: string, testInfo: TestInfo) {
  await loginByApi(page, randomPhone());
  await verifyPassport(page, baseURL, testInfo, await sendPassport(page));
  await bindCard(page);
}

/** Another renter at a screen of their own (the same size), for taking a tool first. */
export async function rivalRenter(browser: Browser, baseURL: string, testInfo: TestInfo): Promise<Page> {
  const screen = isPhone(testInfo)
    ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1440, height: 900 } };
  const context = await browser.newContext({ baseURL, ...screen, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const rival = await context.newPage();
  await returningVisitor(rival, baseURL);
  await makeRenter(rival, baseURL, testInfo);
  return rival;
}

/** Books units of a model in a locker over the API (the rival's way); answers the order's id. */
export async function bookOverApi(page: Page, postomatId: number, slug: string, quantity = 1): Promise<number> {
  const answer = await page.request.post('/api/cabinet/v3/rental/tools/booking', {
    headers: { ...WEB, 'Idempotency-Key': crypto.randomUUID() },
    data: { postomat_id: postomatId, items: [{ model_slug: slug, quantity }], unit: 'day', period_number: 1 },
  });
  return (await dataOf<{ order_id: number }>(answer, 'booking')).order_id;
}

/** The panel's footer bar lies within the screen and below the panel's last line: it covers nothing. */
export async function expectBarClear(page: Page) {
  const panel = page.getByTestId('booking-panel');
  const bar = panel.getByTestId('booking-bar');
  const fines = panel.getByTestId('booking-fines');
  await fines.scrollIntoViewIfNeeded();
  const [barBox, finesBox] = [await bar.boundingBox(), await fines.boundingBox()];
  const viewport = page.viewportSize()!;
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(viewport.height + 1);
  expect(finesBox!.y + finesBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
  expect(barBox!.x).toBeGreaterThanOrEqual(0);
  expect(barBox!.x + barBox!.width).toBeLessThanOrEqual(viewport.width + 1);
}
