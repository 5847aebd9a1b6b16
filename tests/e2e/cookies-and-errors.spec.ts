import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot, startUsingPage } from './helpers';

test('the cookie notice is shown once and stays hidden after Понятно and a reload', async ({ page, context, baseURL }, testInfo) => {
  await context.addCookies([{ name: 'autolocation', value: 'false', url: baseURL! }]);
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await snapshot(page, testInfo, 'cookie-notice', false);
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'showCookies')?.value).toBe('false');
  await page.reload();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

test('an unknown page answers 404 with the message and a way home', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  await snapshot(page, testInfo, 'not-found', false);
  await page.locator('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a page path without its slash redirects, keeping the query', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const response = await page.goto('/webview/test?x=1');
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(`${baseURL}/webview/test/?x=1`);
});

test('an API error shows a snack titled Ошибка that hides after 4 s', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.route('**/api/reference/policy', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: ['Сервис недоступен', 'Попробуйте позже'], code: 'SERVICE_UNAVAILABLE' }),
    }),
  );
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Политика обработки персональных данных' }).click();
  const snack = page.getByTestId('snackbar');
  await expect(snack).toContainText('Ошибка');
  await expect(snack).toContainText('Сервис недоступен');
  await expect(snack).toContainText('Попробуйте позже');
  await expect(snack).toBeHidden({ timeout: 6000 });
});

test('a 401 from the API stays silent', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.route('**/api/reference/policy', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Войдите', code: 'UNAUTHORIZED' }) }),
  );
  await page.goto('/');
  const refused = page.waitForResponse('**/api/reference/policy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Политика обработки персональных данных' }).click();
  expect((await refused).status()).toBe(401);
  // Two frames after the answer, any snackbar would already be in the document.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
});

test('the privacy policy popup loads the policy with the client headers', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  const requestPromise = page.waitForRequest('**/api/reference/policy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Политика обработки персональных данных' }).click();
  const request = await requestPromise;
  expect(request.headers()['client-type']).toBe('WEB_CLIENT');
  expect(request.headers()['device-id']).toMatch(/^[\w-]{8,}$/);
  const dialog = page.getByTestId('policy-dialog');
  await expect(dialog).toContainText('152-ФЗ');
  await snapshot(page, testInfo, 'policy-dialog', false);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  const deviceCookie = (await page.context().cookies()).find((c) => c.name === 'device_id');
  expect(deviceCookie?.value).toBe(request.headers()['device-id']);
});

test('the webview flag hides the site chrome for the rest of the session', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.goto('/?webview=1');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/no-such-page/');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/?webview=0');
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('UTM values of the entry URL are kept in cookies', async ({ page, context }) => {
  await page.goto('/?utm_source=yandex&utm_medium=cpc&utm_campaign=zima&utm_content=banner&utm_term=sklad');
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    utm_source: 'yandex',
    utm_medium: 'cpc',
    utm_campaign: 'zima',
    utm_content: 'banner',
    utm_term: 'sklad',
  });
});

test('a first visit gets a device id cookie that stays the same on later pages', async ({ page, context }) => {
  await page.goto('/');
  // Set at the first use of the page, before any call of the API can need it.
  await startUsingPage(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'device_id')?.value ?? '').toMatch(/^web-[0-9a-f]{32}$/);
  const first = (await context.cookies()).find((c) => c.name === 'device_id')!.value;
  await page.goto('/webview/test/');
  await expect(page.getByTestId('webview-facts')).toContainText(first);
});
