import { expect, test } from '@playwright/test';
import { returningVisitor } from './helpers';

test('a slow navigation shows the progress bar after 200 ms and hides it when done', { tag: '@desktop' }, async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toHaveAttribute('data-visible', 'false');
  await page.route('**/*.data*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  // A page with data of its own, so the navigation waits on the slowed data request.
  await page.locator('header nav[aria-label="Услуги"]').getByRole('link', { name: 'Хранение вещей' }).click();
  await expect(bar).toHaveAttribute('data-visible', 'true');
  await expect(page).toHaveURL(/\/storages\/$/, { timeout: 10_000 });
  await expect(bar).toHaveAttribute('data-visible', 'false');
});

test(
  'the progress bar never flashes: it appears only when a navigation has lasted 200 ms',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await returningVisitor(page, baseURL!);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A page with data of its own, held for 1.5 s, so the navigation lasts long enough for the bar;
    // when it shows is measured from the click in the page's own clock.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="navigation-progress"]')!;
      document.addEventListener('click', () => (document.body.dataset.clickAt = String(performance.now())), { capture: true, once: true });
      new MutationObserver(() => {
        if (bar.getAttribute('data-visible') === 'true' && !document.body.dataset.shownAt)
          document.body.dataset.shownAt = String(performance.now());
      }).observe(bar, { attributes: true });
    });
    await page.locator('header nav[aria-label="Услуги"]').getByRole('link', { name: 'Хранение вещей' }).click();
    await expect(page).toHaveURL(/\/storages\/$/, { timeout: 10_000 });
    const { clickAt, shownAt } = await page.evaluate(() => ({
      clickAt: document.body.dataset.clickAt,
      shownAt: document.body.dataset.shownAt,
    }));
    expect(clickAt, 'the click was seen').toBeDefined();
    expect(shownAt, 'the bar showed during a navigation of 1.5 s').toBeDefined();
    expect(Number(shownAt) - Number(clickAt), 'the bar waited 200 ms').toBeGreaterThanOrEqual(200);
  },
);

test(
  'a route chunk that fails to load after a deploy reloads the page once, then navigation works',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await returningVisitor(page, baseURL!);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The «Скоро» page of the apartments line is not loaded yet; make its chunk fail once, as after a deploy.
    let failures = 0;
    await page.route(/\/assets\/kvartiry-[\w-]+\.js$/, (route) => {
      failures += 1;
      return failures === 1 ? route.abort() : route.continue();
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.locator('header nav[aria-label="Услуги"]').getByRole('link', { name: 'Аренда квартир' }).click();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    // The fresh document has the new build's manifest: the same click now works.
    await page.waitForLoadState('networkidle');
    await page.locator('header nav[aria-label="Услуги"]').getByRole('link', { name: 'Аренда квартир' }).click();
    await expect(page).toHaveURL(/\/kvartiry\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Скоро', { exact: true })).toBeVisible();
    expect(loads).toBe(1);
  },
);

test('a failed lazy chunk reloads the page once, and not again within a minute', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => (loads += 1));
  const failChunk = () => page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
  await failChunk();
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(Number(await page.evaluate(() => window.localStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);
  // A second chunk error within the guard interval: the guard handles it (cancels Vite's own
  // handling) and decides, synchronously, not to reload: the timestamp it writes before a reload stays.
  const guardAt = await page.evaluate(() => window.localStorage.getItem('chunk-reload-at'));
  expect(await failChunk()).toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('chunk-reload-at'))).toBe(guardAt);
  expect(loads).toBe(1);
});

test('links prefetch on intent, but not on a data-saver connection', { tag: '@desktop' }, async ({ page, baseURL, browser }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('header nav[aria-label="Услуги"]').getByRole('link', { name: 'Хранение вещей' }).hover();
  await expect(page.locator('link[rel="prefetch"]')).not.toHaveCount(0);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([
    { name: 'showCookies', value: 'false', url: baseURL! },
    { name: 'autolocation', value: 'false', url: baseURL! },
  ]);
  const saver = await context.newPage();
  await saver.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  await saver.goto(`${baseURL}/`);
  await saver.waitForLoadState('networkidle');
  await saver.locator('header nav[aria-label="Услуги"]').getByRole('link', { name: 'Хранение вещей' }).hover();
  await saver.waitForTimeout(500);
  await expect(saver.locator('link[rel="prefetch"]')).toHaveCount(0);
  await context.close();
});
