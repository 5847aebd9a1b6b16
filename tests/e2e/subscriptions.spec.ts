import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { bookStorage, paidStorageOrder, tinyPng } from './subscription-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await loginByApi(page, randomPhone());
});

test('subscriptions: the three groups, the other lines and the details with their settings', async ({ page }, testInfo) => {
  // Two orders, a paid extension and three screenshots: a journey, given a journey's time as the cancel flows below.
  test.setTimeout(90_000);
  const paid = await paidStorageOrder(page);
  const unpaid = (await bookStorage(page)).orderId;

  const response = await page.goto('/cabinet/subscriptions/');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои подписки' })).toBeVisible();
  await expect(page.getByTestId('group-active').getByTestId(`order-${paid}`)).toContainText('Активна');
  const waiting = page.getByTestId('group-awaiting_payment').getByTestId(`order-${unpaid}`);
  await expect(waiting).toContainText('Ожидает оплаты');
  await expect(waiting).toContainText(/Бронь действует ещё \d\d:\d\d/);
  await expect(waiting.getByRole('button', { name: 'Оплатить' })).toBeVisible();
  await snapshot(page, testInfo, 'subscriptions-list');

  const lines = page.getByRole('navigation', { name: 'Услуги' });
  await lines.getByRole('link', { name: 'Облако' }).click();
  await expect(page.getByTestId('line-empty-clouds')).toContainText('Хранения с доставкой пока нет');
  await expect(page.getByTestId('line-empty-clouds').getByRole('link', { name: 'Заказать вывоз' })).toHaveAttribute('href', '/clouds/');
  await expect(page.getByTestId('line-empty-clouds').getByTestId('line-elsewhere')).toHaveText('Ваши подписки — в «Склады» (2).');
  await lines.getByRole('link', { name: 'Склады' }).click();

  await page.getByTestId(`order-${paid}`).getByRole('link', { name: 'Подробнее' }).click();
  await expect(page).toHaveURL(`/cabinet/subscriptions/storages/${paid}/`);
  await expect(page.getByRole('heading', { level: 1, name: /^Ячейка / })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Активна');
  await expect(page.getByRole('heading', { name: 'Склад', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Договор аренды № \d+: укажите ФИО/ })).toHaveAttribute('href', '#contract-title');
  await expect(page.getByTestId('timeline')).toContainText('Оплата прошла');

  const renewal = page.getByTestId('toggle-auto-renewal');
  await expect(renewal).toBeChecked();
  await renewal.uncheck();
  await expect(page.getByTestId('snackbar')).toContainText('Автопродление выключено');
  await page.getByTestId('toggle-bonuses').check();
  await expect(page.getByTestId('snackbar')).toContainText('Будем списывать бонусы');
  await page.getByTestId('order-comment').fill('Приеду с грузчиками в субботу');
  await page.getByRole('button', { name: 'Сохранить комментарий' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Комментарий сохранён');
  await page.reload();
  await expect(page.getByTestId('toggle-auto-renewal')).not.toBeChecked();
  await expect(page.getByTestId('toggle-bonuses')).toBeChecked();
  await expect(page.getByTestId('order-comment')).toHaveValue('Приеду с грузчиками в субботу');

  await page.getByTestId('extend').click();
  const dialog = page.getByTestId('extend-dialog');
  await expect(dialog.getByRole('radio', { name: /3 месяца/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /3 месяца/ }).check();
  await expect(dialog.getByTestId('extend-pay')).toHaveText(/Оплатить \d/);
  await snapshot(page, testInfo, 'subscription-details', false);
  await dialog.getByRole('radio', { name: /^1 месяц/ }).check();
  const paidUntil = await page.getByText('Оплачено по').locator('xpath=following-sibling::dd').textContent();
  await dialog.getByTestId('extend-pay').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\//);
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(`/cabinet/subscriptions/storages/${paid}/?extended=1`, { timeout: 15_000 });
  await expect(page.getByTestId('extended-banner')).toBeVisible();
  await expect(page.getByText('Оплачено по').locator('xpath=following-sibling::dd')).not.toHaveText(paidUntil!);
  await expect(page.getByTestId('timeline')).toContainText('Аренда продлена');
  await snapshot(page, testInfo, 'subscription-extended');

  expect((await page.goto('/cabinet/subscriptions/storages/999999999/'))?.status()).toBe(404);
  await page.goto('/cabinet/subscriptions/guest/complete/');
  await expect(page.getByTestId('guest-empty')).toContainText('Заказов без входа на ваш номер телефона нет');
});

test('cancel flow: conditions, a photo of the empty cell, quality, recalculation, confirmation, success', async ({ page }, testInfo) => {
  // A paid order, then every step of the flow and its withdrawal: a journey, given a journey's time.
  test.setTimeout(90_000);
  const id = await paidStorageOrder(page);
  const base = `/cabinet/subscriptions/storages/${id}/cancel/`;

  await page.goto(`${base}recalc/`);
  await expect(page).toHaveURL(base);

  await page.goto(`/cabinet/subscriptions/storages/${id}/`);
  await page.getByTestId('cancel-start').click();
  await expect(page.getByTestId('cancel-step-conditions')).toBeVisible();
  await expect(page.getByText(/не менее чем за 14 дней/)).toBeVisible();
  await expect(page.getByTestId('cancel-calculation')).toContainText('К возврату на карту');
  await snapshot(page, testInfo, 'cancel-conditions');
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-photo')).toBeVisible();
  const photoUrl = page.url();
  const date = new URL(photoUrl).searchParams.get('date');
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto(`${base}quality/?date=${date}`);
  await expect(page).toHaveURL(`${base}photo/?date=${date}`);
  await expect(page.getByTestId('cancel-next')).toBeDisabled();
  // A file chosen before React has hydrated the redirected page has no handler to upload it.
  await waitForHydration(page);
  await page.getByTestId('cancel-photo-input').setInputFiles({ name: 'пустая ячейка.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByTestId('cancel-photos').locator('img')).toHaveCount(1);
  await page
    .getByTestId('cancel-photo-input')
    .setInputFiles({ name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text') });
  await expect(page.getByTestId('snackbar')).toContainText('JPEG, PNG или WebP');
  await page.reload();
  await expect(page.getByTestId('cancel-photos').locator('img')).toHaveCount(1);
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-quality')).toBeVisible();
  await expect(page.getByTestId('cancel-next')).toHaveText('Пропустить');
  await page.getByText('Чисто и сухо').click();
  await page.getByText('Вежливый персонал').click();
  await page.getByLabel(/Комментарий/).fill('Всё понравилось');
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-recalc')).toBeVisible();
  await expect(page).toHaveURL(/quality=clean%2Cpolite_staff|quality=clean,polite_staff/);
  await expect(page.getByTestId('cancel-calculation')).toContainText('Последний день аренды');
  await page.reload();
  await expect(page.getByTestId('cancel-calculation')).toBeVisible();
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-stuffs')).toBeVisible();
  await page.getByTestId('cancel-submit').click();
  await expect(page.getByText('Подтвердите, что вещи вывезены и ячейка пуста')).toBeVisible();
  await page.getByTestId('stuffs-taken').check();
  await page.getByTestId('reason-moving').check();
  await snapshot(page, testInfo, 'cancel-stuffs');
  await page.getByTestId('cancel-submit').click();

  await expect(page).toHaveURL(`${base}success/`);
  await expect(page.getByTestId('cancel-success')).toContainText('Заявка на расторжение договора');
  await snapshot(page, testInfo, 'cancel-success');
  await page.goto(`${base}photo/?date=${date}`);
  await expect(page).toHaveURL(`${base}success/`);

  await page.goto(`/cabinet/subscriptions/storages/${id}/`);
  await expect(page.getByTestId('order-status')).toHaveText('Расторжение оформлено');
  await expect(page.getByTestId('cancel-banner')).toContainText('Переезжаю'.toLowerCase());
  await expect(page.getByTestId('toggle-auto-renewal')).not.toBeChecked();
  await page.getByTestId('withdraw-cancel').click();
  await expect(page.getByTestId('order-status')).toHaveText('Активна');
  await expect(page.getByTestId('toggle-auto-renewal')).toBeChecked();
});

test('cancel flow: named steps; an unused cell skips the photo; the survey is optional and its answers exclusive', async ({
  page,
}, testInfo) => {
  // A paid order, then every step of the flow and its withdrawal: a journey, given a journey's time.
  test.setTimeout(90_000);
  const id = await paidStorageOrder(page);
  const base = `/cabinet/subscriptions/storages/${id}/cancel/`;
  await page.goto(base);
  const steps = page.getByTestId('cancel-steps');
  for (const [i, name] of ['Условия', 'Фото', 'Оценка', 'Расчёт', 'Вещи'].entries()) {
    const item = steps.locator('li').nth(i);
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${i + 1}`);
    await expect(item).toContainText(name);
  }
  await expect(steps.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'conditions');
  await expect(page.getByTestId('cell-used-yes')).toBeChecked();
  await page.getByTestId('cell-used-no').check();
  await expect(page.getByTestId('cancel-calculation')).toBeVisible();
  await page.getByTestId('cancel-next').click();

  // The photo step is passed by and marked as not needed.
  await expect(page.getByTestId('cancel-step-quality')).toBeVisible();
  await expect(page).toHaveURL(/\/cancel\/quality\/\?date=\d{4}-\d{2}-\d{2}&used=0$/);
  await expect(steps.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'quality');
  await expect(steps.locator('li[data-step="photo"]')).toContainText('не нужен');
  const date = new URL(page.url()).searchParams.get('date');
  await page.goto(`${base}photo/?date=${date}&used=0`);
  await expect(page).toHaveURL(`${base}quality/?date=${date}&used=0`);

  // «Всё понравилось» and complaints exclude each other; with nothing chosen the step is skipped.
  const allGood = page.getByTestId('quality-all_good');
  const dirty = page.getByTestId('quality-dirty');
  await page.getByText('Всё понравилось').click();
  await expect(allGood).toBeChecked();
  await page.getByText('Грязно или сыро').click();
  await expect(dirty).toBeChecked();
  await expect(allGood).not.toBeChecked();
  await page.getByText('Всё понравилось').click();
  await expect(allGood).toBeChecked();
  await expect(dirty).not.toBeChecked();
  await expect(page.getByTestId('cancel-next')).toHaveText('Далее');
  await snapshot(page, testInfo, 'cancel-quality-exclusive');
  await page.getByText('Всё понравилось').click();
  await expect(allGood).not.toBeChecked();
  await expect(page.getByTestId('cancel-next')).toHaveText('Пропустить');
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-recalc')).toBeVisible();
  await page.getByTestId('cancel-next').click();
  await expect(page.getByTestId('cancel-step-stuffs')).toBeVisible();
  await expect(page.getByText(/Ячейкой я не пользовался/)).toBeVisible();
  await page.getByTestId('stuffs-taken').check();
  await page.getByTestId('reason-not_needed').check();
  await page.getByTestId('cancel-submit').click();
  await expect(page).toHaveURL(`${base}success/`);
  await expect(page.getByTestId('cancel-success')).toContainText('Заявка на расторжение договора');
});
