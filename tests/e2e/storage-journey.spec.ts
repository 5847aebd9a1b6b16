import { expect, test } from '@playwright/test';
import { isPhone, returningVisitor, snapshot } from './helpers';
import { loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';
import { tinyPng } from './subscription-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/**
 * The whole path of a new customer: the catalogue, a warehouse, a cell, the period, login by SMS
 * code, the booking, the sandbox checkout, the payment status and success pages, the subscription
 * in the cabinet and the cancel flow to its end.
 */
test('storage journey: from /storages/ to a paid subscription and its cancellation', { tag: '@both' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const phone = randomPhone();

  await page.goto('/storages/');
  const cards = page.getByTestId('warehouse-card');
  await expect(cards.first()).toBeVisible();
  // The two browser projects run side by side: each takes its own warehouse and size.
  const card = cards.nth(isPhone(testInfo) ? 0 : 1);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/storages\/[\w-]+\/$/);

  const groups = page.getByTestId('cell-group').filter({ has: page.getByTestId('choose-cell') });
  await expect(groups.first()).toBeVisible();
  await groups
    .nth(isPhone(testInfo) ? 0 : 1)
    .getByTestId('choose-cell')
    .click();
  await expect(page).toHaveURL(/\/storages\/[\w-]+\/\d+\/(\?.*)?$/);
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await form.getByTestId('period-month-3').click();
  await expect(page.getByTestId('price-total')).toHaveText(/\d/);
  await snapshot(page, testInfo, 'journey-cell');

  await page.getByTestId('booking-submit').click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await submitPhone(page, phone);
  const code = await readCode(page.request, phone, 'SMS');
  await dialog.getByLabel('Код из SMS').pressSequentially(code);
  await expect(dialog).toBeHidden();

  // The booking goes on by itself after the login, as «Оформить» of the clouds does.
  await expect(page).toHaveURL(/\/dev\/payment-checkout\//);
  await expect(page.getByTestId('checkout-amount')).toBeVisible();
  await snapshot(page, testInfo, 'journey-checkout');
  await page.getByTestId('checkout-pay').click();

  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await snapshot(page, testInfo, 'journey-paid');

  await page.goto('/cabinet/subscriptions/');
  const active = page.getByTestId('group-active').getByRole('listitem');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText('3 месяца');
  await active.getByRole('link', { name: 'Подробнее' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Активна');
  await expect(page.getByTestId('timeline')).toContainText('Оплата прошла');

  await page.getByTestId('cancel-start').click();
  await expect(page.getByTestId('cancel-calculation')).toContainText('К возврату на карту');
  await page.getByTestId('cancel-next').click();
  await page.getByTestId('cancel-photo-input').setInputFiles({ name: 'ячейка.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByTestId('cancel-photos').locator('img')).toHaveCount(1);
  await page.getByTestId('cancel-next').click();
  await page.getByText('Удобный доступ к ячейке').click();
  await page.getByTestId('cancel-next').click();
  await expect(page.getByTestId('cancel-calculation')).toBeVisible();
  await page.getByTestId('cancel-next').click();
  await page.getByTestId('stuffs-taken').check();
  await page.getByTestId('reason-not_needed').check();
  await page.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('cancel-success')).toBeVisible();
  await snapshot(page, testInfo, 'journey-cancelled');

  await page.goto('/cabinet/subscriptions/');
  await expect(page.getByTestId('group-active').getByRole('listitem')).toContainText('Расторжение оформлено');
});
