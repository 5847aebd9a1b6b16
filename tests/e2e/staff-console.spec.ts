import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { warehouseForNewReview } from './review-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };
const SCRIPT = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';

/** A signed-in staff member with this role (granted through the sandbox's twin of `npm run staff`). */
async function signInAsStaff(page: Page, role: string) {
  const phone = randomPhone();
  await loginByApi(page, phone);
  const granted = await page.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone, role } });
  expect(granted.ok()).toBe(true);
}

/** Nothing on the page is wider than the screen. */

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('an operator approves a review and publishes a notice of the main page', async ({ page, browser, baseURL }, testInfo) => {
  const marker = `${testInfo.project.name}-${Date.now()}`;
  const { groupId, warehouseId } = await warehouseForNewReview(page.request);
  const sent = await page.request.post('/api/cabinet/v2/site/feedbackForm/sendReview', {
    data: { group_id: groupId, warehouse_id: warehouseId, rating: 5, text: `Отзыв ${marker} ${SCRIPT}`, name: 'Ольга' },
  });
  expect(sent.ok()).toBe(true);
  const reviewId = (await sent.json()).data.id as number;
  await signInAsStaff(page, 'operator');

  await page.goto('/admin/');
  await waitForHydration(page);
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Отзывы' })).toBeVisible();
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
  await expect(page.getByTestId('stat-new-reviews')).toBeVisible();
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'admin-dashboard');

  await page.getByTestId('admin-nav').getByRole('link', { name: 'Отзывы' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\/$/);
  const card = page.locator(`[data-review-id="${reviewId}"]`);
  await expect(card.getByTestId('review-text')).toHaveText(`Отзыв ${marker} ${SCRIPT}`);
  await expect(card.getByTestId('review-status')).toHaveText('Новый');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'admin-reviews');
  await card.getByTestId('review-approve').click();
  await expect(card.getByTestId('review-status')).toHaveText('Опубликован');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const shown = await (await page.request.get(`/api/cabinet/v2/site/reviews/warehouse?warehouse_id=${warehouseId}`)).json();
  expect(shown.data.items.map((r: { id: number }) => r.id)).toContain(reviewId);

  await page.getByTestId('admin-nav').getByRole('link', { name: 'Сообщения сайта' }).click();
  await expect(page).toHaveURL(/\/admin\/notices\/$/);
  const noticeText = `Сегодня склады работают до 18:00 (${marker})`;
  await page.getByTestId('notice-new-form').getByTestId('notice-text').fill(noticeText);
  await page.getByTestId('notice-new-form').getByTestId('notice-save').click();
  const notice = page.getByTestId('admin-notice').filter({ hasText: noticeText });
  await expect(notice.getByTestId('schedule-state')).toHaveText('Показывается');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'admin-notices');

  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto('/');
  await expect(guestPage.getByText(noticeText)).toBeVisible();

  await notice.getByTestId('notice-end').click();
  await expect(notice.getByTestId('schedule-state')).toHaveText('Закончен');
  await guestPage.goto('/');
  await expect(guestPage.getByText(noticeText)).toHaveCount(0);
  await guest.close();
});

test('the site answers 404 on /admin/ to a guest and to a customer', async ({ page }, testInfo) => {
  const asGuest = await page.goto('/admin/');
  expect(asGuest?.status()).toBe(404);
  await loginByApi(page, randomPhone());
  for (const path of ['/admin/', '/admin/reviews/', '/admin/notices/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByTestId('admin-nav')).toHaveCount(0);
  }
  await snapshot(page, testInfo, 'admin-404');
});

test('an admin sees every section, each fitting the screen', { tag: '@both' }, async ({ page }, testInfo) => {
  await signInAsStaff(page, 'admin');
  const sections = ['/admin/leads/', '/admin/banners/', '/admin/staff/', '/admin/audit/'];
  for (const path of sections) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await waitForHydration(page);
    await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Поддержка' })).toBeVisible();
    await expectNoSideScroll(page);
    await snapshot(page, testInfo, `admin-${path.split('/')[2]}`);
  }
  await page.goto('/admin/audit/?entity=user');
  await expect(page.getByTestId('audit-record').first()).toContainText('staff.grant');
});
