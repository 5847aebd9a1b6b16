import { expect, test } from '@playwright/test';
import { documents, requiredDocumentSlugs } from '../../app/features/documents/documents';
import { returningVisitor, snapshot } from './helpers';

test('the index lists every document by group with its page and PDF', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/documents/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Документы');
  for (const group of ['Хранение', 'Прокат', 'Квартиры', 'Общие', 'Партнёрам']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await expect(page.getByTestId('document-entry')).toHaveCount(documents.length);
  for (const doc of documents) {
    const entry = page.getByTestId('document-entry').filter({ has: page.locator(`a[href="/documents/${doc.slug}/"]`) });
    await expect(entry.getByRole('heading', { name: doc.title })).toBeVisible();
    await expect(entry.getByRole('link', { name: `Открыть: ${doc.title}` })).toHaveAttribute('href', `/documents/${doc.slug}/`);
    await expect(entry.getByRole('link', { name: `Скачать PDF: ${doc.title}` })).toHaveAttribute(
      'href',
      `/documents/${doc.slug}/download/`,
    );
  }
  await snapshot(page, testInfo, 'documents-index');
});

for (const slug of requiredDocumentSlugs) {
  test(`/documents/${slug}/ shows the document`, async ({ page, baseURL }) => {
    const doc = documents.find((d) => d.slug === slug)!;
    await returningVisitor(page, baseURL!);
    const response = await page.goto(`/documents/${slug}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    await expect(page).toHaveTitle(`${doc.title} — Местечко`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://mestechko.ru/documents/${slug}/`);
    await expect(page.locator('main')).toContainText(/Редакция от \d{2}\.\d{2}\.\d{4}/);
    await expect(page.locator('main')).toContainText('ООО «Местечко»');
    await expect(page.locator('main')).not.toContainText('{{');
    await expect(page.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute('href', `/documents/${slug}/download/`);
  });
}

test('a document page has breadcrumbs, their JSON-LD and a working table of contents', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/documents/home-contract/');
  const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
  await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Документы' })).toHaveAttribute('href', '/documents/');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumbList = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
  expect(breadcrumbList.itemListElement).toHaveLength(3);
  expect(breadcrumbList.itemListElement[2].item).toBe('https://mestechko.ru/documents/home-contract/');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://mestechko.ru/documents/home-contract/');
  const toc = page.getByRole('navigation', { name: 'Содержание' });
  await toc.getByRole('link').nth(2).click();
  await expect(page).toHaveURL(/#section-3$/);
  await expect(page.locator('#section-3')).toBeInViewport();
  await snapshot(page, testInfo, 'document-home-contract', false);
});

test('a document downloads as a PDF attachment', async ({ page }) => {
  const response = await page.request.get('/documents/prokat-contract/download/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toContain('attachment; filename=prokat-contract.pdf;');
  expect(headers['content-disposition']).toContain("filename*=UTF-8''");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const body = await response.body();
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('an unknown document answers with the 404 page', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/documents/no-such-document/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  const download = await page.request.get('/documents/no-such-document/download/');
  expect(download.status()).toBe(404);
});

test('the consumer pages render', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  expect((await page.goto('/consumer/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Информация для потребителей');
  const pages = [
    ['consumer-protection', 'Защита прав потребителей', 'Роспотребнадзор'],
    ['complaints-book', 'Книга отзывов и предложений', '10 рабочих дней'],
    ['registration-certificate', 'Свидетельство о регистрации', '1207700000000'],
  ] as const;
  for (const [slug, title] of pages) {
    await expect(page.locator('main').getByRole('link', { name: title })).toHaveAttribute('href', `/consumer/${slug}/`);
  }
  for (const [slug, title, text] of pages) {
    expect((await page.goto(`/consumer/${slug}/`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main')).toContainText(text);
  }
  await expect(page.locator('main')).toContainText('125009, г. Москва');
  await snapshot(page, testInfo, 'consumer-registration-certificate');
  expect((await page.goto('/consumer/no-such-page/'))?.status()).toBe(404);
});

test('the footer links lead to the documents', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const slug of [
    ...requiredDocumentSlugs.filter((s) => !s.startsWith('apartments-') || s === 'apartments-tenant-offer'),
    'personal-data',
  ]) {
    await expect(footer.locator(`a[href="/documents/${slug}/"]`)).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Все документы' })).toHaveAttribute('href', '/documents/');
  await expect(footer.getByRole('link', { name: 'Информация для потребителей' })).toHaveAttribute('href', '/consumer/');
  await footer.locator('a[href="/documents/cloud-contract/"]').click();
  await expect(page).toHaveURL(/\/documents\/cloud-contract\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Договор облачного хранения');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Все документы' }).click();
  await expect(page).toHaveURL(/\/documents\/$/);
});
