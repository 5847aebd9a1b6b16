import { eq } from 'drizzle-orm';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cloudOrderPageData,
  itemsPageData,
  requestPageData,
  requestsPageData,
  returnChoicePageData,
  returnConfirmationPageData,
  returnSuccessPageData,
} from '../../app/features/cloud-cabinet/page-data';
import { calculatorPageData, leanCalendar } from '../../app/features/clouds/page-data';
import { cloudWindows } from '../../domains/clouds/tables';
import { manualClock } from '../../lib/clock';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';
import { cloudWorld, paidCloudOrder, type CloudWorld } from '../kit/clouds';
import { signedIn, WEB } from '../kit/users';

// Pages that arrive complete: /clouds/ renders its pickup calendar on the server, and the cloud
// request and return pages read their data in a server loader. What the loaders give the pages is
// what the calls the browser used to make answer; /clouds/ is never sent from the guest page cache,
// so a seat taken or a window past its cut-off shows on the next view.
vi.setConfig({ testTimeout: 120_000 });

// 12:00 Moscow: the next three days' windows (09–12 … 18–21) are on sale.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let pages: PageTestApp;

beforeAll(async () => {
  pages = await createPageTestApp({ clock, guestPageCache: true });
  // The first render compiles the app (Vite).
  await pages.app.inject({ method: 'GET', url: '/clouds/' });
}, 300_000);
afterAll(() => pages?.close());
beforeEach(() => clock.set(START));

const services = () => pages.app.services;
const db = () => services().database.db;

/** A page's load context as the server builds it, for the viewer given. */
function contextFor(viewerId: number | null): AppLoadContext {
  return { services: services(), viewer: viewerId === null ? null : { id: viewerId }, log: pages.app.log } as unknown as AppLoadContext;
}

