import { expect, test } from '@playwright/test';
import { isPhone, returningVisitor, snapshot } from './helpers';

test('the main page presents the four service lines and links into each', { tag: '@both' }, async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/Местечко/);
  const main = page.locator('main');
  for (const href of ['/storages/', '/clouds/', '/prokat/', '/kvartiry/']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  const year = new Date().getFullYear();
  await expect(page.getByRole('contentinfo')).toContainText(`© 2020–${year} Местечко`);
  await expect(page.getByRole('contentinfo').locator('a[href*="apps.apple.com"]')).toBeVisible();
  await expect(page.getByRole('contentinfo').locator('a[href*="play.google.com"]')).toBeVisible();
  await expect(page.getByRole('contentinfo').locator('a[href="/documents/home-contract/"]')).toBeVisible();
  await snapshot(page, testInfo, 'main-page');
  if (!isPhone(testInfo)) {
    await expect(page.locator('header nav[aria-label="Услуги"] a[href="/storages/"]')).toHaveText('Хранение вещей');
  }
});

test('the header is 64 px high and its logo leads home', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/no-such-page/');
  const box = await page.getByRole('banner').boundingBox();
  expect(Math.round(box!.height)).toBe(64);
  await page
    .getByRole('link', { name: /на главную/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('business links redirect with their own medium', async ({ request }) => {
  const header = await request.get('/redirect/bisiness/header/', { maxRedirects: 0 });
  expect(header.status()).toBe(302);
  expect(header.headers().location).toContain('utm_medium=header');
  const footer = await request.get('/redirect/bisiness/footer/', { maxRedirects: 0 });
  expect(footer.headers().location).toContain('utm_medium=footer');
});
