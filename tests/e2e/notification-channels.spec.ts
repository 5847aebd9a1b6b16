import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { bookStorage } from './subscription-helpers';

const WEB = { 'client-type': 'WEB_CLIENT' };

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('the profile chooses the channels of each category; the choice is kept', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/profile/');
  await waitForHydration(page);
  const card = page.getByTestId('notification-channels');
  await expect(card.getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  const paymentsSms = card.getByRole('group', { name: 'Платежи' }).getByRole('checkbox', { name: 'SMS' });
  const newsPush = card.getByRole('group', { name: 'Новости' }).getByRole('checkbox', { name: 'Push' });
  await expect(paymentsSms).toBeChecked();
  await expect(newsPush).not.toBeChecked();
  await expect(card).toContainText('Письма приходят только на подтверждённую почту');
  await snapshot(page, testInfo, 'profile-notification-channels');

  const saved = page.waitForResponse((r) => r.url().includes('/notification-channels') && r.request().method() === 'PUT');
  await paymentsSms.uncheck();
  expect((await saved).status()).toBe(200);
  const again = page.waitForResponse((r) => r.url().includes('/notification-channels') && r.request().method() === 'PUT');
  await newsPush.check();
  expect((await again).status()).toBe(200);
  await page.reload();
  await expect(paymentsSms).not.toBeChecked();
  await expect(newsPush).toBeChecked();
});

// The delivery job runs on the server's job engine (pg-boss on the embedded database) once a minute.
test('a failed payment reaches the phone by SMS from the delivery job', async ({ page }) => {
  test.setTimeout(150_000);
  const phone = randomPhone();
  await loginByApi(page, phone);
  const booked = await bookStorage(page);
  const providerId = new URL(booked.confirmationUrl).searchParams.get('payment');
  const refused = await page.request.post('/api/dev/payments/checkout', {
    headers: WEB,
    data: { payment: providerId, outcome: 'canceled' },
  });
  expect(refused.ok(), await refused.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const outbox = await page.request.get(`/api/dev/outbox?to=${phone}`);
        const items = ((await outbox.json()) as { data: { items: { channel: string; text: string }[] } }).data.items;
        return items.filter((m) => m.channel === 'SMS' && m.text.startsWith('Оплата не прошла')).length;
      },
      { timeout: 130_000, intervals: [2000], message: 'the SMS of the failed payment' },
    )
    .toBe(1);
});
