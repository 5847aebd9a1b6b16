import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('after the cabinet guard the login goes on to the wanted page', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/?login=dialog&path=%2Fcabinet%2Fprofile%2F');
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  // Signing in, then the wanted page's loader: on a loaded CI machine this takes more than 5 s.
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/, { timeout: 15_000 });
});

test('/cabinet/ asks a guest to log in, then opens the first section of the cabinet', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/cabinet/');
  await expect(page).toHaveURL(/login=dialog/);
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cabinet\/subscriptions\/$/);
  await page.goto('/cabinet');
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/);
});

test('a return path to another site is ignored', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/?login=dialog&redirect_back=%2F%2Fevil.example%2F');
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cabinet\/subscriptions\/$/);
});

test('the /login/ page shows the form and is closed to signed-in users', async ({ page }, testInfo) => {
  const response = await page.goto('/login/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Вход/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await expect(page.getByTestId('login-page').getByLabel('Номер телефона')).toBeVisible();
  // The dialog does not open over the login page itself.
  await expect(loginDialog(page)).toBeHidden();
  await snapshot(page, testInfo, 'login-page', false);

  await loginByApi(page, randomPhone());
  await page.goto('/login/');
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/);
});

test('the login page form signs in and goes to redirect_back', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/login/?redirect_back=%2F');
  // Typed at full speed while the page hydrates, a few digits can be lost (early-input.spec.ts covers
  // typing before hydration); this test is about the redirect after the login.
  await waitForHydration(page);
  const form = page.getByTestId('login-page');
  await form.getByLabel('Номер телефона').pressSequentially(phone.slice(1));
  await form.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await form.getByRole('button', { name: 'Подтвердить номер' }).click();
  await form.getByLabel('Код из SMS').pressSequentially(await readCode(page.request, phone, 'SMS'));
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('banner')).toHaveAttribute('data-signed-in', '');
});

test('the account menu works from the keyboard', { tag: '@desktop' }, async ({ page }) => {
  await loginByApi(page, randomPhone());
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Личный кабинет' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Личный кабинет' });
  await expect(menu.getByRole('menuitem', { name: 'Мои подписки' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Заявки' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Выйти' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Мои подписки' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
