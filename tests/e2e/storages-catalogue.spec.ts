import { expect, test, type Page } from '@playwright/test';
import { isPhone, returningVisitor, snapshot } from './helpers';

const SITE = 'https://mestechko.ru';

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

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test(
  'the catalogue lists warehouses of the chosen city with a map, searches, filters by city and pages',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    const response = await page.goto('/storages/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Склады индивидуального хранения в Москве');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/storages/`);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    const cards = page.getByTestId('warehouse-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Авиамоторная');
    await expect(cards.first().getByTestId('warehouse-price')).toHaveText(/^от [\d\s]+₽\/мес$/);
    await expect(cards.first().getByTestId('warehouse-free')).toHaveText(/^Свободно \d+ яче/);
    await expect(cards.first().locator('img')).toHaveAttribute('width', '960');

    // The map: on a phone behind a toggle, on a desktop beside the list.
    const map = page.getByTestId('places-map');
    if (isPhone(testInfo)) {
      await expect(map).toBeHidden();
      await page.getByTestId('map-toggle').click();
    }
    await expect(map).toBeVisible();
    const pins = map.getByTestId('map-pin');
    await expect(pins).toHaveCount(3);
    // A pin leads to its warehouse's page, the one the card of the same number links to.
    await expect(pins.nth(1)).toHaveAttribute('href', /^\/storages\/[a-z0-9-]+\/$/);
    const secondHref = await pins.nth(1).getAttribute('href');
    await expect(cards.nth(1).locator(`a[href="${secondHref}"]`).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await snapshot(page, testInfo, 'storages-list');

    // Search (ё-insensitive) within the city.
    await page.getByTestId('storages-search').fill('коломенская');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/q=%D0%BA/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Склад на Коломенской');

    // City filter: St Petersburg.
    await page.getByTestId('storages-search').fill('');
    await page.getByTestId('storages-city').selectOption('sankt-peterburg');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.locator('h1')).toHaveText('Склады индивидуального хранения в Санкт-Петербурге');
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('storages-count')).toHaveText('Найдено складов: 3');

    // All cities: eight warehouses, six to a page, the map shows the cities.
    await page.goto('/storages/?city=all');
    await expect(cards).toHaveCount(6);
    await expect(page.getByTestId('storages-count')).toHaveText('Найдено складов: 8');
    await page.getByRole('navigation', { name: 'Страницы списка складов' }).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/storages\/\?city=all&page=2$/);
    await expect(cards).toHaveCount(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/storages/?city=all&page=2`);
    expect(errors).toEqual([]);
    expect((await page.goto('/storages/?city=all&page=3'))?.status()).toBe(404);
  },
);

