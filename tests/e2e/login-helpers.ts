import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { isPhone } from './helpers';

/** A number no other parallel test uses: 79 and nine random digits. */
export function randomPhone(): string {
  return `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** "79991234567" as the masked field shows it. */
export function masked(phone: string): string {
  return `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;
}

interface OutboxItem {
  channel: string;
  to: string;
  code: string | null;
  call_phone: string | null;
  created_at: string;
}

/** The newest code the sandbox sent to the phone over the channel (GET /api/dev/outbox). */
export async function readCode(request: APIRequestContext, phone: string, channel: string, notBefore = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${phone}`);
        const body = (await response.json()) as { data: { items: OutboxItem[] } };
        const item = body.data.items.find((i) => i.channel === channel && i.code && Date.parse(i.created_at) >= notBefore);
        code = item?.code ?? null;
        return code;
      },
      { timeout: 10_000, message: `a ${channel} code for ${phone} in the outbox` },
    )
    .not.toBeNull();
  return code!;
}

export function loginDialog(page: Page) {
  return page.getByTestId('login-dialog');
}

/** Types the phone, ticks the consent and asks for the code; returns when the code step shows. */
export async function submitPhone(page: Page, phone: string) {
  const dialog = loginDialog(page);
  const field = dialog.getByLabel('Номер телефона');
  await expect(field).toBeFocused();
  // Typed as fast as the browser takes keys: the mask must not lose a digit.
  await field.pressSequentially(phone.slice(1));
  await expect(field).toHaveValue(masked(phone));
  const confirm = dialog.getByRole('button', { name: 'Подтвердить номер' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByTestId('login-code-step')).toBeVisible();
}

/** Signs in through the API in the page's browser context (cookies land in the context). */
export async function loginByApi(page: Page, phone: string) {
  const headers = { 'Client-Type': 'WEB_CLIENT' };
  const device = { device_id: 'web-e2e-device-0001', device_type: 'WEB_CLIENT' };
  const otp = await page.request.post('/api/auth/phone/otp', { headers, data: { phone, ...device } });
  expect(otp.ok()).toBe(true);
  const code = await readCode(page.request, phone, 'SMS');
  const login = await page.request.post('/api/auth/phone/login', {
    headers,
    data: { phone, type: 'SMS', code, ...device, agree_personal_data: true },
  });
  expect(login.ok()).toBe(true);
}

/**
 * The header's signed-in state: the bonus balance linking to /cabinet/bonuses/ (in the menu on
 * phones, where it is hidden from the header), the bell linking to the notifications
 * and no Войти.
 */
export async function expectSignedInHeader(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner).toHaveAttribute('data-signed-in', '');
  await expect(banner.getByTestId('header-bonuses')).toHaveAttribute('aria-label', /^Бонусы: \S/);
  await expect(banner.getByRole('link', { name: /^Уведомления/ })).toHaveAttribute('href', '/cabinet/notifications/');
  await expect(banner.getByRole('link', { name: 'Войти' })).toHaveCount(0);
}

/** Войти: in the header on wide screens, in the full-screen menu on phones. */
export async function clickHeaderLogin(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Войти' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  }
}
