import { expect, test } from '@playwright/test';
import { isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';

test(
  'services menu: inline on desktop, full-screen with the login button on a phone',
  { tag: '@both' },
  async ({ page, baseURL }, testInfo) => {
    await returningVisitor(page, baseURL!);
    await page.goto('/');
    if (isPhone(testInfo)) {
      await expect(page.locator('header nav[aria-label="Услуги"]')).toBeHidden();
      // A tap before hydration is held and done once the page is live (early-input.spec.ts); here the page is live.
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Хранение вещей' })).toHaveAttribute('href', '/storages/');
      await expect(menu.getByRole('link', { name: 'Инструменты' })).toHaveAttribute('href', '/prokat/');
      await expect(menu.getByRole('link', { name: 'Аренда квартир' })).toHaveAttribute('href', '/kvartiry/');
      await expect(menu.getByRole('link', { name: 'Войти' })).toBeVisible();
      const box = await menu.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(370);
      await snapshot(page, testInfo, 'mobile-menu', false);
      await menu.getByRole('button', { name: 'Закрыть меню' }).click();
      await expect(menu).toBeHidden();
    } else {
      const nav = page.locator('header nav[aria-label="Услуги"]');
      await expect(nav.getByRole('link', { name: 'Инструменты' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Аренда для бизнеса' })).toHaveAttribute(
        'href',
        '/redirect/bisiness/header/',
      );
      await expect(page.getByRole('banner').getByTestId('support-phone').first()).toContainText('+7 (800) 555-35-24');
    }
  },
);

test('rental pages show the rental phone and the prokat brand', { tag: '@desktop' }, async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/prokat/');
  await expect(page.getByRole('banner').getByTestId('support-phone').first()).toContainText('+7 (800) 555-35-26');
  await expect(page.getByRole('banner')).toHaveAttribute('data-brand', 'prokat');
});

test('the support launcher offers the support phone', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Связаться с поддержкой' }).click();
  const panel = page.getByTestId('support-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /Позвонить/ })).toHaveAttribute('href', 'tel:+78005553524');
});

test('on a phone the city is chosen from the mobile menu too', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByTestId('mobile-menu');
  await menu
    .getByTestId('city-selector-mobile')
    .getByRole('button', { name: /Москва/ })
    .click();
  await menu.getByTestId('city-list').getByRole('button', { name: 'Санкт-Петербург' }).click();
  await expect(page.getByTestId('city-selector-desktop').getByRole('button').first()).toContainText('Санкт-Петербург');
});
