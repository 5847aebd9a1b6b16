import { expect, test } from '@playwright/test';
import { snapshot, startUsingPage, waitForHydration } from './helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'showCookies', value: 'false', url: baseURL! }]);
});

test('geolocation suggests the nearest city; Да keeps it across reloads', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 59.93, longitude: 30.31 });
  await page.goto('/');
  // The browser is asked once the visitor uses the page (on a phone: the bar under the header).
  await startUsingPage(page);
  const suggestion = page.getByTestId('city-question');
  await expect(suggestion).toContainText('Ваш город — Санкт-Петербург?');
  await snapshot(page, testInfo, 'city-suggestion', false);
  await suggestion.getByRole('button', { name: 'Да' }).click();
  const trigger = page.getByTestId('city-selector-desktop').locator('button').first();
  await expect(trigger).toContainText('Санкт-Петербург');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'autolocation')?.value).toBe('false');
  expect(cookies.find((c) => c.name === 'city_id')?.value).toBe('465');

  await page.reload();
  await expect(trigger).toContainText('Санкт-Петербург');
  await expect(page.getByTestId('city-question')).toHaveCount(0);
});

test('geolocation refused: the default city is offered and another can be chosen from the list', async ({ page, context }, testInfo) => {
  await context.clearPermissions();
  await page.goto('/');
  await waitForHydration(page);
  const suggestion = page.getByTestId('city-question');
  await expect(suggestion).toContainText('Ваш город — Москва?');
  await suggestion.getByRole('button', { name: 'Выбрать другой' }).click();
  await expect(suggestion.getByRole('button', { name: 'Москва', pressed: true })).toBeVisible();
  await snapshot(page, testInfo, 'city-list', false);
  await suggestion.getByRole('button', { name: 'Казань' }).click();
  await expect(page.getByTestId('city-selector-desktop').locator('button').first()).toContainText('Казань');
  await page.reload();
  await expect(page.getByTestId('city-selector-desktop').locator('button').first()).toContainText('Казань');
  await expect(page.getByTestId('city-question')).toHaveCount(0);
});

test('without geolocation support the detect button shows the alert', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'autolocation', value: 'false', url: baseURL! }]);
  await page.addInitScript(() => {
    // A browser without the Geolocation API.
    delete (Navigator.prototype as unknown as { geolocation?: unknown }).geolocation;
  });
  await page.goto('/');
  await page.getByTestId('city-selector-desktop').locator('button').first().click();
  const dialogMessage = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.message()), void d.dismiss())));
  await page.getByRole('button', { name: 'Определить автоматически' }).click();
  expect(await dialogMessage).toBe('Геолокация не поддерживается вашим браузером');
});
