import { expect, test, type Page } from '@playwright/test';
import { isPhone, returningVisitor, snapshot, startUsingPage, waitForHydration } from './helpers';
import { collectErrors, expectFits } from './page-checks';

const SITE = 'https://mestechko.ru';
const MODEL = '/prokat/katalog/perforatory/makita-hr2470/';

/** The parsed JSON-LD blocks of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** On a phone, nothing is wider than the screen. (Axe sweeps the pages of the sitemap in phone-layout.spec.ts.) */
async function expectFitsOnPhone(page: Page, where: string, phone: boolean) {
  if (phone) await expectFits(page, where);
}

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test(
  'catalogue → category → model: categories with counts, cards with prices and stock, the model with prices and lockers',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const phone = isPhone(testInfo);
    const errors = await collectErrors(page, async () => {
      expect((await page.goto('/prokat/katalog/'))?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText('Каталог инструментов');
      await expect(page).toHaveTitle('Каталог инструментов напрокат — Местечко');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/prokat/katalog/`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Аренда инструмента из постаматов: /);
      expect((await jsonLd(page)).map((block) => block['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
      const breadcrumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
      await expect(breadcrumbs).toContainText('Прокат инструмента');

      const categories = page.getByTestId('category-card');
      await expect(categories).toHaveCount(9);
      await expect(categories.first()).toContainText('Перфораторы');
      await expect(categories.first()).toContainText('5 моделей');
      await expect(categories.first().locator('img')).toHaveAttribute('width', '480');
      await expect(page.getByTestId('popular-models').getByTestId('product-card')).toHaveCount(4);
      await expect(page.getByTestId('catalog-count')).toHaveText('Найдено: 45 моделей, страница 1 из 4');
      await expect(page.getByTestId('catalog-results').getByTestId('product-card')).toHaveCount(12);
      await expectFitsOnPhone(page, 'catalogue', phone);
      await snapshot(page, testInfo, 'prokat-catalog');

      await categories.getByRole('link', { name: 'Перфораторы' }).click();
      await expect(page).toHaveURL(/\/prokat\/katalog\/perforatory\/$/);
      await expect(page.locator('h1')).toHaveText('Перфораторы');
      await expect(page).toHaveTitle('Перфораторы напрокат — Местечко');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/prokat/katalog/perforatory/`);
      await expect(page.getByText('Бурение бетона и кирпича, долбление штроб и снятие плитки.')).toBeVisible();
      const cards = page.locator('main').getByTestId('product-card');
      await expect(cards).toHaveCount(5);
      const first = cards.first();
      await expect(first).toContainText('Makita');
      await expect(first.getByTestId('product-price-from')).toHaveText(/^от 150\s₽$/);
      await expect(first.getByTestId('product-price-day')).toHaveText(/^490\s₽\/сутки$/);
      await expect(first.getByTestId('product-availability')).toHaveText(/^В наличии в \d+ постамат(е|ах)$/);
      await expect(first.locator('img')).toHaveAttribute('srcset', /-320w\.webp 320w/);
      expect((await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
        itemListElement: expect.arrayContaining([
          expect.objectContaining({ position: 4, name: 'Перфораторы', item: `${SITE}/prokat/katalog/perforatory/` }),
        ]),
      });
      await expectFitsOnPhone(page, 'category', phone);
      await snapshot(page, testInfo, 'prokat-category');

      await first.getByRole('link', { name: 'Перфоратор Makita HR2470' }).click();
      await expect(page).toHaveURL(new RegExp(`${MODEL}$`));
      await expect(page.locator('h1')).toHaveText('Перфоратор Makita HR2470');
      await expect(page.getByTestId('model-brand')).toHaveText('Makita');
      await expect(page).toHaveTitle(/^Перфоратор Makita HR2470 напрокат от 490 ₽ в сутки — Местечко$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${MODEL}`);
      const photo = page.getByTestId('model-photo');
      await expect(photo).toHaveAttribute('width', '800');
      await expect(photo).toHaveAttribute('height', '600');
      await expect(photo).toHaveAttribute('srcset', /makita-hr2470-480w\.webp 480w/);
      await expect(photo).not.toHaveAttribute('loading', 'lazy');
      await expect(page.getByTestId('model-specs')).toContainText('SDS-plus');
      await expect(page.getByTestId('model-box')).toContainText('Кейс');
      const periods = page.getByTestId('model-prices').locator('tbody th');
      await expect(periods).toHaveText(['1 час', '2 часа', '3 часа', '4 часа', '1 сутки', '3 суток', '7 суток']);
      await expect(page.getByTestId('model-deposit')).toContainText(/Залог 3\s000\s₽ блокируется на карте на время аренды/);
      const product = (await jsonLd(page)).find((block) => block['@type'] === 'Product');
      expect(product).toMatchObject({
        name: 'Перфоратор Makita HR2470',
        brand: { '@type': 'Brand', name: 'Makita' },
        image: [`${SITE}/images/prokat/makita-hr2470.webp`],
        offers: { '@type': 'Offer', price: 490, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
      });
      const lockers = page.getByTestId('locker');
      expect(await lockers.count()).toBeGreaterThan(0);
      await expect(lockers.first().getByRole('link').first()).toHaveAttribute('href', /^\/prokat\/\d+\/$/);
      // «Забронировать здесь» opens the booking panel over this page (prokat-booking.spec.ts).
      await expect(lockers.first().getByTestId('book-link')).toHaveAttribute(
        'href',
        /^\/prokat\/katalog\/perforatory\/makita-hr2470\/\?book=makita-hr2470&at=\d+$/,
      );
      await expect(lockers.first().getByTestId('locker-units')).toHaveText(/^\d+ шт\.$/);
      await expect(page.getByTestId('model-availability')).toHaveText(`В наличии в ${await lockers.count()} постаматах`);
      // Nothing on the page leads to a booking page that does not exist.
      await expect(page.locator('main a[href*="booking"], main a[href*="bron"]')).toHaveCount(0);
      await expect(page.getByTestId('shelf').getByTestId('product-card')).toHaveCount(8);
      await expectFitsOnPhone(page, 'model', phone);
      await snapshot(page, testInfo, 'prokat-model', false);
    });
    expect(errors).toEqual([]);
  },
);

test('the filter narrows the list by category, words, price and stock, pages, and resets', async ({ page }) => {
  await page.goto('/prokat/katalog/');
  await waitForHydration(page);
  const filter = page.getByTestId('catalog-filter');
  const results = page.getByTestId('catalog-results').getByTestId('product-card');
  await filter.locator('label', { hasText: 'Перфораторы' }).click();
  await page.getByTestId('catalog-search').fill('makita');
  await filter.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/\/prokat\/katalog\/\?category=perforatory&q=makita#podbor$/);
  await expect(page.getByTestId('catalog-count')).toHaveText('Найдено: 2 модели');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toContainText('Перфоратор Makita HR2470');
  await expect(results.nth(1)).toContainText('Отбойный перфоратор Makita HR4003C');
  await expect(page.getByTestId('popular-models')).toHaveCount(0);
  // A filtered list is not a page of its own for search engines.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/prokat/katalog/`);

  // The choices stay in the form; a day price of 500 ₽ at most leaves one.
  await expect(filter.getByRole('checkbox', { name: 'Перфораторы' })).toBeChecked();
  await page.getByTestId('catalog-price').fill('500');
  await filter.getByText('Только в наличии').click();
  await filter.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/\?category=perforatory&q=makita&price=500&available=1#podbor$/);
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Перфоратор Makita HR2470');

  // Nothing matches: the page says so and offers the whole catalogue.
  await page.getByTestId('catalog-search').fill('нет такого');
  await filter.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByTestId('catalog-count')).toHaveText('Ничего не нашли');
  await filter.getByRole('link', { name: 'Сбросить' }).click();
  await expect(page).toHaveURL(/\/prokat\/katalog\/#podbor$/);
  await expect(page.getByTestId('catalog-count')).toHaveText('Найдено: 45 моделей, страница 1 из 4');
  await expect(filter.getByRole('checkbox', { name: 'Перфораторы' })).not.toBeChecked();

  // The cheapest first, over pages.
  await page.getByTestId('catalog-sort').selectOption('price_asc');
  await filter.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/\?sort=price_asc#podbor$/);
  await page.getByRole('navigation', { name: 'Страницы каталога' }).getByRole('link', { name: 'Страница 4' }).click();
  await expect(page).toHaveURL(/\?sort=price_asc&page=4#podbor$/);
  await expect(results).toHaveCount(9);
  const days = await results.getByTestId('product-price-day').allTextContents();
  const numbers = days.map((text) => Number(text.replace(/\D/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect((await page.goto('/prokat/katalog/?page=5'))?.status()).toBe(404);
  expect((await page.goto('/prokat/katalog/?page=01'))?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter is a plain form: the server answers the choice', async ({ page }) => {
    await page.goto('/prokat/katalog/');
    const filter = page.getByTestId('catalog-filter');
    await filter.locator('label', { hasText: 'Садовая техника' }).click();
    await page.getByTestId('catalog-sort').selectOption('price_desc');
    await filter.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/category=sadovaya-tekhnika/);
    await expect(page.getByTestId('catalog-count')).toHaveText('Найдено: 5 моделей');
    const days = await page.getByTestId('catalog-results').getByTestId('product-price-day').allTextContents();
    const numbers = days.map((text) => Number(text.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});

test('an unknown model or category is 404; a model under another category moves to its own address', async ({ page }) => {
  const unknown = await page.goto('/prokat/katalog/perforatory/makita-hr9999/');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('h1')).toContainText('не найдена');
  expect((await page.goto('/prokat/katalog/net-takoy/'))?.status()).toBe(404);
  expect((await page.goto('/prokat/katalog/Perforatory/'))?.status()).toBe(404);
  expect((await page.goto('/prokat/katalog/perforatory/?page=2'))?.status()).toBe(404);

  const moved = await page.request.get('/prokat/katalog/pily-i-lobziki/makita-hr2470/', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers()['location']!, 'http://x').pathname).toBe(MODEL);
  await page.goto('/prokat/katalog/pily-i-lobziki/makita-hr2470/');
  await expect(page).toHaveURL(new RegExp(`${MODEL}$`));
  await expect(page.locator('h1')).toHaveText('Перфоратор Makita HR2470');
});

test('the shelf of similar tools loads more on «Показать ещё» and as its end nears the screen', { tag: '@both' }, async ({ page }) => {
  await page.goto(MODEL);
  await startUsingPage(page);
  const shelf = page.getByTestId('shelf');
  const cards = shelf.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  // The same category first.
  await expect(cards.first()).toContainText('Перфоратор');
  // The button, pressed while the shelf's end is still far below the screen.
  const more = shelf.getByTestId('shelf-more');
  await expect(more).toBeEnabled();
  await more.dispatchEvent('click');
  await expect(cards).toHaveCount(16);
  // Scrolled to the end, again and again, the shelf grows by itself until it runs out: 44 other models, each once.
  await expect
    .poll(
      async () => {
        await shelf.evaluate((section) => section.lastElementChild?.scrollIntoView({ block: 'end' }));
        return cards.count();
      },
      { timeout: 20_000 },
    )
    .toBe(44);
  const names = await cards.locator('h3').allTextContents();
  expect(new Set(names).size).toBe(44);
  expect(names).not.toContain('Перфоратор Makita HR2470');
  await expect(shelf.getByText('Это все похожие инструменты.')).toBeVisible();
  await expect(more).toHaveCount(0);
});

test.describe('nearest lockers', () => {
  test('with the location shared, the lockers come nearest first with distances', { tag: '@both' }, async ({ page, context }, testInfo) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 55.79, longitude: 49.12 });
    await page.goto('/prokat/katalog/dreli-i-shurupoverty/makita-df333dwye/');
    await waitForHydration(page);
    const where = page.getByTestId('where-to-get');
    const lockers = where.getByTestId('locker');
    const count = await lockers.count();
    expect(count).toBeGreaterThan(1);
    await expect(where.getByTestId('locker-distance')).toHaveCount(0);
    await where.getByTestId('show-nearest').click();
    await expect(where.getByTestId('locker-distance')).toHaveCount(count);
    await expect(where).toContainText('Сначала ближайшие к вам.');
    await expect(lockers.first()).toContainText('г Казань');
    await expect(lockers.first().getByTestId('locker-distance')).toHaveText(/^\d+(,\d)?\s(км|м)$/);
    const distances = await where.getByTestId('locker-distance').allTextContents();
    const meters = distances.map((text) => {
      const value = Number(
        text
          .replace(/\s*к?м$/, '')
          .replace(/\s/g, '')
          .replace(',', '.'),
      );
      return text.endsWith('км') ? value * 1000 : value;
    });
    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    if (isPhone(testInfo)) await expectFits(page, 'nearest lockers');
    await where.scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, 'prokat-nearest', false);
  });

  test('refused, the page says so in Russian and keeps the list', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto(MODEL);
    await waitForHydration(page);
    const where = page.getByTestId('where-to-get');
    const count = await where.getByTestId('locker').count();
    await where.getByTestId('show-nearest').click();
    await expect(where.getByTestId('where-error')).toHaveText(/^Вы не разрешили доступ к местоположению/);
    await expect(where.getByTestId('locker')).toHaveCount(count);
    await expect(where.getByTestId('show-nearest')).toBeEnabled();
  });
});
