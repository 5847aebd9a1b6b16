import { expect, test } from '@playwright/test';
import { returningVisitor } from './helpers';
import { expectSignedInHeader, loginByApi, loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('login with the code sent to the confirmed e-mail', async ({ page }) => {
  const phone = randomPhone();
  const email = `login.${phone}@example.ru`;

  // An account with a confirmed e-mail: signed in once, e-mail changed and its link opened.
  await loginByApi(page, phone);
  expect((await page.request.post('/api/profile/email/update', { headers: WEB, data: { email } })).ok()).toBe(true);
  const letters = (await (await page.request.get(`/api/dev/outbox?to=${email}`)).json()).data.items as { text: string }[];
  const key = /\?key=([\w%-]+)/.exec(letters[0]!.text)![1]!;
  expect(
    (await page.request.post('/api/cabinet/v2/site/email-verify', { headers: WEB, data: { key: decodeURIComponent(key) } })).ok(),
  ).toBe(true);
  expect((await page.request.get('/api/auth/logout', { headers: WEB })).ok()).toBe(true);

  await page.clock.install();
  await page.goto('/?login=dialog&redirect_back=%2F');
  await submitPhone(page, phone);
  const dialog = loginDialog(page);
  await page.clock.fastForward('01:01');
  const sentAt = Date.now();
  const emailButton = dialog.getByTestId('login-channel-EMAIL');
  await expect(emailButton).toBeVisible();
  await emailButton.click();
  await expect(dialog.getByTestId('login-code-step')).toHaveAttribute('data-channel', 'EMAIL');
  await expect(dialog.getByTestId('login-code-sent')).toContainText(`l***@example.ru`);
  const field = dialog.getByLabel('Код из письма');
  await field.pressSequentially(await readCode(page.request, email, 'EMAIL', sentAt - 1000));
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectSignedInHeader(page);
});

test('without a confirmed e-mail the e-mail channel is not offered', async ({ page }) => {
  const phone = randomPhone();
  await page.clock.install();
  await page.goto('/?login=dialog');
  await submitPhone(page, phone);
  await page.clock.fastForward('01:01');
  const dialog = loginDialog(page);
  await expect(dialog.getByTestId('login-channel-CALL')).toBeVisible();
  await expect(dialog.getByTestId('login-channel-EMAIL')).toHaveCount(0);
});
