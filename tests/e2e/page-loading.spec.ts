import { expect, test } from '@playwright/test';
import { returningVisitor, startUsingPage, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

// What a guest page asks for while it loads (app/shell/smart-link.tsx, decision 0012): no route manifest for
// its links, which would re-render the whole app once it came; a link's route is asked for on intent or on the click.

for (const path of ['/', '/storages/', '/tariffs/']) {
  test(`${path}: loads and hydrates without fetching the routes of its links, and without errors`, async ({ page, baseURL }) => {
    await returningVisitor(page, baseURL!);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__manifest') manifests.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(manifests).toEqual([]);
    expect(errors).toEqual([]);
    // The page's scripts start once it has loaded, photos included, and painted (app/shell/deferred-scripts.ts).
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { load: navigation.loadEventStart, paint, starts: scripts.map((entry) => entry.startTime) };
    });
    expect(timing.starts.length).toBeGreaterThan(0);
    expect(timing.paint).toBeDefined();
    expect(Math.min(...timing.starts)).toBeGreaterThanOrEqual(Math.max(timing.load, timing.paint!));
  });
}

test('a link asks for its route on intent, and a link nobody pointed at still navigates within the page', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const manifests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/__manifest') manifests.push(url.searchParams.get('paths') ?? '');
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

  // Pointing at a link (focus here, as a keyboard, a hover or a touch would) asks for its route.
  const storages = page.locator('main a[href="/storages/"]').first();
  await storages.focus();
  await expect.poll(() => manifests.some((paths) => paths.split(',').includes('/storages'))).toBe(true);
  await storages.click();
  await expect(page).toHaveURL(/\/storages\/$/);
  await expect(page.locator('h1')).toHaveText(/Склады/);

  // A click with nothing before it (a tap the browser turned into a click at once) asks on the way.
  const card = page.locator('main a[href^="/storages/"][href$="/"]:not([href="/storages/"])').first();
  const href = (await card.getAttribute('href'))!;
  expect(manifests.some((paths) => paths.includes(href.replace(/\/$/, '')))).toBe(false);
  await card.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).not.toHaveText(/Склады индивидуального хранения/);
  expect(manifests.some((paths) => paths.includes(href.replace(/\/$/, '')))).toBe(true);
  expect(await sameDocument()).toBe(true);
});

// The server keeps each page's route manifest for the next page with the same parent path and routes
// (patches/react-router+*.patch, decision 0013). A page's manifest must still hold the routes of its
// own parent paths, whichever page was served before it: `/tariffs` is a page, `/nothing-here` is not.
test('each page inlines the routes of its own parent paths, whichever page came before', async ({ request }) => {
  const manifestRoutes = async (path: string) => {
    const html = await (await request.get(path)).text();
    const json = /window\.__reactRouterManifest = (\{.*?\});\s*window\.__reactRouterRouteModules/s.exec(html)?.[1];
    expect(json, `${path} inlines its route manifest`).toBeTruthy();
    return Object.keys((JSON.parse(json!) as { routes: Record<string, unknown> }).routes);
  };
  for (let round = 0; round < 2; round += 1) {
    const unknown = await manifestRoutes('/nothing-here/at-all/');
    expect(unknown).toContain('routes/not-found');
    expect(unknown).not.toContain('tariffs');
    const underTariffs = await manifestRoutes('/tariffs/nothing-here/');
    expect(underTariffs).toContain('routes/not-found');
    expect(underTariffs).toContain('tariffs');
  }
  expect(await manifestRoutes('/tariffs/daily/')).toEqual(expect.arrayContaining(['root', 'routes/tariffs/daily', 'tariffs']));
  expect(await manifestRoutes('/webview/test/')).not.toContain('tariffs');
});

// A guest page's chrome and later parts (app/shell/deferred.tsx) are the server's HTML until the visitor
// uses the page: no script of theirs is requested before, and they are live after the first pointer move.
test('the deferred parts of a page load at its first use, not before', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(scripts.filter((path) => /\.deferred-[\w-]+\.js$/.test(path))).toEqual([]);
  const markers = page.locator('template[data-deferred-part]');
  expect(await markers.count()).toBeGreaterThanOrEqual(3);
  expect(await page.locator('template[data-deferred-part][data-live]').count()).toBe(0);
  // The first tap, on the header's menu button, asks for the parts; it is held and done once the header is live.
  await page.getByRole('button', { name: 'Открыть меню' }).tap();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(scripts.some((path) => /footer\.deferred-[\w-]+\.js$/.test(path))).toBe(true);
  await expect.poll(() => page.locator('template[data-deferred-part]:not([data-live])').count()).toBe(0);
});

// The server writes each page's stylesheets inline, those of its later parts (`*.deferred.tsx`) among
// them; Vite's loader, asked to load such a part, used to append a <link> for each of them again
// (app/shell/inlined-stylesheets.ts).
for (const path of ['/', '/storages/moskva-aviamotornaya/']) {
  test(`${path}: loads its later parts without fetching a stylesheet it has inline`, async ({ page, baseURL }) => {
    await returningVisitor(page, baseURL!);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await startUsingPage(page);
    // The later parts' scripts have come (Vite's loader ran for them) and the page has settled.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\.deferred-[\w-]+\.js$/.test(e.name))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    const applied = await page.evaluate(() => [...document.styleSheets].filter((sheet) => !sheet.disabled).map((sheet) => sheet.href));
    expect(applied).toEqual([null]);
  });
}

test('a page reached by a click links only the stylesheets the first page did not have inline', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await waitForHydration(page);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].flatMap((style) =>
      (style.getAttribute('data-href') ?? '').split(/\s+/).map((href) => href.replace(/[#?].*$/, '')),
    ),
  );
  await page.locator('a[href="/storages/"]:visible').first().click();
  await page.waitForURL('**/storages/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Склады');
  await page.waitForLoadState('networkidle');
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.disabled)
      .map((link) => new URL(link.href).pathname),
  );
  expect(inline).toContain(inline.find((href) => /\/shell-[\w-]+\.css$/.test(href)));
  expect(linked.filter((href) => inline.includes(href))).toEqual([]);
  // The catalogue's own stylesheets came with it, the map's (a later part of the page) among them.
  expect(linked.some((href) => /\/warehouse-card-[\w-]+\.css$/.test(href))).toBe(true);
  expect(linked.some((href) => /\/places-map-[\w-]+\.css$/.test(href))).toBe(true);
});

// A signed-in person's pages link their stylesheets (the browser keeps them for the next page); a
// guest's carry them inline (above).
test('a signed-in page links its stylesheets and is styled by them', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await loginByApi(page, randomPhone());
  const html = await (await page.request.get('/cabinet/addresses/')).text();
  expect(html).not.toMatch(/<style\b[^>]*data-href=/);
  expect(html).toMatch(/<link\b[^>]*rel="stylesheet"[^>]*href="\/assets\/[\w.-]+\.css"/);

  await page.goto('/cabinet/addresses/');
  await waitForHydration(page);
  const applied = await page.evaluate(() => [...document.styleSheets].filter((sheet) => !sheet.disabled).map((sheet) => sheet.href));
  expect(applied.length).toBeGreaterThan(0);
  expect(applied.every((href) => href !== null && /\/assets\/[\w.-]+\.css$/.test(new URL(href).pathname))).toBe(true);
  // The shell's rules apply: the header is its 64 px.
  expect((await page.locator('header').first().boundingBox())?.height).toBe(64);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Адреса');
});
