import { expect, test, type Page } from '@playwright/test';
import { isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { SEEDED_REVIEW_PAGES } from './review-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test('a warehouse page shows its approved reviews and states them in JSON-LD', async ({ page }, testInfo) => {
  await page.goto(`/storages/${SEEDED_REVIEW_PAGES.reviewed}/`);
  const block = page.getByTestId('warehouse-reviews');
  await expect(block.getByRole('heading', { name: 'Отзывы' })).toBeVisible();
  // Three approved demo reviews (5, 4, 5); the one waiting for moderation is not shown.
  await expect(block.getByTestId('reviews-summary')).toContainText('4,7');
  await expect(block.getByTestId('reviews-summary')).toContainText('3 отзыва');
  const reviews = block.getByTestId('warehouse-review');
  await expect(reviews).toHaveCount(3);
  await expect(reviews.first()).toContainText('Анна');
  await expect(reviews.first()).not.toContainText('Соколова');
  await expect(reviews.first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(reviews.first().getByRole('img', { name: 'Оценка 5 из 5' })).toBeVisible();
  await expect(block).not.toContainText('Долго ждал администратора');
  await expect(block.getByTestId('reviews-external').getByRole('link').first()).toHaveAttribute('target', '_blank');

  const storage = (await jsonLd(page)).find((d) => d['@type'] === 'SelfStorage')!;
  expect(storage.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
  const items = storage.review as { '@type': string; author: { name: string }; reviewRating: { ratingValue: number } }[];
  expect(items).toHaveLength(3);
  expect(items.every((r) => r['@type'] === 'Review' && r.reviewRating.ratingValue >= 1 && r.reviewRating.ratingValue <= 5)).toBe(true);
  await block.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'warehouse-reviews', false);
});

test('a warehouse without approved reviews has no rating in JSON-LD', async ({ page }) => {
  await page.goto(`/storages/${SEEDED_REVIEW_PAGES.unreviewed}/`);
  await expect(page.getByTestId('reviews-empty')).toHaveText('Отзывов об этом складе пока нет.');
  const storage = (await jsonLd(page)).find((d) => d['@type'] === 'SelfStorage')!;
  expect(storage).not.toHaveProperty('aggregateRating');
  expect(storage).not.toHaveProperty('review');
});

test(
  '/storages/ shows a real map whose pins survive without tiles and lead to the warehouses',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const tiles: string[] = [];
    // The server of the browser suite takes its tiles from a local file (MAP_TILE_URL); cut them off.
    await page.route('**/map-tile-offline.png*', (route) => {
      tiles.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const html = await (await page.request.get('/storages/')).text();
    // The server renders the drawn plan of the same size, never the map library.
    expect(html).toContain('data-testid="places-map"');
    expect(html).not.toContain('leaflet-container');
    await page.goto('/storages/');
    await waitForHydration(page);
    if (isPhone(testInfo)) await page.getByTestId('map-toggle').click();
    const map = page.getByTestId('places-map');
    await map.scrollIntoViewIfNeeded();
    const live = map.getByTestId('places-map-live');
    await expect(live).toBeVisible();
    await expect(live).toHaveClass(/leaflet-container/);
    const pins = live.getByTestId('map-pin');
    await expect(pins).toHaveCount(3);
    await expect(map.locator('svg[role="group"]')).toHaveCount(0);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await expect(pins.first()).toBeVisible();
    await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    const href = await pins.first().getAttribute('href');
    expect(href).toMatch(/^\/storages\/[a-z0-9-]+\/$/);
    // Reachable by keyboard: focus the pin and follow it with Enter.
    await pins.first().focus();
    await expect(pins.first()).toBeFocused();
    await snapshot(page, testInfo, 'storages-map-offline', false);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1')).toBeVisible();
  },
);
