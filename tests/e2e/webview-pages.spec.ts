import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('webview payments: the payments, documents and cards tabs inside the app', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  const answer = await page.goto('/webview/cabinet/payments/');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Платежи и документы' })).toBeVisible();
  // The app's menu has the section, and its tabs stay inside the webview.
  await expect(page.getByRole('link', { name: 'Платежи и документы' }).first()).toHaveAttribute('href', '/webview/cabinet/payments/');
  await page.getByTestId('tab-cards').click();
  await expect(page).toHaveURL(/\/webview\/cabinet\/payments\/\?tab=cards$/);
  await snapshot(page, testInfo, 'webview-payments');
});

test('webview profile, second page: documents, lodgers and companies, reached from «Мои данные»', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/webview/cabinet/profile/');
  await page.getByRole('link', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(/\/webview\/cabinet\/profile\/index2\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Документы и компании' })).toBeVisible();
  await expect(page.getByTestId('documents-links')).toContainText('Не добавлен');
  await expect(page.getByTestId('companies-link').getByRole('link', { name: 'Мои компании' })).toBeVisible();
  expect((await page.request.get('/webview/cabinet/profile/index2/')).status()).toBe(200);
  await snapshot(page, testInfo, 'webview-profile-more');
});

test('the webview pages ask a guest to reopen the section from the app', async ({ page }) => {
  for (const path of ['/webview/cabinet/payments/', '/webview/cabinet/profile/index2/']) {
    expect((await page.request.get(path)).status(), path).toBe(401);
  }
});
