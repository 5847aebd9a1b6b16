import { expect, test } from '@playwright/test';

test('the sandbox outbox page lists what was sent and filters by recipient', async ({ page }) => {
  const response = await page.goto('/dev/outbox/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Песочница: отправленные сообщения');
  // The bare (empty) layout: no site header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByLabel('Получатель').fill('79990000001');
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/\/dev\/outbox\/\?to=79990000001$/);
  await expect(page.getByTestId('outbox-empty')).toBeVisible();
  await page.getByLabel('Получатель').fill('x');
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByRole('alert')).toHaveText('Укажите телефон (цифры) или e-mail');
});
