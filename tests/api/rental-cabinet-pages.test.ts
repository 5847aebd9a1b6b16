import { eq } from 'drizzle-orm';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalOrderPageData } from '../../app/features/rental-cabinet/page-data';
import { loadSubscriptionLists } from '../../app/features/subscriptions/load';
import { seedProkat } from '../../domains/prokat/seed.server';
import { prokatPostomats } from '../../domains/prokat/tables';
import { manualClock } from '../../lib/clock';
import { publishedContent } from '../kit/content';
import { paidRental, pickUp, prokatRenter, signedInAgain } from '../kit/prokat';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';
import { verifiedPassport } from '../kit/identity';
import { insertOrder } from '../kit/orders';
import { signedIn, WEB } from '../kit/users';

// The prokat line in the cabinet: the «Прокат» tab of «Мои подписки» and a rental's own page, both
// read by server loaders from what the cabinet calls answer (GET …/orders/list-v2?kind=rental and
// GET …/orders/rental?id=), so the first paint carries the tools, the locker and the period.
vi.setConfig({ testTimeout: 120_000 });

// 12:00 Moscow.
const START = new Date('2026-11-28T09:00:00Z');
const clock = manualClock(START);
let pages: PageTestApp;

beforeAll(async () => {
  pages = await createPageTestApp({ clock });
  await seedProkat(pages.app.services.database.db);
  // The first render compiles the app (Vite).
  await pages.app.inject({ method: 'GET', url: '/cabinet/subscriptions/' });
}, 300_000);
afterAll(() => pages?.close());
beforeEach(() => clock.set(START));

const services = () => pages.app.services;
const db = () => services().database.db;
type Person = Awaited<ReturnType<typeof signedIn>>;

function contextFor(viewerId: number | null): AppLoadContext {
  return { services: services(), viewer: viewerId === null ? null : { id: viewerId }, log: pages.app.log } as unknown as AppLoadContext;
}

const request = (path: string) => new Request(`http://localhost${path}`);

/** What a loader answered, as JSON (what the page gets in the browser). */
const asJson = <T>(loaded: unknown) => JSON.parse(JSON.stringify((loaded as DataWithResponseInit<unknown>).data)) as T;

/** The status a loader threw (a 404 page, a redirect). */
async function thrownStatus(load: Promise<unknown>): Promise<number> {
  const thrown: unknown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return thrown.status;
  return (thrown as DataWithResponseInit<unknown> | null)?.init?.status ?? 0;
}