async function apiData<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await pages.app.inject({ method: 'GET', url, headers: { ...WEB, ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** What a loader answered, as JSON (what the page gets in the browser). */
const asJson = (loaded: unknown) => JSON.parse(JSON.stringify((loaded as DataWithResponseInit<unknown>).data)) as unknown;

/** The status a loader threw (a 404 page, a redirect). */
async function thrownStatus(load: Promise<unknown>): Promise<number> {
  const thrown: unknown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return thrown.status;
  return (thrown as DataWithResponseInit<unknown> | null)?.init?.status ?? 0;
}

describe('/clouds/: the pickup calendar in the server HTML', () => {
  let world: CloudWorld;
  beforeEach(async () => {
    world = await cloudWorld(db(), START, { crews: 1 });
  });

  /** The days of the calendar's month as the HTML shows them: date → can be picked. */
  async function shownDays(): Promise<{ days: Map<string, boolean>; cache: unknown; html: string }> {
    const response = await pages.app.inject({ method: 'GET', url: `/clouds/?warehouse=${world.warehouseId}` });
    expect(response.statusCode).toBe(200);
    const days = new Map<string, boolean>();
    for (const match of response.body.matchAll(/<button[^>]*data-testid="calendar-day-([\d-]+)"[^>]*>/g)) {
      days.set(match[1]!, !/\sdisabled=""/.test(match[0]));
    }
    return { days, cache: response.headers['x-page-cache'], html: response.body };
  }

  async function calledDays(): Promise<Map<string, boolean>> {
    const answer = await apiData<{ months: { days: { date: string; free: boolean }[] }[] }>(
      `/api/cabinet/v2/site/slots/months-and-days?id=${world.warehouseId}`,
    );
    return new Map(answer.months.flatMap((m) => m.days.map((d) => [d.date, d.free] as const)));
  }

  it('shows the days the calendar call answers, and the loader carries the call’s calendar without the instants', async () => {
    const { days, html } = await shownDays();
    expect(html).not.toContain('Загружаем свободные дни');
    expect(days).toEqual(await calledDays());
    expect([...days.values()]).toEqual([true, true, true]);

    const request = new Request(`http://localhost/clouds/?warehouse=${world.warehouseId}`);
    const loaded = await calculatorPageData(request, contextFor(null));
    const called = await apiData<{ months: Parameters<typeof leanCalendar>[0] }>(
      `/api/cabinet/v2/site/slots/months-and-days?id=${world.warehouseId}`,
    );
    expect(loaded?.initialCalendar).toEqual({ warehouse: world.warehouseId, months: leanCalendar(called.months) });
  });

  it('is never sent from the guest page cache: a day whose seats are taken shows full on the next view', async () => {
    const first = await shownDays();
    expect(first.cache).toBe('bypass');
    const day = [...first.days.keys()][0]!;
    // Another process books the day's every seat (written straight to the table, as a booking does).
    await db().update(cloudWindows).set({ booked: 1 }).where(eq(cloudWindows.day, day));
    const next = await shownDays();
    expect(next.cache).toBe('bypass');
    expect(next.days.get(day)).toBe(false);
    expect(next.days).toEqual(await calledDays());
  });

  it('rolls the days over with the clock: a day whose last window is past the cut-off leaves the calendar', async () => {
    const [first] = [...(await shownDays()).days.keys()];
    // 17:30 Moscow on that day: its last window (18–21) starts within the 4-hour cut-off.
    clock.set(new Date(`${first}T14:30:00Z`));
    const { days } = await shownDays();
    expect(days.has(first!)).toBe(false);
    expect(days).toEqual(await calledDays());
  });
});

describe('the cloud request and return pages: read by the server loader', () => {
  it('give the page what the cabinet calls answer, a stranger the 404 and a guest the login', async () => {
    const order = await paidCloudOrder(pages.app);
    const stranger = await signedIn(pages.app);
    const owner = contextFor(order.userId);
    const url = (path: string) => new Request(`http://localhost${path}`);

    const requestPath = `/cabinet/requests/${order.requestId}/`;
    const request = await requestPageData(url(requestPath), owner, String(order.requestId), 'site');
    expect(asJson(request)).toEqual({ request: await apiData(`/api/cabinet/v2/requests/${order.requestId}`, order.headers) });

    const returnPath = `/cabinet/subscriptions/clouds/${order.orderId}/return/`;
    const choice = await returnChoicePageData(url(returnPath), owner, String(order.orderId), 'webview');
    const [cloud, items] = await Promise.all([
      apiData(`/api/cabinet/v2/orders/clouds?id=${order.orderId}`, order.headers),
      apiData<{ items: unknown[] }>(`/api/cabinet/v2/clouds/items?order_id=${order.orderId}`, order.headers),
    ]);
    expect(asJson(choice)).toEqual({ cloud, items: items.items });

    for (const variant of ['site', 'webview'] as const) {
      const other = contextFor(stranger.userId);
      expect(await thrownStatus(requestPageData(url(requestPath), other, String(order.requestId), variant))).toBe(404);
      expect(await thrownStatus(returnChoicePageData(url(returnPath), other, String(order.orderId), variant))).toBe(404);
      expect(await thrownStatus(requestPageData(url(requestPath), owner, 'x1', variant))).toBe(404);
    }
    expect(await thrownStatus(requestPageData(url(requestPath), contextFor(null), String(order.requestId), 'site'))).toBe(302);
    expect(await thrownStatus(requestPageData(url(requestPath), contextFor(null), String(order.requestId), 'webview'))).toBe(401);

    // The rendered pages: the owner's request with its status, a 404 page for the stranger.
    const owned = await pages.app.inject({ method: 'GET', url: requestPath, headers: { cookie: order.cookie } });
    expect(owned.statusCode).toBe(200);
    expect(owned.body).toContain('data-testid="request-status"');
    expect(owned.body).not.toContain('Загружаем…');
    const refused = await pages.app.inject({ method: 'GET', url: requestPath, headers: { cookie: stranger.headers.cookie } });
    expect(refused.statusCode).toBe(404);
  });
});

describe("the cloud cabinet's other pages: read by the server loader too, none waits for the browser", () => {
  it('give each page what its cabinet calls answer, a stranger the 404 and a guest the login', async () => {
    const order = await paidCloudOrder(pages.app);
    const stranger = await signedIn(pages.app);
    const owner = contextFor(order.userId);
    const url = (path: string) => new Request(`http://localhost${path}`);
    const api = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
      pages.app
        .inject({ method: (init.method ?? 'GET') as 'GET', url: path, headers: { ...WEB, ...order.headers }, payload: init.body as object })
        .then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json().data as T;
        });

    const requests = await requestsPageData(url('/cabinet/requests/?type=pickup&page=1'), owner, 'site');
    const history = await api<{ items: unknown[]; count: number }>('/api/cabinet/v2/requests/history', {
      method: 'POST',
      body: { page: 1, limit: 10, type: 'pickup' },
    });
    expect(asJson(requests)).toEqual({ ...history, page: 1, type: 'pickup' });
    expect(history.count).toBeGreaterThan(0);

    const stored = await itemsPageData(url('/cabinet/cloud/'), owner, 'site');
    expect(asJson(stored)).toEqual({ items: (await api<{ items: unknown[] }>('/api/cabinet/v2/clouds/items')).items });

    const orderPath = `/cabinet/subscriptions/clouds/${order.orderId}/`;
    const shown = asJson(await cloudOrderPageData(url(orderPath), owner, String(order.orderId), 'site')) as Record<string, unknown>;
    expect(shown.cloud).toEqual(await api(`/api/cabinet/v2/orders/clouds?id=${order.orderId}`));
    expect(shown.acts).toEqual(await api(`/api/cabinet/orders/acts?order_id=${order.orderId}`));
    expect(shown.settings).toMatchObject({ order: { id: order.orderId, kind: 'cloud' } });

    const confirmPath = `/cabinet/subscriptions/clouds/${order.orderId}/return/confirmation/`;
    const confirmation = asJson(await returnConfirmationPageData(url(confirmPath), owner, String(order.orderId), 'webview')) as Record<
      string,
      unknown
    >;
    expect(confirmation.addresses).toEqual(await api('/api/cabinet/v2/profile/addresses'));
    expect(confirmation.returnPrice).toBe((await api<{ return_delivery_price: number }>('/api/cabinet/site/clouds')).return_delivery_price);

    const successPath = `/cabinet/subscriptions/clouds/${order.orderId}/return/success/?request=${order.requestId}`;
    const success = asJson(await returnSuccessPageData(url(successPath), owner, String(order.orderId), 'site'));
    expect(success).toEqual({ orderId: order.orderId, request: await api(`/api/cabinet/v2/requests/${order.requestId}`) });
    // Another person's request named in the address is not shown.
    const notOwn = asJson(await returnSuccessPageData(url(successPath), contextFor(stranger.userId), String(order.orderId), 'site'));
    expect(notOwn).toEqual({ orderId: order.orderId, request: null });

    for (const variant of ['site', 'webview'] as const) {
      const other = contextFor(stranger.userId);
      expect(await thrownStatus(cloudOrderPageData(url(orderPath), other, String(order.orderId), variant))).toBe(404);
      expect(await thrownStatus(returnConfirmationPageData(url(confirmPath), other, String(order.orderId), variant))).toBe(404);
    }
    expect(await thrownStatus(requestsPageData(url('/cabinet/requests/'), contextFor(null), 'site'))).toBe(302);
    expect(await thrownStatus(itemsPageData(url('/cabinet/cloud/'), contextFor(null), 'webview'))).toBe(401);

    // A cloud order's page asks for the cloud warehouse in four places: read once.
    await pages.app.inject({ method: 'GET', url: orderPath, headers: { cookie: order.cookie } });
    const counted = await pages.app.inject({ method: 'GET', url: orderPath, headers: { cookie: order.cookie } });
    expect(Number(counted.headers['x-db-queries'])).toBeLessThanOrEqual(25);

    // The rendered pages carry their data, not a loading line.
    for (const path of ['/cabinet/requests/', '/cabinet/cloud/', orderPath, confirmPath, successPath]) {
      const page = await pages.app.inject({ method: 'GET', url: path, headers: { cookie: order.cookie } });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).not.toContain('Загружаем…');
    }
    const list = await pages.app.inject({ method: 'GET', url: '/cabinet/requests/', headers: { cookie: order.cookie } });
    expect(list.body).toContain(`/cabinet/requests/${order.requestId}/`);
  });
});
