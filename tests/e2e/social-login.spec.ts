import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';
import { expectSignedInHeader, loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';

// The browser tests' server has no OAuth client ids: every provider is the local sandbox.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

const uniqueSubject = () => `e2e-${randomBytes(8).toString('hex')}`;

/** The sandbox consent page: who to sign in as, then "Войти". */
async function approveInSandbox(page: Page, subject: string, email?: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход через Google — песочница');
  await page.getByLabel('Идентификатор пользователя (sub)').fill(subject);
  if (email) await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Links a Google subject to a new phone account through the API alone (setup for the second journey). */
async function linkGoogleByApi(request: APIRequestContext, subject: string, phone: string) {
  const start = await request.get('/api/auth/google', { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const authorize = new URL(start.headers().location!, 'http://sandbox');
  const decide = new URLSearchParams(authorize.searchParams);
  decide.set('decision', 'allow');
  decide.set('subject', subject);
  const consent = await request.get(`/api/dev/oauth/google/decide?${decide.toString()}`, { maxRedirects: 0 });
  expect(consent.status()).toBe(302);
  const back = new URL(consent.headers().location!).searchParams;
  const headers = { 'Client-Type': 'WEB_CLIENT' };
  const callback = await request.post('/api/auth/social/callback', {
    headers,
    data: { provider: 'google', code: back.get('code'), state: back.get('state'), device_type: 'WEB_CLIENT' },
  });
  expect(callback.ok()).toBe(true);
  const pending = (await callback.json()) as { data: { status: string; link_token: string } };
  expect(pending.data.status).toBe('PHONE_REQUIRED');

  const device = { device_id: 'social-e2e-device-01', device_type: 'WEB_CLIENT' };
  expect((await request.post('/api/auth/phone/otp', { headers, data: { phone, ...device } })).ok()).toBe(true);
  const code = await readCode(request, phone, 'SMS');
  const login = await request.post('/api/auth/phone/login', {
    headers,
    data: { phone, type: 'SMS', code, ...device, agree_personal_data: true, social_link_token: pending.data.link_token },
  });
  expect(login.ok()).toBe(true);
}

test('a first Google login in the sandbox: consent, the callback page, then the phone login dialog', async ({ page }, testInfo) => {
  // Five documents (consent, callback, dialog, code, cabinet): a journey, given a journey's time.
  test.setTimeout(60_000);
  // Hold the exchange a moment so the callback page can be seen and photographed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/social/callback', async (route) => {
    await held;
    await route.continue();
  });

  const subject = uniqueSubject();
  await page.goto('/api/auth/google?redirect_back=%2Fcabinet%2Fprofile%2F');
  await expect(page).toHaveURL(/\/api\/dev\/oauth\/google\/authorize\?/);
  await snapshot(page, testInfo, 'social-sandbox-consent');
  await approveInSandbox(page, subject, `${subject}@example.com`);

  await expect(page).toHaveURL(/\/auth\/google\/callback\/\?code=.+&state=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Входим через Google…');
  await expect(page.getByText(/мы один раз попросим подтвердить номер телефона/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await snapshot(page, testInfo, 'social-callback-working');
  release();

  // A client navigation to another page with its data and the login dialog's chunk: a loaded machine's time.
  await expect(page).toHaveURL(/\/\?login=dialog&social_link=[\w-]{20,}&redirect_back=%2Fcabinet%2Fprofile%2F$/, { timeout: 15_000 });
  await expect(page.getByTestId('login-dialog')).toBeVisible({ timeout: 15_000 });

  // The phone login in the dialog ties the Google account to the phone account.
  const phone = randomPhone();
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/);

  // Signed out, the same Google account now signs in straight away.
  expect((await page.request.get('/api/auth/logout', { headers: { 'Client-Type': 'WEB_CLIENT' } })).ok()).toBe(true);
  await page.goto('/api/auth/google');
  await approveInSandbox(page, subject);
  // Three documents in a row (callback, its exchange, the cabinet): allow a loaded machine its time.
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/, { timeout: 15_000 });
  await expectSignedInHeader(page);
});

test('an already linked Google account signs in straight to the cabinet', async ({ page, request }) => {
  const subject = uniqueSubject();
  await linkGoogleByApi(request, subject, randomPhone());

  await page.goto('/api/auth/google');
  await approveInSandbox(page, subject);
  // Three documents in a row (callback, its exchange, the cabinet): allow a loaded machine its time.
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Мои подписки' })).toBeVisible();
  await expectSignedInHeader(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mst_at')?.httpOnly).toBe(true);
});

test('a refusal at the provider shows what happened and the ways on', async ({ page }, testInfo) => {
  await page.goto('/api/auth/vk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход через VK ID — песочница');
  await page.getByRole('button', { name: 'Отказать' }).click();
  await expect(page).toHaveURL(/\/auth\/vk\/callback\/\?error=access_denied/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход отменён');
  await expect(page.getByRole('alert')).toContainText('Вы отказались от входа через VK ID');
  await expect(page.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', '/api/auth/vk');
  await expect(page.getByRole('link', { name: 'Войти по телефону' })).toHaveAttribute('href', '/?login=dialog');
  await snapshot(page, testInfo, 'social-callback-refused');

  // A replayed or forged answer: the server's message, the same ways on.
  await page.goto('/auth/yandex/callback/?code=forged&state=forged');
  await expect(page.getByRole('alert')).toHaveText('Ссылка для входа устарела или уже использована. Начните вход заново');
  await page.getByRole('link', { name: 'Войти по телефону' }).click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('an unknown provider has no callback page', async ({ page }) => {
  const response = await page.goto('/auth/facebook/callback/?code=x&state=y');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});
