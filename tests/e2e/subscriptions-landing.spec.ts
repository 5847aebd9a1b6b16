import { GOOD_PASSPORT } from '../kit/passport';
import { expect, test } from '@playwright/test';
import { returningVisitor, waitForHydration } from './helpers';
import { bookPaidCloud, WEB } from './cloud-console-helpers';
import { loginByApi, randomPhone } from './login-helpers';

// Where «Мои подписки» opens after sign-in, and what the welcome checklist ticks.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await loginByApi(page, randomPhone());
});

test('a customer whose only subscription is a cloud lands on «Облако», and «Склады» points back to it', async ({ page }) => {
  const booked = await bookPaidCloud(page, { volume: 1 });
  await page.goto('/cabinet/subscriptions/');
  await waitForHydration(page);
  const lines = page.getByRole('navigation', { name: 'Услуги' });
  await expect(lines.getByTestId('line-tab-clouds')).toHaveAttribute('aria-current', 'page');
  await expect(lines.getByTestId('line-tab-clouds')).toContainText('1');
  await expect(page.getByTestId('group-clouds-active').getByTestId(`order-${booked.orderId}`)).toBeVisible();
  await expect(page.getByTestId('subscriptions-empty')).toHaveCount(0);

  await lines.getByTestId('line-tab-storages').click();
  await expect(page).toHaveURL(/\?line=storages$/);
  const empty = page.getByTestId('line-empty-storages');
  await expect(empty).toContainText('Ячеек на складах пока нет');
  await expect(page.getByText('Подписок пока нет')).toHaveCount(0);
  await empty.getByTestId('line-elsewhere').getByRole('link', { name: '«Облако» (1)' }).click();
  await expect(page.getByTestId(`order-${booked.orderId}`)).toBeVisible();
});

test('the welcome checklist ticks the name, the address and the passport once they are entered', async ({ page }) => {
  await page.goto('/cabinet/subscriptions/');
  await waitForHydration(page);
  const card = page.getByTestId('onboarding');
  for (const step of ['profile', 'address', 'passport', 'share']) {
    await expect(card.getByTestId(`onboarding-${step}`)).toHaveAttribute('data-done', 'false');
  }
  await expect(card.getByTestId('onboarding-profile')).toContainText('Осталось указать имя и дату рождения');

  const ok = async (answer: Promise<{ ok(): boolean; text(): Promise<string> }>) => {
    const done = await answer;
    expect(done.ok(), await done.text()).toBe(true);
  };
  await ok(page.request.put('/api/cabinet/v2/profile', { headers: WEB, data: { first_name: 'Ольга', birth_date: '1990-05-20' } }));
  await ok(
    page.request.post('/api/cabinet/profile/address/create', {
      headers: WEB,
      data: { address: 'г Москва, ул Тверская, д 7', latitude: 55.7613, longitude: 37.6081 },
    }),
  );
  await ok(
    page.request.put('/api/cabinet/v2/profile/documents/passport', {
      headers: WEB,
      data: GOOD_PASSPORT,
    }),
  );

  await page.reload();
  await waitForHydration(page);
  await expect(card.getByTestId('onboarding-profile')).toHaveAttribute('data-done', 'true');
  await expect(card.getByTestId('onboarding-address')).toHaveAttribute('data-done', 'true');
  await expect(card.getByTestId('onboarding-passport')).toHaveAttribute('data-done', 'true');
  await expect(card.getByTestId('onboarding-passport')).toContainText('Паспорт на проверке');
  await expect(card.getByTestId('onboarding-share')).toHaveAttribute('data-done', 'false');
  await expect(card).toContainText('Сделано 3 из 4.');
});