test('a warehouse shows photos, hours, cells by size with a "Выбрать" link, licenses and links pages', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/storages/');
  await page.getByTestId('warehouse-card').getByRole('link', { name: 'Склад на Дмитровской' }).click();
  await expect(page).toHaveURL(/\/storages\/moskva-dmitrovskaya\/$/);
  await expect(page.locator('h1')).toHaveText('Склад на Дмитровской');
  await expect(page).toHaveTitle(/^Склад на Дмитровской: аренда ячеек для хранения, метро Дмитровская — Местечко$/);
  // The questions (FAQPage) are in the page's deferred end, which a client-side navigation renders when its chunk has come.
  await expect.poll(() => jsonLdTypes(page)).toEqual(expect.arrayContaining(['SelfStorage', 'BreadcrumbList', 'FAQPage']));
  await expect(page.getByTestId('warehouse-gallery').locator('img')).toHaveCount(3);
  await expect(page.getByText('Доступ к ячейкам', { exact: true })).toBeVisible();
  const groups = page.getByTestId('cell-group');
  await expect(groups).toHaveCount(6);
  const xs = page.locator('[data-testid="cell-group"][data-size="XS"]');
  await expect(xs).toContainText('Бокс XS');
  await expect(xs).toContainText(/от [\d\s]+₽/);
  // «Выбрать» carries the dates its free cell was chosen for (a month from today by default).
  await expect(xs.getByTestId('choose-cell')).toHaveAttribute(
    'href',
    /^\/storages\/moskva-dmitrovskaya\/\d+\/\?tariff=monthly&period=month-1&start=\d{4}-\d{2}-\d{2}$/,
  );
  await expect(page.getByTestId('size-guide')).toContainText('Что поместится');
  await expect(page.getByTestId('faq')).toBeVisible();

  // Filters: only cells with shelves.
  await page.getByLabel('Стеллажи').check();
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/feature=shelves/);
  await expect(groups).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'storages-warehouse');

  await page.getByTestId('licenses-link').click();
  await expect(page).toHaveURL(/\/storages\/moskva-dmitrovskaya\/\d+\/licenses\/$/);
  await expect(page.locator('h1')).toContainText('Лицензии и документы');
  await expect(page.getByTestId('licenses').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('licenses')).toContainText(/№ .+ от \d{2}\.\d{2}\.\d{4}/);
  const licensesPath = new URL(page.url()).pathname;
  const linksPath = licensesPath.replace('licenses', 'external-links');
  await page.goto(linksPath);
  await expect(page.getByTestId('external-links').locator('a').first()).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\//);
  expect(errors).toEqual([]);
  // The id and the slug must name the same warehouse.
  expect((await page.goto(licensesPath.replace('moskva-dmitrovskaya', 'moskva-aviamotornaya')))?.status()).toBe(404);
  expect((await page.goto('/storages/net-takogo-sklada/'))?.status()).toBe(404);
});

test('the city landing uses the dative, lists the city and 404s an unknown city', async ({ page }, testInfo) => {
  const response = await page.goto('/kazan/kladovki/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Кладовки для хранения вещей по Казани');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/kazan/kladovki/`);
  await expect(page.getByTestId('warehouse-card')).toHaveCount(2);
  await expect(page.getByTestId('places-map').getByTestId('map-pin')).toHaveCount(2);
  await expect(page.getByTestId('size-guide').locator('li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'storages-city-landing');
  expect((await page.goto('/tver/kladovki/'))?.status()).toBe(404);
});

test('both seasonal landings render their sections; an unknown landing key is 404', async ({ page }, testInfo) => {
  await page.goto('/zimnee-hraneniya-veschey/');
  await expect(page.locator('h1')).toHaveText('Зимнее хранение вещей');
  await expect(page).toHaveTitle('Зимнее хранение велосипеда, шин и летних вещей на тёплом складе — Местечко');
  await expect(page.locator('section[aria-labelledby^="landing-section-"] h2')).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'storages-landing-winter');
  await page.goto('/hranenie-lichnykh-veschey/');
  await expect(page.locator('h1')).toHaveText('Хранение личных вещей');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Аренда ячейки для хранения личных вещей/);
  await page.getByTestId('landing-cta').click();
  await expect(page).toHaveURL(/\/storages\/$/);
  const missing = await page.goto('/hranenie-zimnikh-lyzh/');
  expect(missing?.status()).toBe(404);
});

test('tariffs show monthly by default and switch tabs by links', async ({ page }, testInfo) => {
  await page.goto('/tariffs/');
  const tabs = page.getByTestId('tariff-tab');
  await expect(tabs).toHaveText(['Помесячно', 'Посуточно', 'Гостевой']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('tariff-table')).toHaveCount(3);
  await expect(page.getByTestId('tariff-periods')).toContainText('11 месяцев');
  await expect(page.getByTestId('tariff-periods')).toContainText('скидка 15 %');
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'storages-tariffs');
  await tabs.nth(2).click();
  await expect(page).toHaveURL(/\/tariffs\/guest\/$/);
  await expect(tabs.nth(2)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Введите номер телефона и код из СМС')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/tariffs/guest/`);
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/\/tariffs\/daily\/$/);
  await expect(page.getByTestId('tariff-periods')).toContainText('21 день');
});
