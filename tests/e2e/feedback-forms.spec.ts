import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';

/** A fresh mobile number for each run: 79 and nine random digits. */
function randomPhone(): string {
  return `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('the app link goes out by SMS with the store links', async ({ page }, testInfo) => {
  await page.goto('/');
  const form = page.getByTestId('app-link-form');
  await form.scrollIntoViewIfNeeded();
  const phone = form.getByLabel('Номер телефона');
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/cabinet/site/leads/appUrl')) posted += 1;
  });

  await form.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(form.getByRole('alert')).toHaveText('Введите номер телефона полностью');
  expect(posted).toBe(0);

  const digits = randomPhone();
  await phone.click();
  await phone.pressSequentially(digits.slice(1));
  const response = page.waitForResponse((r) => r.url().includes('/api/cabinet/site/leads/appUrl'));
  await form.getByRole('button', { name: 'Прислать ссылку' }).click();
  expect((await response).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText(/^Ссылка отправлена на \+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  await expect(phone).toHaveValue('');
  await snapshot(page, testInfo, 'feedback-app-link', false);
  expect(posted).toBe(1);

  const outbox = await page.request.get(`/api/dev/outbox?to=${digits}`);
  expect(outbox.status()).toBe(200);
  const items = (await outbox.json()).data.items as { text: string }[];
  expect(items).toHaveLength(1);
  expect(items[0]!.text).toContain('apps.apple.com');
  expect(items[0]!.text).toContain('play.google.com');
});

test('the business lead opens the "Заявка принята" dialog and starts over', async ({ page }, testInfo) => {
  await page.goto('/');
  const form = page.getByTestId('business-lead');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('heading', { name: 'Больше 100 м² или много ячеек?' })).toBeVisible();
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/cabinet/site/leads/more100')) posted += 1;
  });

  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByText('Укажите имя')).toBeVisible();
  expect(posted).toBe(0);

  const digits = randomPhone();
  await form.getByLabel('Имя').fill('Олег');
  const phone = form.getByLabel('Телефон');
  await phone.click();
  await phone.pressSequentially(digits.slice(1));
  await form.getByLabel(/Компания/).fill('ООО «Ромашка»');
  await form.getByLabel(/Сколько нужно/).fill('40');
  await form.getByLabel(/Единица/).selectOption({ label: 'ячеек' });
  await form.getByLabel(/Комментарий/).fill('Нужен доступ для газели');
  await form.getByRole('checkbox').check();
  await snapshot(page, testInfo, 'feedback-business-filled', false);
  const response = page.waitForResponse((r) => r.url().includes('/api/cabinet/site/leads/more100'));
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  expect(JSON.parse(answer.request().postData()!)).toEqual({
    phone: digits,
    name: 'Олег',
    company: 'ООО «Ромашка»',
    cells: 40,
    comment: 'Нужен доступ для газели',
  });

  const dialog = page.getByTestId('request-accepted-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Назад' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Имя')).toHaveValue('');
  await expect(phone).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  expect(posted).toBe(1);
});

test('the review form refuses a short text, then sends and thanks', async ({ page }, testInfo) => {
  await page.goto('/about/');
  const section = page.getByTestId('review-section');
  await expect(section.getByRole('heading', { name: 'Оставить отзыв' })).toBeVisible();
  const form = section.getByTestId('review-form');
  await form.scrollIntoViewIfNeeded();
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('/feedbackForm/sendReview')) posted += 1;
  });

  const group = form.getByLabel('О чём отзыв');
  expect(await group.locator('option').count()).toBeGreaterThan(1);
  await group.selectOption({ index: 1 });
  // The first group is the city's storages: its warehouses can be named, so the review reaches a warehouse page.
  const warehouse = form.getByTestId('review-warehouse');
  await expect(warehouse).toBeVisible();
  await warehouse.selectOption({ index: 1 });
  const warehouseId = Number(await warehouse.inputValue());
  // The stars are the labels of the radio buttons: a click on the fourth one checks "4 из 5".
  await form.getByTitle('4 звезды из 5').click();
  await expect(form.getByRole('radio', { name: '4 звезды из 5' })).toBeChecked();
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(1);
  const text = form.getByLabel('Отзыв', { exact: true });
  await text.fill('Хорошо');
  await expect(form.getByText('6 / 2000')).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(form.getByRole('alert')).toHaveText('Отзыв: не меньше 10 символов');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await snapshot(page, testInfo, 'feedback-review-error', false);
  expect(posted).toBe(0);

  await text.fill('Удобный склад рядом с домом, доступ по коду круглосуточно.');
  await form.getByLabel(/^Имя/).fill('Анна');
  const digits = randomPhone();
  const phone = form.getByLabel(/Телефон/);
  await phone.click();
  await phone.pressSequentially(digits.slice(1));
  const response = page.waitForResponse((r) => r.url().includes('/feedbackForm/sendReview'));
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  expect(JSON.parse(answer.request().postData()!)).toMatchObject({
    rating: 4,
    warehouse_id: warehouseId,
    text: 'Удобный склад рядом с домом, доступ по коду круглосуточно.',
    name: 'Анна',
    phone: digits,
  });

  const thanks = section.getByTestId('review-thanks');
  await expect(thanks).toContainText('Спасибо! Отзыв появится после проверки');
  await expect(section.getByTestId('review-form')).toHaveCount(0);
  await snapshot(page, testInfo, 'feedback-review-thanks', false);
  expect(posted).toBe(1);
});
