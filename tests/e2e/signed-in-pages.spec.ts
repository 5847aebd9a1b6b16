import { GOOD_PASSPORT } from '../kit/passport';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import routes from '../../app/routes';
import { bookPaidCloud, firstFreeWindow, person, WEB } from './cloud-console-helpers';
import { waitForHydration } from './helpers';
import { htmlErrors } from './html-checker';
import { axeViolations, collectErrors, expectFits, nestedForms } from './page-checks';
import { bookedRental, payRental } from './rental-helpers';
import { paidStorageOrder } from './subscription-helpers';

/**
 * The generic page guards over the pages a guest never sees: the cabinet, the app's webview
 * cabinet, the clouds checkout and the staff console. Every such route of app/routes.ts is
 * visited with the data of a customer made from nothing through the product's own calls, so a
 * new route is covered without anyone listing it. The guards: status 200, no console error, no
 * form inside a form, no sideways scroll on a phone, axe WCAG 2.2 A and AA, and the Nu HTML
 * Checker over the server HTML. A parameter route takes its value from a link on the pages
 * already visited (a route no page links to fails the test, naming it); its deeper steps (the
 * cancel and return flows) reuse that value.
 */

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function templatesOf(entries: RouteEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const here = [base, entry.path ?? ''].filter(Boolean).join('/');
    const own = entry.path !== undefined || entry.index ? [here] : [];
    return [...own, ...templatesOf(entry.children ?? [], here)];
  });
}

const ALL_TEMPLATES = [...new Set(templatesOf(routes as RouteEntry[]))].filter((t) => !t.includes('*'));
const under = (...prefixes: string[]) =>
  ALL_TEMPLATES.filter((t) => prefixes.some((p) => t === p || t.startsWith(`${p}/`))).sort(
    // Lists before the pages they link to, a flow's first step before the next.
    (a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b),
  );

const paramPattern = /:[a-z]+\??/gi;
const toRegExp = (template: string) => new RegExp(`^/${template.replace(paramPattern, '[^/]+')}/?$`);

/**
 * Visits the routes in order. A parameter route is filled from the longest route already resolved
 * that it extends (`…/:id/cancel` from `…/:id`) or from a link seen on a visited page.
 */
interface SweepOptions {
  /** A query a route needs to render its page rather than redirect (the checkout's choice). */
  query?: Record<string, string>;
  /**
   * The path for a parameter route that only a state the fixture cannot reach today links to
   * (a mover's stop on the day of its window, a storekeeper's drop-off).
   */
  direct?: Record<string, string>;
}

