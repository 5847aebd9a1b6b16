import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, startUsingPage } from './helpers';

const SITE = 'https://mestechko.ru';
/** Moscow and around: the lockers of the seeded city the visitor gets by default. */
const MOSCOW = { south: 55.4, west: 37.1, north: 56.1, east: 38.1 };

interface Marker {
  id: number;
  number: string;
  name: string;
  count: number;
}

interface Category {
  id: number;
  slug: string;
  name: string;
}

async function moscowMarkers(request: APIRequestContext, categories?: number[]): Promise<Marker[]> {
  const query = new URLSearchParams(Object.entries(MOSCOW).map(([k, v]) => [k, String(v)]));
  if (categories) query.set('categories', categories.join(','));
  const answer = await request.get(`/api/cabinet/v3/rental/postomats/markers?${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as Marker[];
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The places the live map shows: every pin, and every cluster by the number of places in it. */
async function placesOnMap(map: Locator): Promise<number> {
  const pins = await map.getByTestId('map-pin').count();
  const clusters = await map.getByTestId('map-cluster').allTextContents();
  return pins + clusters.reduce((sum, text) => sum + Number(text), 0);
}

/** Shows the map (on a phone it is behind a toggle) and waits until the live map is there. */
async function openLiveMap(page: Page, phone: boolean): Promise<Locator> {
  await startUsingPage(page);
  if (phone) await page.getByTestId('map-toggle').click();
  const map = page.getByTestId('places-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByTestId('places-map-live')).toHaveClass(/leaflet-container/);
  return map;
}

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test(
  'a visitor finds a locker on the map page, narrows it by category, opens the locker and one of its tools',
  { tag: '@both' },
  async ({ page, request }, testInfo) => {
    // A long journey: three pages, the live map zoomed out and in.
    test.slow();
    const phone = isPhone(testInfo);
    const errors = watchErrors(page);
    const all = await moscowMarkers(request);
    expect(all).toHaveLength(6);

    const response = await page.goto('/prokat/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Прокат инструментов в Москве');
    await expect(page).toHaveTitle('Прокат инструментов в Москве: постаматы на карте — Местечко');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/prokat/`);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    // The rental line's phone and brand in the header.
    await expect(page.getByRole('banner')).toHaveAttribute('data-brand', 'prokat');
    await expect(page.getByRole('banner').getByTestId('support-phone').first()).toContainText('+7 (800) 555-35-26');

    // The list: every locker of Moscow with its number, name, address, hours and tools, linked to its page.
    const cards = page.getByTestId('postomat-card');
    await expect(cards).toHaveCount(6);
    for (const [i, marker] of all.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(marker.number);
      await expect(card.getByRole('link', { name: marker.name })).toHaveAttribute('href', `/prokat/${marker.id}/`);
      await expect(card.getByTestId('postomat-count')).toHaveText(new RegExp(`^${marker.count} инструмент`));
    }
    await expect(cards.filter({ hasText: 'Круглосуточно' })).not.toHaveCount(0);
    await expect(cards.filter({ hasText: 'Ежедневно 10:00–22:00' })).not.toHaveCount(0);
    const how = page.getByTestId('prokat-how');
    await expect(how.locator('li h3')).toHaveText([
      'Выберите инструмент',
      'Забронируйте и оплатите',
      'Откройте ячейку со смартфона',
      'Верните в любой постамат',
    ]);
    await expect(how.getByRole('link', { name: 'Каталог инструментов' })).toHaveAttribute('href', '/prokat/katalog/');
    await expect(how.getByRole('link', { name: 'Штрафы проката' })).toHaveAttribute('href', '/prokat-fines/');

    // The live map asks for the lockers in its view and shows every one of them (as pins or in clusters).
    const asked = page.waitForRequest((r) => r.url().includes('/api/cabinet/v3/rental/postomats/markers?'));
    const map = await openLiveMap(page, phone);
    const first = new URL((await asked).url());
    for (const side of ['south', 'west', 'north', 'east']) expect(Number.isFinite(Number(first.searchParams.get(side)))).toBe(true);
    await expect.poll(() => placesOnMap(map)).toBe(6);
    if (phone) {
      // One finger scrolls the page over the map: the map does not take the drag.
      await expect(map.getByTestId('places-map-live')).not.toHaveClass(/leaflet-touch-drag/);
      await expect(map).toContainText('Карту двигайте двумя пальцами.');
    }
    await page.waitForLoadState('networkidle');
    await snapshot(page, testInfo, 'prokat-map');

    // Zoomed out the six lockers of Moscow become one cluster; a tap on it zooms back in.
    const zoomOut = map.locator('.leaflet-control-zoom-out');
    // Leaflet marks the map while a zoom is animated: each step waits for it to settle, as a visitor's eye does.
    const settled = () => expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
    for (let i = 0; i < 4; i += 1) {
      await zoomOut.click();
      await settled();
    }
    const cluster = map.getByTestId('map-cluster');
    // The list form waits out the moment between the zoom's end and the markers it asks for, when the
    // old clusters are still drawn (a single-element match would fail at once on two of them).
    await expect(cluster).toHaveText(['6'], { timeout: 15_000 });
    await cluster.click();
    await settled();
    // Zoomed in to where the cluster parts: pins again, and no cluster holds all six.
    await expect(map.getByTestId('map-pin').first()).toBeVisible({ timeout: 15_000 });
    await expect(map.getByTestId('map-cluster').filter({ hasText: /^6$/ })).toHaveCount(0);

    // A category that lies in some of the lockers but not all of them.
    const categories = (await (await request.get('/api/cabinet/v2/rental/tools/categories')).json()).data as Category[];
    let chosen: { category: Category; markers: Marker[] } | undefined;
    for (const category of categories) {
      const markers = await moscowMarkers(request, [category.id]);
      if (markers.length > 0 && markers.length < 6) {
        chosen = { category, markers };
        break;
      }
    }
    expect(chosen, 'a category in some Moscow lockers only').toBeDefined();
    const { category, markers } = chosen!;
    const reasked = page.waitForRequest((r) => r.url().includes('/postomats/markers?') && r.url().includes(`categories=${category.id}`));
    await page.getByTestId('prokat-categories').getByRole('link', { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/prokat/\\?categories=${category.id}$`));
    await expect(page.locator(`[data-testid="category-chip"][data-category="${category.slug}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(cards).toHaveCount(markers.length);
    await expect(page.getByTestId('postomats-count')).toContainText('с выбранными инструментами');
    for (const [i, marker] of markers.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: marker.name })).toBeVisible();
      await expect(cards.nth(i).getByTestId('postomat-count')).toHaveText(new RegExp(`^${marker.count} инструмент`));
    }
    // The map asks again with the category and narrows the same way.
    await reasked;
    if (phone && !(await map.isVisible())) await page.getByTestId('map-toggle').click();
    await expect.poll(() => placesOnMap(map)).toBe(markers.length);
    await page.waitForLoadState('networkidle');
    await snapshot(page, testInfo, 'prokat-map-category');

    // The locker: its number and name, where it is, its hours and photo, the tools in its cells by category.
    const target = markers[0]!;
    await cards.first().getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`/prokat/${target.id}/$`));
    await expect(page.locator('h1')).toHaveText(`Постамат ${target.number} ${target.name}`);
    await expect(page).toHaveTitle(`Постамат ${target.number} · ${target.name}: прокат инструментов — Местечко`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/prokat/${target.id}/`);
    await expect(page.getByTestId('free-cells')).toHaveText(/^Свободных ячеек для возврата: \d+$/);
    await expect(page.getByTestId('postomat-place')).not.toBeEmpty();
    await expect(page.locator('img[src^="/images/prokat/postomat-"]')).toBeVisible();
    await expect.poll(() => jsonLdTypes(page)).toEqual(expect.arrayContaining(['LocalBusiness', 'BreadcrumbList']));
    const lockerMap = page.getByTestId('places-map');
    await expect(lockerMap.getByTestId('map-pin')).toHaveCount(1);
    await expect(lockerMap.getByTestId('map-pin')).toHaveAttribute('href', `/prokat/${target.id}/`);

    const tools = (await (await request.get(`/api/cabinet/v3/rental/postomats/tools?id=${target.id}`)).json()).data as {
      categories: { slug: string; name: string; tools: { name: string; postomat_slot: number; model_slug: string }[] }[];
    };
    const groups = page.getByTestId('tool-group');
    await expect(groups).toHaveCount(tools.categories.length);
    await expect(groups.locator('h3')).toHaveText(tools.categories.map((g) => new RegExp(`^${g.name}`)));
    const tool = tools.categories[0]!.tools[0]!;
    const card = groups.first().getByTestId('postomat-tool').first();
    await expect(card).toContainText(tool.name);
    await expect(card.getByTestId('tool-cell')).toHaveText(`Ячейка ${tool.postomat_slot}`);
    await expect(card).toContainText(/от [\d\s]+₽/);
    await expect(card.locator('img')).toHaveAttribute('src', `/images/prokat/${tool.model_slug}.webp`);
    const modelHref = `/prokat/katalog/${tools.categories[0]!.slug}/${tool.model_slug}/`;
    await expect(card.getByTestId('tool-link')).toHaveAttribute('href', modelHref);
    await expect(page.getByTestId('postomat-tariffs')).toHaveAttribute('href', `/tariffs/prokat/?postomat=${target.id}`);
    if (phone) await expectNoSideScroll(page);
    await page.waitForLoadState('networkidle');
    await snapshot(page, testInfo, 'prokat-postomat');
    expect(errors).toEqual([]);

    // The model's page is the catalogue's (another part of the site): the link leads there.
    await card.getByTestId('tool-link').click();
    await expect(page).toHaveURL(new RegExp(`${modelHref}$`));
  },
);

test('/prokat/ is complete before any script and fits a phone', async ({ page }, testInfo) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/prokat/');
  await expect(page.getByTestId('postomat-card')).toHaveCount(6);
  await expect(page.getByText('Загружаем')).toHaveCount(0);
  await expect(page.getByTestId('places-map').getByTestId('map-pin')).toHaveCount(6);
  if (isPhone(testInfo)) await expectNoSideScroll(page);
});

test('on a phone one finger scrolls the page over the map; two move it', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'touch only');
  await page.goto('/prokat/');
  const map = await openLiveMap(page, true);
  const box = (await map.getByTestId('places-map-live').boundingBox())!;
  const before = await page.evaluate(() => window.scrollY);
  // A finger put on the map and moved up, as a phone's touch screen sends it.
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 15 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
  if (isPhone(testInfo)) await expectNoSideScroll(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category chips and the locker choice are links and a form the server answers', async ({ page, request }) => {
    await page.goto('/prokat/');
    const chip = page.getByTestId('category-chip').first();
    await chip.click();
    await expect(page).toHaveURL(/\/prokat\/\?categories=\d+$/);
    await expect(page.getByTestId('category-chip').first()).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('postomat-card').first()).toBeVisible();

    const lockers = (await (await request.get('/api/cabinet/v2/rental/tariff/postomat/list')).json()).data as {
      id: number;
      number: string;
    }[];
    await page.goto('/tariffs/prokat/');
    await page.getByTestId('tariffs-postomat').selectOption(String(lockers[0]!.id));
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?postomat=${lockers[0]!.id}$`));
    await expect(page.getByTestId('tariffs-chosen')).toContainText(lockers[0]!.number);
    await expect(page.getByTestId('tariff-cell').first()).toHaveText(/^\d+$/);
    // «Все постаматы» sends an empty value: every model again.
    await page.getByTestId('tariffs-postomat').selectOption('');
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page.getByTestId('tariff-row')).toHaveCount(45);
  });
});

