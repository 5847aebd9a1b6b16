import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';

const SITE = 'https://mestechko.ru';

const pages = [
  { path: '/about/', h1: /Местечко — место для ваших вещей/, title: 'О компании — Местечко', name: 'about' },
  { path: '/vacancies/', h1: 'Вакансии', title: 'Вакансии — Местечко', name: 'vacancies' },
  { path: '/rules/', h1: 'Правила и акции', title: 'Правила и акции — Местечко', name: 'rules' },
  { path: '/sms/', h1: 'SMS от Местечка', title: 'SMS от Местечка — Местечко', name: 'sms' },
  { path: '/success/', h1: 'Заявка отправлена', title: 'Заявка отправлена — Местечко', name: 'success' },
  {
    path: '/rules/skidka-25-na-pereezd/',
    h1: /Скидка 25\s%\sна\sпереезд/,
    title: /^Скидка 25\s%\sна\sпереезд — Местечко$/,
    name: 'rule-moving',
  },
];

interface BreadcrumbList {
  '@type': string;
  itemListElement: { position: number; name: string; item: string }[];
}

for (const entry of pages) {
  test(`${entry.path} answers 200 with its heading, meta and breadcrumbs`, async ({ page, baseURL }, testInfo) => {
    await returningVisitor(page, baseURL!);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(entry.h1);
    await expect(page).toHaveTitle(entry.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${entry.path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}${entry.path}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const lists = scripts.map((text) => JSON.parse(text) as BreadcrumbList).filter((data) => data['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement;
    expect(items[0]).toMatchObject({ position: 1, name: 'Главная', item: `${SITE}/` });
    expect(items.at(-1)).toMatchObject({ position: items.length, item: `${SITE}${entry.path}` });
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Главная');

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await snapshot(page, testInfo, `company-${entry.name}`);
  });
}

test('/success/ stays out of search engines', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/success/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('main a[href="/cabinet/subscriptions/"]').first()).toBeVisible();
});

test('the three rule pages open from /rules/', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const rules = [
    { slug: 'skidka-25-na-pereezd', h1: /Скидка 25/ },
    { slug: 'bally-za-otzyvy', h1: 'Баллы за отзывы' },
    { slug: 'skidka-500-za-registraciyu', h1: /Скидка 500/ },
  ];
  for (const rule of rules) {
    await page.goto('/rules/');
    await page.locator(`main a[href="/rules/${rule.slug}/"]`).click();
    await expect(page).toHaveURL(new RegExp(`/rules/${rule.slug}/$`));
    await expect(page.locator('h1')).toHaveText(rule.h1);
    await expect(page.getByRole('heading', { name: 'Условия', level: 2 })).toBeVisible();
    await expect(page.locator('main a[href="/documents/"]').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/rules/${rule.slug}/`);
  }
});

test('an unknown rule slug gives the 404 page', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/rules/no-such-promotion/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Страница не найдена');
  await expect(page.getByRole('link', { name: 'На главную', exact: true })).toBeVisible();
});

test('a vacancy shows its duties when expanded and applies by e-mail', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/vacancies/');
  const vacancy = page.locator('main li').filter({ has: page.getByRole('heading', { name: 'Кладовщик на тёплый склад' }) });
  await expect(vacancy).toContainText('от 70 000');
  const details = vacancy.locator('details');
  await expect(details).not.toHaveAttribute('open');
  await expect(vacancy.getByText('Что делать')).toBeHidden();
  await vacancy.getByText('Обязанности и требования').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(vacancy.getByText('Что делать')).toBeVisible();
  const apply = vacancy.getByRole('link', { name: 'Откликнуться' });
  await expect(apply).toHaveAttribute('href', /^mailto:.+\?subject=/);
  await snapshot(page, testInfo, 'company-vacancy-open');
});

test('/about/ shows the cities from the database and leads to the services', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/about/');
  const main = page.locator('main');
  await expect(main).toContainText('Москва');
  await expect(main).toContainText('Казань');
  for (const href of ['/storages/', '/clouds/', '/prokat/', '/kvartiry/', '/vacancies/', '/rules/', '/documents/']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});