async function apiData<T>(url: string, person: Person): Promise<T> {
  const response = await pages.app.inject({ method: 'GET', url, headers: { ...WEB, ...person.headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

async function page(path: string, person: Person | null) {
  return pages.app.inject({ method: 'GET', url: path, headers: person ? { cookie: person.headers.cookie } : {} });
}

/** A rendered page's HTML without the marks React leaves between adjacent texts. */
async function html(path: string, person: Person): Promise<string> {
  const response = await page(path, person);
  expect(response.statusCode, path).toBe(200);
  return response.body.replace(/<!-- -->/g, '');
}

/** The text of a piece of HTML, tags left out. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

/** A signed-in person with a verified passport and a saved card: allowed to rent. */
async function renter(): Promise<Person> {
  const person = await signedIn(pages.app);
  await verifiedPassport(db(), person.userId);
  const bind = await pages.app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/cards', headers: person.headers });
  await services().payments.sandbox!.complete(bind.json().data.id, 'succeeded', { cardNumber: '4111 1111 1111 1111' });
  return person;
}

async function lockerOf(number: string) {
  const [row] = await db().select().from(prokatPostomats).where(eq(prokatPostomats.number, number));
  return row!;
}

/** The models lying free in a locker now, by slug. */
async function modelsIn(postomatId: number): Promise<string[]> {
  const tools = (await pages.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${postomatId}` })).json().data;
  return [...new Set<string>(tools.categories.flatMap((c: { tools: { model_slug: string }[] }) => c.tools.map((t) => t.model_slug)))];
}

interface Booked {
  order_id: number;
  payment: { id: string; confirmation_url: string };
}

async function book(person: Person, postomatId: number, slugs: string[], unit: 'hour' | 'day', periodNumber: number): Promise<Booked> {
  const placed = await pages.app.inject({
    method: 'POST',
    url: '/api/cabinet/v3/rental/tools/booking',
    headers: person.headers,
    payload: { postomat_id: postomatId, items: slugs.map((model_slug) => ({ model_slug })), unit, period_number: periodNumber },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data as Booked;
}

interface RentalAnswer {
  id: number;
  status: string;
  tools: { name: string; cell: number | null; booking: string; model_slug: string }[];
  warehouse: { id: number; address: string };
  deposit: { status: string; amount: number } | null;
}

describe('/cabinet/subscriptions/rental/{id}/: a rental’s page, read by the server loader', () => {
  it('gives the page what the rental call answers, with the locker and the models; renders tools, cells, locker, period', async () => {
    const person = await renter();
    const locker = await lockerOf('П-101');
    const slugs = (await modelsIn(locker.id)).slice(0, 2);
    const booked = await book(person, locker.id, slugs, 'hour', 3);
    const path = `/cabinet/subscriptions/rental/${booked.order_id}/`;

    const loaded = asJson<{ order: object; tools: RentalAnswer['tools']; locker: Record<string, unknown>; models: object[] }>(
      await rentalOrderPageData(request(path), contextFor(person.userId), String(booked.order_id)),
    );
    const called = await apiData<RentalAnswer>(`/api/cabinet/v2/orders/rental?id=${booked.order_id}`, person);
    const { tools, ...order } = called;
    expect(loaded.order).toEqual(order);
    expect(loaded.tools).toEqual(tools);
    expect(tools).toHaveLength(2);
    expect(loaded.locker).toMatchObject({ id: locker.id, number: 'П-101', place: locker.place, time_zone: 'Europe/Moscow' });
    expect(loaded.models).toHaveLength(2);

    const shown = await html(path, person);
    expect(shown).not.toContain('Загружаем…');
    expect(shown).toContain('data-testid="order-status"');
    expect(shown).toContain('Ожидает оплаты');
    for (const tool of tools) {
      expect(shown).toContain(tool.name.replace(/"/g, '&quot;'));
      expect(shown).toContain(`Ячейка ${tool.cell}`);
    }
    expect(shown).toContain(`${tools[0]!.name} и ещё 1`);
    expect(shown).toContain(locker.address);
    expect(shown).toContain(locker.place);
    expect(shown).toContain(locker.timetable.text);
    // Three hours from 12:00 Moscow, the hold 15 minutes.
    expect(textOf(shown)).toContain('Период28.11.2026, 12:00–15:00');
    expect(shown).toContain('Бронь действует до 12:15');
    expect(shown).toContain('data-testid="pay-');
    expect(shown).toContain('Отменить бронь');
    expect(shown).toContain('Заблокируем на карте после оплаты');
    // Where to pick them up, and no promise of a cell opening from the page.
    const main = shown.slice(shown.indexOf('<main'), shown.indexOf('</main>'));
    expect(main).not.toMatch(/откр/i);

    // Paid: the tools are the renter's; the deposit is held; no pay or cancel.
    await services().payments.sandbox!.complete(booked.payment.id, 'succeeded');
    const paidPage = await html(path, person);
    expect(paidPage).toContain('Активна');
    expect(paidPage).toContain('data-testid="pickup-banner"');
    expect(paidPage).toContain('Верните до 28.11.2026, 15:00');
    expect(paidPage).toContain('Заблокирован на карте');
    expect(paidPage).not.toContain('Отменить бронь');
    expect(paidPage).not.toContain('data-testid="pay-');
  });

  it('answers another person’s order and an order of another line with the 404 page, and a guest with the login', async () => {
    const person = await renter();
    const stranger = await signedIn(pages.app);
    const locker = await lockerOf('П-102');
    const [slug] = await modelsIn(locker.id);
    const booked = await book(person, locker.id, [slug!], 'day', 1);
    const path = `/cabinet/subscriptions/rental/${booked.order_id}/`;
    const storage = await insertOrder(db(), person.userId, 'active');

    expect(await thrownStatus(rentalOrderPageData(request(path), contextFor(stranger.userId), String(booked.order_id)))).toBe(404);
    expect(await thrownStatus(rentalOrderPageData(request(path), contextFor(person.userId), String(storage)))).toBe(404);
    expect(await thrownStatus(rentalOrderPageData(request(path), contextFor(person.userId), 'x1'))).toBe(404);
    expect(await thrownStatus(rentalOrderPageData(request(path), contextFor(null), String(booked.order_id)))).toBe(302);

    expect((await page(path, stranger)).statusCode).toBe(404);
    expect((await page(`/cabinet/subscriptions/rental/${storage}/`, person)).statusCode).toBe(404);
    const guest = await page(path, null);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toContain(encodeURIComponent(path));
  });

  it('shows a cancelled booking as cancelled, its cells let go', async () => {
    const person = await renter();
    const locker = await lockerOf('П-103');
    const [slug] = await modelsIn(locker.id);
    const booked = await book(person, locker.id, [slug!], 'day', 1);
    const cancel = await pages.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/v3/rental/tools/booking?order_id=${booked.order_id}`,
      headers: person.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const shown = await html(`/cabinet/subscriptions/rental/${booked.order_id}/`, person);
    expect(shown).toContain('Бронь отменена');
    expect(shown).not.toContain('data-testid="tool-cell"');
    expect(shown).not.toContain('Отменить бронь');
    expect(shown).toContain('href="/prokat/katalog/"');
  });
});

describe('«Мои подписки», the «Прокат» tab', () => {
  it('lists the rentals in the three groups as the list call does, with the first tool, the locker and the period', async () => {
    const person = await renter();
    const locker = await lockerOf('П-104');
    const slugs = await modelsIn(locker.id);
    const paid = await book(person, locker.id, slugs.slice(0, 3), 'day', 3);
    await services().payments.sandbox!.complete(paid.payment.id, 'succeeded');
    const expired = await book(person, locker.id, [slugs[3]!], 'hour', 1);
    // Its hold runs out: the order moves to the finished ones without any write.
    clock.set(new Date(START.getTime() + 16 * 60 * 1000));
    const waiting = await book(person, locker.id, [slugs[4]!], 'hour', 2);
    const again = await book(person, locker.id, [slugs[5]!], 'day', 1);

    const path = '/cabinet/subscriptions/?line=prokat';
    const lists = asJson<{
      tab: string;
      counts: Record<string, number>;
      rentalGroups: Record<string, { count: number; items: { id: number; tool_count: number; time_zone: string }[] }>;
    }>(await loadSubscriptionLists(request(path), contextFor(person.userId)));
    expect(lists.tab).toBe('prokat');
    expect(lists.counts.prokat).toBe(4);
    for (const group of ['active', 'awaiting_payment', 'finished'] as const) {
      const called = await apiData<{ items: object[]; count: number }>(`/api/cabinet/v2/orders/list-v2?kind=rental&group=${group}`, person);
      const listed = lists.rentalGroups[group]!;
      expect(listed.count).toBe(called.count);
      expect(listed.items.map(({ tool_count: _count, time_zone: _zone, ...item }) => item)).toEqual(called.items);
    }
    expect(lists.rentalGroups.active!.items.map((item) => [item.id, item.tool_count])).toEqual([[paid.order_id, 3]]);
    expect(lists.rentalGroups.awaiting_payment!.items.map((item) => item.id).sort()).toEqual([waiting.order_id, again.order_id].sort());
    expect(lists.rentalGroups.finished!.items.map((item) => item.id)).toEqual([expired.order_id]);
    expect(lists.rentalGroups.active!.items[0]!.time_zone).toBe('Europe/Moscow');

    // Without `?line`, a person who only rents lands on the tab.
    const landed = asJson<{ tab: string }>(await loadSubscriptionLists(request('/cabinet/subscriptions/'), contextFor(person.userId)));
    expect(landed.tab).toBe('prokat');

    const shown = await html(path, person);
    expect(shown).not.toContain('Загружаем…');
    expect(shown).toMatch(/data-testid="line-tab-prokat"[^>]*>Прокат<span[^>]*> 4<\/span>/);
    for (const group of ['active', 'awaiting_payment', 'finished']) expect(shown).toContain(`data-testid="group-prokat-${group}"`);
    expect(shown).toContain(`href="/cabinet/subscriptions/rental/${paid.order_id}/"`);
    expect(shown).toContain('и ещё 2');
    expect(shown).toContain(`Постамат П-104, ${locker.name}, ${locker.address}`);
    // Three days from 12:00 Moscow.
    expect(textOf(shown)).toContain('Период28.11.2026, 12:00 — 01.12.2026, 12:00');
    expect(shown).toContain('Бронь истекла');
  });

  it('an empty tab points at the catalogue, and the app’s lists leave rentals out', async () => {
    const person = await renter();
    const shown = await html('/cabinet/subscriptions/?line=prokat', person);
    expect(shown).toContain('data-testid="line-empty-prokat"');
    expect(shown).toContain('href="/prokat/katalog/"');

    const locker = await lockerOf('П-105');
    const [slug] = await modelsIn(locker.id);
    await book(person, locker.id, [slug!], 'day', 1);
    const app = asJson<{ counts: Record<string, number>; rentalGroups: unknown }>(
      await loadSubscriptionLists(request('/webview/cabinet/subscriptions/?line=prokat'), contextFor(person.userId), 'webview'),
    );
    expect(app.counts.prokat).toBe(0);
    expect(app.rentalGroups).toBeNull();
  });

  it('a late tool: the page warns against the fines table and lists its fines as the penalties call answers them', async () => {
    let person = await prokatRenter(pages.app);
    await publishedContent(db());
    const rental = await paidRental(pages.app, person, { hours: 1, locker: 'П-103' });
    await pickUp(pages.app, person, rental);
    clock.advance(2 * 3600 + 60); // an hour and a minute past the end
    await services().prokatLateness.run(clock.now());
    await services().orders.fines.chargeDue(clock.now());
    person = await signedInAgain(pages.app, person);
    const path = `/cabinet/subscriptions/rental/${rental.orderId}/`;

    const loaded = asJson<{ fines: { items: { code: string }[] } }>(
      await rentalOrderPageData(request(path), contextFor(person.userId), String(rental.orderId)),
    );
    const called = await pages.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/penalties',
      headers: person.headers,
      payload: { order_id: rental.orderId },
    });
    expect(loaded.fines).toEqual(called.json().data);
    expect(loaded.fines.items.map((f) => f.code)).toEqual(['late_return_first_day']);

    const shown = textOf(await html(path, person));
    expect(shown).toContain('Срок аренды истёк');
    expect(shown).toContain('первый час после срока — без штрафа');
    expect(shown).toContain('Штрафы');
    expect(shown).toContain('Возврат позже срока: первые сутки');
    expect(shown).toContain('Оплачен');
  });

  it('the prokat tab lists the tools the person waits for, with the place in the queue', async () => {
    const locker = await lockerOf('П-106');
    const [slug] = await modelsIn(locker.id);
    // Every unit of the model there held by someone else.
    while ((await modelsIn(locker.id)).includes(slug!)) await book(await renter(), locker.id, [slug!], 'hour', 2);
    const person = await renter();
    const joined = await pages.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/rental/waitlist',
      headers: person.headers,
      payload: { postomat_id: locker.id, model_slug: slug },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const loaded = asJson<{ waitlist: { model: { slug: string }; position: number }[] }>(
      await loadSubscriptionLists(request('/cabinet/subscriptions/?line=prokat'), contextFor(person.userId)),
    );
    expect(loaded.waitlist).toMatchObject([{ model: { slug }, position: 1 }]);
    const shown = textOf(await html('/cabinet/subscriptions/?line=prokat', person));
    expect(shown).toContain('Лист ожидания');
    expect(shown).toContain('В очереди: 1-й');
    expect(shown).toContain(`Постамат П-106`);
  });
});
