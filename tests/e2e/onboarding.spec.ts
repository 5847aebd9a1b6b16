import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('a new account sees where to start until it presses «Понятно»; the choice is kept', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/subscriptions/');
  await waitForHydration(page);
  const card = page.getByTestId('onboarding');
  await expect(card.getByRole('heading', { name: 'Добро пожаловать в Местечко' })).toBeVisible();
  for (const step of ['Заполните свои данные', 'Добавьте адрес', 'Подтвердите паспорт', 'Поделитесь промокодом']) {
    await expect(card.getByRole('link', { name: step })).toBeVisible();
  }
  await snapshot(page, testInfo, 'cabinet-onboarding');

  const done = page.waitForResponse((r) => r.url().includes('/api/cabinet/on-boarding-complete'));
  await card.getByRole('button', { name: 'Понятно' }).click();
  expect((await done).status()).toBe(200);
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
  await expect(page.getByTestId('onboarding')).toHaveCount(0);
});