test(
  'tariffs list every model by period, and a chosen locker its tools with their cells',
  { tag: '@both' },
  async ({ page, request }, testInfo) => {
    const errors = watchErrors(page);
    const response = await page.goto('/tariffs/prokat/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Тарифы проката');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/tariffs/prokat/`);
    const tables = page.getByTestId('prokat-tariff-table');
    await expect(tables).toHaveCount(9);
    await expect(tables.first().locator('thead th')).toHaveText([
      'Инструмент',
      '1 час',
      '2 часа',
      '3 часа',
      '4 часа',
      '1 сутки',
      '3 суток',
      '7 суток',
      'Залог',
    ]);
    await expect(page.getByTestId('tariff-row')).toHaveCount(45);
    await expect(page.getByTestId('tariff-row').first().locator('td').first()).toHaveText(/^[\d\s]+₽$/);
    await expect(page.getByRole('link', { name: 'штрафы проката', exact: true })).toHaveAttribute('href', '/prokat-fines/');
    if (isPhone(testInfo)) await expectNoSideScroll(page);
    await page.waitForLoadState('networkidle');
    await snapshot(page, testInfo, 'prokat-tariffs');

    // A locker chosen in the form: only its tools, each with its cell.
    const lockers = (await (await request.get('/api/cabinet/v2/rental/tariff/postomat/list')).json()).data as {
      id: number;
      number: string;
    }[];
    const locker = lockers[1]!;
    const rows = (await (await request.get(`/api/cabinet/v2/rental/tariff/list?postomat_id=${locker.id}`)).json()).data as {
      postomat_slot: number;
    }[];
    await startUsingPage(page);
    await page.getByTestId('tariffs-postomat').selectOption(String(locker.id));
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(new RegExp(`/tariffs/prokat/\\?postomat=${locker.id}$`));
    await expect(page.getByTestId('tariffs-chosen')).toContainText(locker.number);
    await expect(page.getByTestId('tariff-row')).toHaveCount(rows.length);
    const cells = await page.getByTestId('tariff-cell').allTextContents();
    expect(cells.map(Number).sort((a, b) => a - b)).toEqual(rows.map((r) => r.postomat_slot).sort((a, b) => a - b));
    await expect(tables.first().locator('thead th').nth(1)).toHaveText('Ячейка');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/tariffs/prokat/?postomat=${locker.id}`);
    if (isPhone(testInfo)) await expectNoSideScroll(page);
    await page.waitForLoadState('networkidle');
    await snapshot(page, testInfo, 'prokat-tariffs-postomat');
    expect(errors).toEqual([]);
  },
);

test('another city is chosen in the address, and bad addresses are 404', async ({ page }) => {
  await page.goto('/prokat/?city=kazan');
  await expect(page.locator('h1')).toHaveText('Прокат инструментов в Казани');
  await expect(page.getByTestId('postomat-card')).toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/prokat/?city=kazan`);
  await expect(page.getByTestId('prokat-city').filter({ hasText: 'Казань' })).toHaveAttribute('aria-current', 'page');

  for (const path of [
    '/prokat/abc/',
    '/prokat/0/',
    '/prokat/-1/',
    '/prokat/007/',
    '/prokat/1.5/',
    '/prokat/99999999999/',
    '/prokat/2147483648/',
    '/prokat/999999/',
    '/prokat/?categories=abc',
    '/prokat/?city=tver',
    '/tariffs/prokat/?postomat=abc',
    '/tariffs/prokat/?postomat=0',
    '/tariffs/prokat/?postomat=999999',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
