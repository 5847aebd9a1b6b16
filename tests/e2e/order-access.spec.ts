import { expect, test, type APIRequestContext } from '@playwright/test';
import { isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, loginDialog, masked, randomPhone, readCode, submitPhone } from './login-helpers';
import { paidStorageOrder } from './subscription-helpers';

/** The newest invitation SMS to the phone (it carries no code): its text. */
async function inviteText(request: APIRequestContext, phone: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${phone}`);
        const items = ((await response.json()) as { data: { items: { channel: string; code: string | null; text: string }[] } }).data.items;
        text = items.find((i) => i.channel === 'SMS' && !i.code && i.text.includes('/cabinet/subscriptions/storages/'))?.text ?? '';
        return text;
      },
      { timeout: 10_000, message: `an invitation SMS to ${phone}` },
    )
    .not.toBe('');
  return text;
}

const TITLE =
  'the owner shares the order with another phone; that person signs in, sees the address and the gate code, and loses it when revoked';

test(TITLE, async ({ page, browser, baseURL }, testInfo) => {
  // Booking and paying, two sign-ins by SMS code and several page loads: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  await returningVisitor(page, baseURL!);
  const ownerPhone = randomPhone();
  await loginByApi(page, ownerPhone);
  const orderId = await paidStorageOrder(page);

  // The owner: «Доступ для других» on the order's page.
  await page.goto(`/cabinet/subscriptions/storages/${orderId}/`);
  await waitForHydration(page);
  const code = (await page.getByTestId('access-card').getByTestId('access-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const card = page.getByTestId('access-users-card');
  await expect(card.getByRole('heading', { name: 'Доступ для других' })).toBeVisible();
  const friend = randomPhone();
  const field = card.getByLabel('Телефон человека');
  await field.pressSequentially(friend.slice(1));
  await expect(field).toHaveValue(masked(friend));
  await card.getByLabel('Имя (необязательно)').fill('Пётр');
  await expect(card.getByLabel('Показать код ворот')).toBeChecked();
  await card.getByTestId('access-grant-submit').click();
  const row = card.getByTestId('access-user');
  await expect(row).toContainText('Пётр');
  await expect(row).toContainText(masked(friend));
  await expect(row).toContainText('видит код ворот');
  await row.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'order-access-owner');

  // The person: the SMS link, the login by code, then only the shared order.
  const sms = await inviteText(page.request, friend);
  const link = /https?:\/\/\S+/.exec(sms)?.[0] ?? '';
  expect(new URL(link).pathname).toBe(`/cabinet/subscriptions/storages/${orderId}/`);
  const screen = isPhone(testInfo)
    ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1440, height: 900 } };
  const other = await browser.newContext({ baseURL, ...screen, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  try {
    const guest = await other.newPage();
    await returningVisitor(guest, baseURL!);
    await guest.goto(new URL(link).pathname);
    await expect(loginDialog(guest)).toBeVisible();
    await submitPhone(guest, friend);
    await loginDialog(guest)
      .getByLabel('Код из SMS')
      .pressSequentially(await readCode(guest.request, friend, 'SMS'));
    await expect(guest).toHaveURL(new RegExp(`/cabinet/subscriptions/storages/${orderId}/$`));
    const shared = guest.getByTestId('shared-access-card');
    await expect(shared.getByTestId('access-code')).toHaveText(code);
    await expect(shared.getByTestId('access-address')).not.toBeEmpty();
    await expect(guest.getByTestId('shared-by')).toContainText('Вам открыли доступ');
    // Nothing of the owner's: no payments, documents, settings, cancel or extend.
    await expect(guest.getByTestId('access-users-card')).toHaveCount(0);
    await expect(guest.getByRole('button', { name: 'Продлить' })).toHaveCount(0);
    await expect(guest.getByText('Расторгнуть договор')).toHaveCount(0);
    await expect(guest.getByRole('heading', { name: 'Настройки' })).toHaveCount(0);
    await expect(guest.getByRole('heading', { name: 'Документы и платежи' })).toHaveCount(0);
    await snapshot(guest, testInfo, 'order-access-shared');

    await guest.goto('/cabinet/subscriptions/');
    const section = guest.getByTestId('group-shared');
    await expect(section.getByRole('heading', { name: /Доступ по приглашению/ })).toBeVisible();
    await expect(section.getByTestId(`shared-${orderId}`)).toBeVisible();
    await snapshot(guest, testInfo, 'order-access-list');

    // The owner revokes; the person's next load no longer finds the order.
    await page.reload();
    await waitForHydration(page);
    await page
      .getByTestId('access-users-card')
      .getByRole('button', { name: `Отозвать доступ ${masked(friend)}` })
      .click();
    await expect(page.getByTestId('access-users-card').getByTestId('access-user')).toHaveCount(0);

    await guest.reload();
    await expect(guest.getByTestId('group-shared')).toHaveCount(0);
    // The link from the SMS now says the access was revoked, when, and where to go on; no code.
    const gone = await guest.goto(`/cabinet/subscriptions/storages/${orderId}/`);
    expect(gone?.status()).toBe(403);
    await expect(guest.getByRole('heading', { level: 1, name: 'Доступ отозван' })).toBeVisible();
    await expect(guest.getByTestId('access-ended')).toContainText(/закрыл.* вам доступ к заказу № \d+ \d{2}\.\d{2}\.\d{4} в \d{2}:\d{2}/);
    await expect(guest.getByRole('link', { name: 'Мои подписки' }).last()).toHaveAttribute('href', '/cabinet/subscriptions/');
    await expect(guest.getByTestId('access-code')).toHaveCount(0);
    await expect(guest.getByText('Страница не найдена')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
