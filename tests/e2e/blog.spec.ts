import { expect, test, type Page } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';

const SITE = 'https://mestechko.ru';

interface JsonLd {
  '@type': string;
  [key: string]: unknown;
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLd);
}

test('the blog lists posts newest first, pages, and a post renders with BlogPosting data', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const response = await page.goto('/blog/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Блог Местечка');
  await expect(page).toHaveTitle('Блог — Местечко');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/blog/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Главная');
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(6);
  const dates = await cards.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(cards.first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/images\/blog\/.+\.svg$/);
  await expect(page.locator('main a[rel="prev"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'blog-list');

  await page.locator('main a[rel="next"]').click();
  await expect(page).toHaveURL(/\/blog\/\?page=2$/);
  await expect(page.locator('h1')).toHaveText('Блог — страница 2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog/?page=2`);
  await expect(page.getByTestId('blog-card')).toHaveCount(1);
  await expect(page.locator('main a[rel="prev"]')).toHaveAttribute('href', '/blog/');
  await expect(page.locator('main a[rel="next"]')).toHaveCount(0);

  const lastCard = page.getByTestId('blog-card').first();
  const title = (await lastCard.locator('h2').textContent())!;
  await lastCard.locator('h2 a').click();
  await expect(page).toHaveURL(/\/blog\/\d+\/$/);
  const path = new URL(page.url()).pathname;
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.getByTestId('blog-post-body').locator('h2').first()).toBeVisible();
  await expect(page.getByTestId('blog-post-body').locator('li').first()).toBeVisible();
  await expect(page.locator('article time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog/');

  // The same page loaded from the server carries the structured data.
  await page.goto(path);
  const data = await jsonLd(page);
  const posting = data.find((d) => d['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({
    headline: title,
    image: expect.stringMatching(/^https:\/\/mestechko\.ru\/images\/blog\/.+\.svg$/),
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    author: { '@type': 'Organization', name: 'Местечко' },
    publisher: { '@type': 'Organization', name: 'Местечко' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}${path}` },
  });
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { name: string }[] } | undefined;
  expect(trail?.itemListElement.map((i) => i.name)).toEqual(['Главная', 'Блог', title]);
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'blog-post');
  expect(errors).toEqual([]);
});

test('unknown posts and pages past the end answer 404', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  for (const path of ['/blog/999999/', '/blog/abc/', '/blog/?page=3', '/blog/?page=abc', '/blog/?page=0']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('h1'), path).toHaveText('Страница не найдена');
  }
});

test('/promotions/ shows the three promo rules and the current offers', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/promotions/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Акции');
  await expect(page).toHaveTitle('Акции — Местечко');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/promotions/`);
  const rules = page.getByTestId('promotion-rule');
  await expect(rules).toHaveCount(3);
  for (const slug of ['skidka-25-na-pereezd', 'bally-za-otzyvy', 'skidka-500-za-registraciyu']) {
    await expect(page.locator(`main a[href="/rules/${slug}/"]`)).toBeVisible();
  }
  await expect(page.getByTestId('promotion-offer').first()).toBeVisible();
  const trail = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { name: string }[] };
  expect(trail.itemListElement.map((i) => i.name)).toEqual(['Главная', 'Акции']);
  await page.waitForLoadState('networkidle');
  await snapshot(page, testInfo, 'promotions');

  await page.locator('main a[href="/rules/bally-za-otzyvy/"]').click();
  await expect(page).toHaveURL(/\/rules\/bally-za-otzyvy\/$/);
  await expect(page.locator('h1')).toHaveText('Баллы за отзывы');
});
