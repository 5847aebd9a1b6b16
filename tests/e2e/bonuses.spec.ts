import { expect, test } from '@playwright/test';
import { expectNoSideScroll, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { bookStorage } from './subscription-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };
const REVIEW =
  'Хранил вещи на время ремонта два месяца: в ячейке сухо и тепло, охрана на входе, код от двери пришёл сразу после оплаты. Рекомендую.';

/** Nothing on the page is wider than the screen. */

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('points for a review staff approved: the balance, the personal code copied, the history', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await loginByApi(page, randomPhone());
  const groups = (await (await page.request.get('/api/cabinet/v2/site/feedbackForm/warehouseGroups')).json()).data;
  // A review of a line without warehouses (clouds): it shows on no warehouse page.
  const group = groups.find((g: { warehouses: unknown[] }) => g.warehouses.length === 0);
  expect(group, 'a review group without warehouses').toBeDefined();
  const sent = await page.request.post('/api/cabinet/v2/site/feedbackForm/sendReview', {
    headers: WEB,
    data: { group_id: group.id, rating: 5, text: REVIEW, name: 'Ирина' },
  });
  expect(sent.ok()).toBe(true);
  const reviewId = (await sent.json()).data.id as number;

  // An operator approves it in another browser.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  const staffPhone = randomPhone();
  await loginByApi(staffPage, staffPhone);
  expect((await staffPage.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone: staffPhone, role: 'operator' } })).ok()).toBe(
    true,
  );
  expect((await staffPage.request.post(`/api/admin/reviews/${reviewId}/approve`, { headers: WEB })).ok()).toBe(true);
  await staff.close();

  await page.goto('/cabinet/bonuses/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Бонусы' })).toBeVisible();
  await expect(page.getByTestId('bonus-balance')).toHaveAttribute('data-points', '100');
  await expect(page.getByTestId('bonus-balance')).toContainText('100 баллов');
  const code = (await page.getByTestId('bonus-personal-code').textContent())!.trim();
  expect(code).toMatch(/^[A-ZА-Я]{2,8}-[2-9A-Z]{4}$/);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'bonuses');

  await page.getByTestId('bonus-code-copy').click();
  await expect(page.getByText(`Промокод ${code} скопирован`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await page.getByTestId('bonus-history-link').click();
  await expect(page).toHaveURL(/\/cabinet\/bonuses\/history\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'История бонусов' })).toBeVisible();
  const entries = page.getByTestId('bonus-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Баллы за отзыв');
  await expect(entries.first()).toContainText('+100');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'bonuses-history');
  await page.getByTestId('bonus-filter-spend').click();
  await expect(page).toHaveURL(/filter=spend/);
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();

  await page.goto('/webview/cabinet/bonuses/');
  await expect(page.getByTestId('bonus-balance')).toHaveAttribute('data-points', '100');
  await expect(page.getByTestId('bonus-entry')).toHaveCount(1);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'bonuses-webview');

  // An unpaid order counting on the points: the wallet says they wait for its payment and links to it.
  const booked = await bookStorage(page, { use_bonuses: true });
  await page.goto('/cabinet/bonuses/');
  await waitForHydration(page);
  await expect(page.getByTestId('bonus-balance')).toHaveAttribute('data-points', '100');
  await expect(page.getByTestId('bonus-held')).toHaveAttribute('data-points', '100');
  await expect(page.getByTestId('bonus-held')).toContainText('100 баллов ждут оплаты заказа');
  await expect(page.getByTestId('bonus-spendable')).toHaveText('0 баллов');
  await expect(page.getByTestId('bonus-held-order')).toHaveAttribute('href', `/cabinet/subscriptions/storages/${booked.orderId}/`);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'bonuses-held');
});
