import { expect, test } from '@playwright/test';
import { isPhone, returningVisitor, snapshot } from './helpers';
import { clickHeaderLogin, expectSignedInHeader, loginDialog, masked, randomPhone, readCode, submitPhone } from './login-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('login over SMS from the header, then logout back to the main page', { tag: '@both' }, async ({ page }, testInfo) => {
  // Login, the signed-in pages and logout: a journey, given the time the other journeys have.
  test.setTimeout(90_000);
  const phone = randomPhone();
  await page.goto('/');
  await clickHeaderLogin(page, testInfo);
  await expect(page).toHaveURL(/\/\?login=dialog$/);
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Вход или регистрация' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBe(isPhone(testInfo) ? 375 : 400);
  await snapshot(page, testInfo, 'login-phone-step', false);

  await submitPhone(page, phone);
  await expect(dialog.getByRole('heading', { name: 'Введите код' })).toBeVisible();
  await expect(dialog.getByTestId('login-code-sent')).toHaveText(/Мы отправили код в SMS на номер \+7 \(\d{3}\) /);
  const codeField = dialog.getByLabel('Код из SMS');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await snapshot(page, testInfo, 'login-code-step', false);

  const code = await readCode(page.request, phone, 'SMS');
  // Input is cut to four digits; the fourth submits by itself.
  await codeField.pressSequentially(code);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/);

  await page.goto('/');
  await expectSignedInHeader(page);
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBe(64);
  await snapshot(page, testInfo, 'header-signed-in', false);

  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link', { name: 'Мои подписки' })).toHaveAttribute('href', '/cabinet/subscriptions/');
    // The balance leads to the bonuses section.
    await expect(menu.getByRole('link', { name: /^Бонусы: \S/ })).toHaveAttribute('href', '/cabinet/bonuses/');
    await expect(menu.getByRole('link', { name: 'Войти' })).toHaveCount(0);
    await snapshot(page, testInfo, 'mobile-menu-signed-in', false);
    await menu.getByRole('button', { name: 'Выйти' }).click();
  } else {
    await page.getByRole('button', { name: 'Личный кабинет' }).click();
    const menu = page.getByRole('menu', { name: 'Личный кабинет' });
    await expect(menu.getByRole('menuitem', { name: 'Мои подписки' })).toBeFocused();
    // The cabinet's sections, each a real page.
    await expect(menu.getByRole('menuitem', { name: 'Платежи и документы' })).toHaveAttribute('href', '/cabinet/payments/');
    await expect(menu.getByRole('menuitem', { name: 'Бонусы' })).toHaveAttribute('href', '/cabinet/bonuses/');
    await expect(menu.getByRole('menuitem', { name: 'Заявки' })).toHaveAttribute('href', '/cabinet/requests/');
    await snapshot(page, testInfo, 'account-menu', false);
    await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Войти' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  }
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-signed-in');
});

test('login over a call with the code: switch channel after the countdown', async ({ page }) => {
  const phone = randomPhone();
  await page.clock.install();
  await page.goto('/?login=dialog&redirect_back=%2F');
  await page.evaluate(() =>
    window.addEventListener('auth:success', (event) => {
      document.body.dataset.authUser = (event as CustomEvent<{ user: { phone: string } }>).detail.user.phone;
    }),
  );
  await submitPhone(page, phone);
  const dialog = loginDialog(page);
  await expect(dialog.getByTestId('login-channel-CALL')).toBeHidden();
  await page.clock.fastForward('01:01');
  const sentAt = Date.now();
  await dialog.getByTestId('login-channel-CALL').click();
  await expect(dialog.getByTestId('login-code-step')).toHaveAttribute('data-channel', 'CALL');
  await expect(dialog.getByTestId('login-code-sent')).toContainText('введите последние 4 цифры номера, с которого мы позвоним');
  const field = dialog.getByLabel('Последние 4 цифры номера');
  await expect(field).toBeFocused();
  const code = await readCode(page.request, phone, 'CALL', sentAt - 1000);
  await field.pressSequentially(code);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectSignedInHeader(page);
  // The auth-success event carried the user; a signed-in visitor gets no login dialog.
  await expect(page.locator('body')).toHaveAttribute('data-auth-user', phone);
  await page.goto('/?login=dialog');
  await expect(page.getByRole('banner')).toHaveAttribute('data-signed-in', '');
  await expect(dialog).toBeHidden();
});

test('login by calling us (USER_CALL): the call is detected and the login completes by itself', async ({ page }, testInfo) => {
  const phone = randomPhone();
  await page.clock.install();
  await page.goto('/?login=dialog&redirect_back=%2F');
  await submitPhone(page, phone);
  const dialog = loginDialog(page);
  await page.clock.fastForward('01:01');
  await dialog.getByTestId('login-channel-USER_CALL').click();
  await expect(dialog.getByRole('heading', { name: 'Подтвердите номер звонком' })).toBeVisible();
  const number = dialog.getByTestId('login-call-phone');
  await expect(number).toHaveAttribute('href', /^tel:\+\d{11}$/);
  await expect(number).toBeFocused();
  await expect(dialog.getByTestId('login-call-waiting')).toContainText(/Ждём звонка: \d:\d\d/);
  // The e-mail and SMS fallbacks wait for the countdown.
  await expect(dialog.getByTestId('login-call-fallback')).toBeHidden();
  await snapshot(page, testInfo, 'login-call-step', false);
  const played = await page.request.post('/api/dev/outbox/call', { headers: { 'Client-Type': 'WEB_CLIENT' }, data: { phone } });
  expect(played.ok()).toBe(true);
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectSignedInHeader(page);
});