async function sweep(page: Page, templates: string[], options: SweepOptions = {}) {
  const seenLinks = new Set<string>();
  const resolved = new Map<string, string>();
  const documents = new Map<string, string>();
  const unreachable: string[] = [];

  const resolve = (template: string): string | null => {
    if (!template.includes(':')) return `/${template}/`;
    const base = [...resolved.keys()].filter((t) => template.startsWith(`${t}/`)).sort((a, b) => b.length - a.length)[0];
    if (base) return `${resolved.get(base)!.replace(/\/$/, '')}${template.slice(base.length)}/`;
    const cut = template.slice(0, template.search(paramPattern)) + template.slice(template.search(paramPattern)).split('/')[0];
    const pattern = toRegExp(cut);
    const link = [...seenLinks].find((href) => pattern.test(href));
    if (!link) return null;
    resolved.set(cut, link);
    return template === cut ? link : `${link.replace(/\/$/, '')}${template.slice(cut.length)}/`;
  };

  for (const template of templates) {
    const path = options.direct?.[template] ?? resolve(template.replace(/\/$/, ''));
    if (!path) {
      unreachable.push(`/${template}/`);
      continue;
    }
    // A route given directly lends its value to its deeper steps, as a resolved one does.
    if (options.direct?.[template]) resolved.set(template.replace(/\/$/, ''), path);
    const address = `${path}${options.query?.[template] ?? ''}`;
    const errors = await collectErrors(page, async () => {
      const response = await page.goto(address);
      expect.soft(response?.status(), `${address}: status`).toBe(200);
      await waitForHydration(page);
    });
    const where = `${address} (as ${new URL(page.url()).pathname})`;
    expect.soft(errors, `${where}: errors in the console`).toEqual([]);
    expect.soft(await nestedForms(page), `${where}: forms inside forms`).toEqual([]);
    await expectFits(page, where);
    expect.soft(await axeViolations(page), `${where}: axe violations`).toEqual([]);
    for (const href of await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      seenLinks.add(href.split(/[?#]/)[0]!);
    }
    const served = await page.request.get(address);
    documents.set(address, await served.text());
  }
  expect.soft(unreachable, 'routes with a parameter that no visited page links to').toEqual([]);
  expect(htmlErrors(documents), 'Nu HTML Checker errors (page:line message «extract»)').toEqual([]);
}

async function photo(color: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** What a customer leaves behind in a first week: a storage cell and a cloud order paid, a company, a chat, a passport. */
async function customerWithHistory(page: Page) {
  const storageOrderId = await paidStorageOrder(page);
  const cloud = await bookPaidCloud(page);
  const company = await page.request.post('/api/cabinet/v2/profile/companies', {
    headers: WEB,
    data: {
      name: 'ООО «Яндекс»',
      inn: '7736207543',
      kpp: '770401001',
      ogrn: '1027700229193',
      bik: '044525974',
      settlement_account: '40702810500000012345',
      contact_phone: '79991234567',
      personal: false,
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const chat = await page.request.post('/api/cabinet/v2/chat/messages', {
    headers: WEB,
    data: { text: 'Здравствуйте! Когда приедут грузчики?' },
  });
  expect(chat.ok(), await chat.text()).toBe(true);
  const passport = await page.request.put('/api/cabinet/v2/profile/documents/passport', {
    headers: WEB,
    data: GOOD_PASSPORT,
  });
  expect(passport.ok(), await passport.text()).toBe(true);
  const passportId = ((await passport.json()) as { data: { id: number } }).data.id;
  for (const kind of ['passport_main', 'selfie']) {
    const upload = await page.request.post('/api/cabinet/v2/profile/documents/files', {
      headers: WEB,
      multipart: { kind, file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await photo('#c8d6e5') } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }
  return { storageOrderId, cloud, passportId };
}

async function checkoutQuery(page: Page) {
  const site = (await (await page.request.get('/api/cabinet/site/clouds', { headers: WEB })).json()) as {
    data: { warehouse_id: number | null; warehouses: { id: number }[] };
  };
  const warehouse = site.data.warehouse_id ?? site.data.warehouses[0]!.id;
  const window = await firstFreeWindow(page, warehouse);
  return `?warehouse=${warehouse}&volume=2&period=cloud_1m&date=${window.date}&window=${window.id}`;
}

test('every cabinet, webview cabinet and checkout page of a customer passes the page guards', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const { page } = await person(browser, baseURL!, 'phone');
  // A new customer's checkout first: no saved address yet.
  const query = await checkoutQuery(page);
  await sweep(page, ['clouds/checkout'], { query: { 'clouds/checkout': query } });
  const { passportId } = await customerWithHistory(page);
  // A tool rental too (its page is linked from the «Прокат» tab, which the sweep does not open).
  const rentalId = await bookedRental(page, baseURL!, testInfo, passportId, 'П-302');
  // Paid, so that its own pages (the early end's steps) show rather than send back to the order.
  await payRental(page, rentalId);
  await sweep(page, [...under('cabinet', 'webview/cabinet'), 'clouds/checkout'], {
    query: { 'clouds/checkout': query },
    direct: { 'cabinet/subscriptions/rental/:id': `/cabinet/subscriptions/rental/${rentalId}/` },
  });
});

test('every page of the staff console passes the page guards', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const customer = await person(browser, baseURL!, 'phone');
  const { cloud } = await customerWithHistory(customer.page);
  const { page } = await person(browser, baseURL!, 'phone', 'admin');
  await sweep(page, under('admin'), {
    query: { 'admin/clouds/mover': `?day=${cloud.day}` },
    direct: {
      'admin/clouds/mover/:id': `/admin/clouds/mover/${cloud.requestId}/`,
      'admin/clouds/storekeeper/:id': `/admin/clouds/storekeeper/${cloud.requestId}/`,
    },
  });
});
