import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';

/** A fresh mobile number for each run: 79 and nine random digits. */
function randomPhone(): string {
  return `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('a public notice shows above the hero and stays closed for the session', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByTestId('public-notice').first();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('поддержка отвечает');
  // The card sits above the page's heading.
  const noticeBox = await notice.boundingBox();
  const heroBox = await page.locator('h1').boundingBox();
  expect(noticeBox!.y).toBeLessThan(heroBox!.y);
  await notice.getByRole('button', { name: 'Скрыть сообщение' }).click();
  await expect(page.getByTestId('public-notice')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('public-notice')).toHaveCount(0);
});

test('banners render as a sideways row with lazy images', async ({ page }, testInfo) => {
  await page.goto('/');
  const banners = page.getByTestId('banner');
  await expect(banners).toHaveCount(3);
  await expect(banners.first()).toContainText('Первый месяц хранения');
  const image = banners.first().locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(banners.first().getByRole('link')).toHaveAttribute('href', '/storages/');
  await page.getByTestId('banners').scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'site-content-banners', false);
});

test('the call-back form refuses an incomplete phone, then the lead is accepted', async ({ page }, testInfo) => {
  await page.goto('/');
  const form = page.getByTestId('callback-lead');
  await form.scrollIntoViewIfNeeded();
  const phone = form.getByLabel('Телефон');
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/cabinet/site/leads/callback')) posted += 1;
  });

  await phone.click();
  await phone.pressSequentially('912');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(form.getByRole('alert')).toContainText('Введите номер телефона полностью');
  expect(posted).toBe(0);

  const digits = randomPhone();
  await phone.fill('');
  await phone.pressSequentially(digits.slice(1));
  await expect(phone).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  await form.getByLabel(/Имя/).fill('Анна');
  await form.getByLabel('Услуга').selectOption({ label: 'Прокат' });
  await form.getByLabel(/Комментарий/).fill('Удобно после 18:00');
  const response = page.waitForResponse((r) => r.url().includes('/api/cabinet/site/leads/callback'));
  await form.getByRole('button', { name: 'Жду звонка' }).click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data.accepted).toBe(true);
  expect(JSON.parse(answer.request().postData()!)).toMatchObject({ phone: digits, service: 'prokat', name: 'Анна' });

  const dialog = page.getByTestId('request-accepted-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  await snapshot(page, testInfo, 'site-content-lead-accepted', false);
  await dialog.getByRole('button', { name: 'Назад' }).click();
  await expect(dialog).toBeHidden();
  // The form starts over.
  await expect(phone).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  expect(posted).toBe(1);
});

test('the consent link opens the privacy policy', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('callback-lead');
  // A visitor scrolls down to the form: the page's lower half is live from the first scroll.
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'обработку персональных данных' }).click();
  await expect(page.getByTestId('policy-dialog')).toBeVisible();
});

test('frequent questions open their answers and are described for search engines', async ({ page }, testInfo) => {
  await page.goto('/');
  const faq = page.getByTestId('faq');
  await expect(faq.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
  const answer = faq.getByText('Сервис для вещей и жилья');
  await expect(answer).toBeHidden();
  await faq.getByText('Что такое Местечко?').click();
  await expect(answer).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd
    .map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[] })
    .find((d) => d['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity?.length).toBeGreaterThan(0);
  await snapshot(page, testInfo, 'site-content-faq', false);
});