test('a wrong code shows the server message under the field', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/?login=dialog');
  await submitPhone(page, phone);
  const dialog = loginDialog(page);
  const code = await readCode(page.request, phone, 'SMS');
  const wrong = code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
  const field = dialog.getByLabel('Код из SMS');
  await field.pressSequentially(wrong);
  const error = dialog.getByTestId('login-code-error');
  await expect(error).toHaveText(/^Неверный код\. Осталось попыток: \d+$/);
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  // The right code still works.
  await field.pressSequentially(code);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/);
});

test('resend appears only after the countdown; a refused resend shows the server message', async ({ page }, testInfo) => {
  const phone = randomPhone();
  await page.clock.install();
  await page.goto('/?login=dialog');
  await submitPhone(page, phone);
  const dialog = loginDialog(page);
  await expect(dialog.getByTestId('login-resend-countdown')).toHaveText(/Отправить код повторно можно через (1:00|0:5\d)/);
  await expect(dialog.getByRole('button', { name: 'Отправить код ещё раз' })).toBeHidden();
  await page.clock.fastForward(30_000);
  await expect(dialog.getByTestId('login-resend-countdown')).toHaveText(/через 0:[23]\d/);
  await page.clock.fastForward(31_000);
  await expect(dialog.getByTestId('login-resend-countdown')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Отправить код ещё раз' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Получить звонок с кодом' })).toBeVisible();
  await snapshot(page, testInfo, 'login-resend', false);
  // The server's own 60 s have not passed in real time: it refuses, the message goes under the field.
  await dialog.getByRole('button', { name: 'Отправить код ещё раз' }).click();
  await expect(dialog.getByTestId('login-code-error')).toHaveText(/^Код уже отправлен\. Попробуйте через/);

  await dialog.getByRole('button', { name: 'Не пришёл код?' }).click();
  const help = page.getByTestId('no-code-dialog');
  await expect(help).toBeVisible();
  await expect(help).toContainText(masked(phone));
  await expect(help.getByTestId('no-code-support')).toHaveAttribute('href', 'tel:+78005553524');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Изменить номер' }).click();
  await expect(dialog.getByLabel('Номер телефона')).toHaveValue(masked(phone));
  await expect(dialog.getByLabel('Номер телефона')).toBeFocused();
});

test(
  'the guest bonus badge explains the points and opens the login dialog; Esc closes it',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    await page.goto('/?city=1');
    if (isPhone(testInfo)) {
      // On phones the badge sits in the menu.
      await expect(page.getByTestId('header-bonuses')).toBeHidden();
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'Бонусные баллы: что это' }).click();
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Бонусные баллы: что это' }).click();
    }
    const bonus = page.getByTestId('bonus-info-dialog');
    await expect(bonus).toBeVisible();
    await expect(bonus).toContainText('действующие подписки или новые услуги');
    const box = await bonus.boundingBox();
    expect(box!.width).toBe(isPhone(testInfo) ? 375 : 450);
    await snapshot(page, testInfo, 'bonus-dialog', false);
    await bonus.getByRole('button', { name: 'Войти в аккаунт' }).click();
    await expect(bonus).toBeHidden();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/login=dialog/);
    await expect(dialog.getByLabel('Номер телефона')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closing removes the dialog's keys and keeps the page's own query.
    await expect(page).toHaveURL(/\/\?city=1$/);
  },
);

test('the privacy policy opens from the consent without ticking it', async ({ page }) => {
  await page.goto('/?login=dialog');
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'обработку персональных данных' }).click();
  await expect(page.getByTestId('policy-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('policy-dialog')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /обработку персональных данных/ })).not.toBeChecked();
});

test('the phone field keeps digits only and takes a pasted number with +7 or 8', async ({ page }) => {
  await page.goto('/?login=dialog');
  const field = loginDialog(page).getByLabel('Номер телефона');
  await expect(field).toBeFocused();
  await field.pressSequentially('abc');
  await expect(field).toHaveValue('');
  await field.fill('8 (912) 345-67-89');
  await expect(field).toHaveValue('+7 (912) 345-67-89');
  await field.press('Backspace');
  await expect(field).toHaveValue('+7 (912) 345-67-8');
  await expect(loginDialog(page).getByRole('button', { name: 'Подтвердить номер' })).toBeDisabled();
  await field.fill('+79123456789');
  await expect(field).toHaveValue('+7 (912) 345-67-89');
  await field.pressSequentially('5');
  await expect(field).toHaveValue('+7 (912) 345-67-89');
});

test('the sandbox outbox plays the user call for a USER_CALL check', { tag: '@desktop' }, async ({ page }) => {
  const phone = randomPhone();
  const headers = { 'Client-Type': 'WEB_CLIENT' };
  const device = { device_id: 'web-e2e-device-0002', device_type: 'WEB_CLIENT' };
  expect((await page.request.post('/api/auth/phone/otp', { headers, data: { phone, ...device } })).ok()).toBe(true);
  const notify = await page.request.post('/api/auth/phone/otp/notify', { headers, data: { phone, type: 'USER_CALL', ...device } });
  expect(notify.ok()).toBe(true);
  await page.goto(`/dev/outbox/?to=${phone}`);
  await page.getByRole('button', { name: 'Сыграть звонок' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('принят');
  const status = await page.request.post('/api/auth/phone/otp/status', { headers, data: { phone, type: 'USER_CALL', ...device } });
  const item = (await status.json()) as { data: { USER_CALL: { call_status: string; code: string | null } } };
  expect(item.data.USER_CALL.call_status).toBe('called');
  expect(item.data.USER_CALL.code).toMatch(/^\d{4}$/);
});
