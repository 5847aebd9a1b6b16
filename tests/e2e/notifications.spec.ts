import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { bookStorage, paidStorageOrder } from './subscription-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await loginByApi(page, randomPhone());
});

test('a paid order shows in the notifications: the bell counts it, the filter finds it, read and hide', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const paid = await paidStorageOrder(page);
  const other = await paidStorageOrder(page);
  await bookStorage(page); // awaiting payment: only its booking is told

  await page.goto('/');
  await waitForHydration(page);
  const bell = page.getByTestId('header-notifications');
  // Each order's booking, and the payments of the two paid ones.
  await expect(bell).toHaveAttribute('aria-label', 'Уведомления: 5 непрочитанных');
  await bell.click();
  await expect(page).toHaveURL(/\/cabinet\/notifications\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  await waitForHydration(page);
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Заказ оформлен');
  await expect(items.nth(1)).toContainText('Оплата прошла');
  await expect(items.nth(1).getByRole('link', { name: `Заказ №${other}` })).toHaveAttribute(
    'href',
    `/cabinet/subscriptions/storages/${other}/`,
  );
  await snapshot(page, testInfo, 'notifications-list');

  await page.getByLabel('Номер заказа').fill(String(paid));
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(new RegExp(`order=${paid}`));
  await expect(items).toHaveCount(2);
  await expect(items.first().getByRole('link', { name: `Заказ №${paid}` })).toBeVisible();
  await items.first().getByRole('button', { name: 'Прочитано' }).click();
  await expect(items.first().getByRole('button', { name: 'Прочитано' })).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-label', 'Уведомления: 4 непрочитанных');

  await page.getByRole('link', { name: 'Сбросить' }).click();
  await expect(items).toHaveCount(5);
  await page.getByTestId('notifications-read-all').click();
  await expect(page.getByTestId('notifications-read-all')).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-label', 'Уведомления, непрочитанных нет');
  await items.first().getByRole('button', { name: 'Скрыть' }).click();
  await expect(items).toHaveCount(4);
  await page.reload();
  await expect(items).toHaveCount(4);
});

test('a filter the page cannot apply says why and shows the whole list', async ({ page }) => {
  const response = await page.goto('/cabinet/notifications/?start=2026-02-31');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByTestId('notifications-filter-error')).toContainText('Такой даты нет в календаре');
  await expect(page.getByTestId('notifications-empty')).toContainText('Уведомлений пока нет');
});

test('a guest is asked to sign in first', async ({ browser, baseURL }) => {
  const guest = await browser.newPage();
  await returningVisitor(guest, baseURL!);
  await guest.goto('/cabinet/notifications/');
  await expect(guest).toHaveURL(/login=dialog/);
  await guest.close();
});
