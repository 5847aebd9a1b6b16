import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSideScroll, returningVisitor, snapshot, waitForHydration } from './helpers';
import { staffDesk } from './staff-helpers';
import { loginByApi, randomPhone } from './login-helpers';

const SCRIPT = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';

const supportDesk = (browser: Browser, baseURL: string, testInfo: TestInfo) => staffDesk(browser, baseURL, testInfo, 'support');

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('a user writes to support, staff reply from the console, and each side sees the other live', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const marker = `${testInfo.project.name}-${Date.now()}`;
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/support/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Поддержка', level: 1 })).toBeVisible();
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();
  await page.getByTestId('chat-file').setInputFiles({ name: 'фото.png', mimeType: 'image/png', buffer: photo });
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').locator('img[alt="фото.jpg"]')).toBeVisible();
  await page.getByTestId('chat-input').fill(`Вопрос ${marker} ${SCRIPT}`);
  await page.getByTestId('chat-send').click();
  const mine = page.getByTestId('chat-message').filter({ hasText: marker });
  await expect(mine).toHaveText(new RegExp(`Вопрос ${marker}`));
  await expect(mine.getByTestId('chat-receipt')).toHaveAttribute('aria-label', 'Доставлено');

  const desk = await supportDesk(browser, baseURL!, testInfo);
  await desk.goto('/admin/support/');
  await waitForHydration(desk);
  const item = desk.getByTestId('inbox-item').filter({ hasText: marker });
  await expect(item.getByTestId('inbox-unread')).toHaveText('2 новых');
  await item.getByRole('link').first().click();
  await expect(desk).toHaveURL(/\/admin\/support\/\d+\/$/);
  await waitForHydration(desk);
  await expect(desk.getByTestId('chat-message').filter({ hasText: marker })).toContainText(SCRIPT);
  await expect(desk.getByTestId('support-context')).toBeVisible();
  expect(await desk.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Opening the conversation read the user's messages: the user's ticks turn double without a reload.
  await expect(mine.getByTestId('chat-receipt')).toHaveAttribute('aria-label', 'Прочитано');

  await desk.getByTestId('chat-input').pressSequentially('Смотрим');
  await expect(page.getByTestId('chat-typing')).toHaveText('Поддержка печатает…');
  await desk.getByTestId('chat-input').fill(`Ответ ${marker}`);
  await desk.getByTestId('chat-send').click();
  const reply = page.getByTestId('chat-message').filter({ hasText: `Ответ ${marker}` });
  await expect(reply).toHaveAttribute('data-author', 'staff');
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  await expect(
    desk
      .getByTestId('chat-message')
      .filter({ hasText: `Ответ ${marker}` })
      .getByTestId('chat-receipt'),
  ).toHaveAttribute('aria-label', 'Прочитано');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cabinet-support');
  await snapshot(desk, testInfo, 'admin-support-conversation');

  // A reply while the user is elsewhere: the bell and a snackbar, live, and the history on return.
  await page.goto('/cabinet/profile/');
  await waitForHydration(page);
  const bell = page.getByRole('banner').getByTestId('header-notifications');
  const before = await bell.getAttribute('aria-label');
  await desk.getByTestId('chat-input').fill(`Второй ответ ${marker}`);
  await desk.getByTestId('chat-send').click();
  await expect(page.getByTestId('snackbar')).toContainText(`Второй ответ ${marker}`);
  await expect(bell).not.toHaveAttribute('aria-label', before ?? '');
  await page.goto('/cabinet/support/');
  await expect(page.getByTestId('chat-message').filter({ hasText: `Второй ответ ${marker}` })).toBeVisible();

  await expectNoSideScroll(desk);
  await desk.goto('/admin/support/');
  await expectNoSideScroll(desk);
  await snapshot(desk, testInfo, 'admin-support-inbox');
  await desk.context().close();
});

test('the widget: a guest is asked to sign in; a user chats from any page and sees unread replies on the launcher', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const marker = `${testInfo.project.name}-w-${Date.now()}`;
  await page.goto('/tariffs/');
  await waitForHydration(page);
  await page.getByTestId('support-launcher').click();
  await expect(page.getByTestId('support-login')).toHaveText('Войти и написать в чат');

  await loginByApi(page, randomPhone());
  await page.goto('/tariffs/');
  await waitForHydration(page);
  await page.getByTestId('support-launcher').click();
  const panel = page.getByTestId('support-panel');
  await panel.getByTestId('chat-input').fill(`Из виджета ${marker}`);
  await panel.getByTestId('chat-send').click();
  await expect(panel.getByTestId('chat-message').filter({ hasText: marker })).toBeVisible();
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'support-widget', false);
  await page.getByTestId('support-launcher').click();

  const desk = await supportDesk(browser, baseURL!, testInfo);
  await desk.goto('/admin/support/');
  await desk.getByTestId('inbox-item').filter({ hasText: marker }).getByRole('link').first().click();
  await waitForHydration(desk);
  await desk.getByTestId('chat-input').fill(`Ответ в виджет ${marker}`);
  await desk.getByTestId('chat-send').click();
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await page.getByTestId('support-launcher').click();
  await expect(
    page
      .getByTestId('support-panel')
      .getByTestId('chat-message')
      .filter({ hasText: `Ответ в виджет ${marker}` }),
  ).toBeVisible();
  await page.getByTestId('support-launcher').click();
  await expect(page.getByTestId('support-unread')).toHaveCount(0);
  await desk.context().close();
});

test('a customer gets 404 on the console inbox', async ({ page }) => {
  await loginByApi(page, randomPhone());
  const response = await page.goto('/admin/support/');
  expect(response?.status()).toBe(404);
});
