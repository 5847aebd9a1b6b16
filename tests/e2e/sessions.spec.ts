import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { returningVisitor, snapshot } from './helpers';
import { loginByApi, randomPhone, readCode } from './login-helpers';

// The browser tests' server signs with this secret (playwright.config.ts).
const SECRET = new TextEncoder().encode('e2e-only-secret-that-is-long-enough-0123456789');

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Replaces the access cookie with the same claims, signed correctly but expired a minute ago. */
async function expireAccessToken(context: BrowserContext, baseURL: string) {
  const access = await cookie(context, 'mst_at');
  const claims = JSON.parse(Buffer.from(access!.value.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('mestechko')
    .setAudience('mestechko-api')
    .setIssuedAt(now - 1800)
    .setExpirationTime(now - 60)
    .sign(SECRET);
  await context.addCookies([{ name: 'mst_at', value: expired, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return expired;
}

async function expectCabinet(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Мои подписки' })).toBeVisible();
  await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
}

test('a guest opening a cabinet page is sent to the login dialog with the wanted path', async ({ page }) => {
  await page.goto('/cabinet/profile/?tab=1');
  await expect(page).toHaveURL(/\/\?login=dialog&path=%2Fcabinet%2Fprofile%2F%3Ftab%3D1$/);
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('the cabinet shows its menu and the empty subscriptions; the page is not cached', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  const response = await page.goto('/cabinet/subscriptions/');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expectCabinet(page);
  const menu = page.getByRole('navigation', { name: /Личный кабинет/ }).first();
  await expect(menu.getByRole('link', { name: 'Мои данные' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Мои компании' })).toHaveCount(0);
  await snapshot(page, testInfo, 'cabinet-subscriptions-empty');
});

test('an expired access token is refreshed while the page renders on the server', async ({ page, context, baseURL }) => {
  await loginByApi(page, randomPhone());
  const expired = await expireAccessToken(context, baseURL!);
  const refreshBefore = (await cookie(context, 'mst_rt'))!.value;
  await page.goto('/cabinet/subscriptions/');
  await expectCabinet(page);
  expect((await cookie(context, 'mst_at'))!.value).not.toBe(expired);
  expect((await cookie(context, 'mst_rt'))!.value).not.toBe(refreshBefore);
  // And the refreshed session keeps working for API calls made by the page's scripts.
  const companies = await page.evaluate(async () => {
    const response = await fetch('/api/cabinet/v2/profile/companies/list', { headers: { 'Client-Type': 'WEB_CLIENT' } });
    return response.status;
  });
  expect(companies).toBe(200);
});

test('two tabs refreshing the same expired session at once both stay signed in', async ({ page, context, baseURL }) => {
  await loginByApi(page, randomPhone());
  const second = await context.newPage();
  await expireAccessToken(context, baseURL!);
  await Promise.all([page.goto('/cabinet/subscriptions/'), second.goto('/cabinet/subscriptions/')]);
  await expectCabinet(page);
  await expectCabinet(second);
  // Neither refresh counted as a stolen token: the session goes on in both tabs.
  await expireAccessToken(context, baseURL!);
  await second.reload();
  await expectCabinet(second);
  await page.reload();
  await expectCabinet(page);
});

test('the app hands its session to a webview page through the query, which is then cleaned', async ({ page }) => {
  const phone = randomPhone();
  const device = { device_id: 'ios-e2e-device-01', device_type: 'IOS' };
  expect((await page.request.post('/api/auth/phone/otp', { data: { phone, ...device } })).ok()).toBe(true);
  const code = await readCode(page.request, phone, 'SMS');
  const tokens = (await (await page.request.post('/api/auth/phone/login', { data: { phone, code, ...device } })).json()).data;
  const query = new URLSearchParams({ access_token: tokens.access_token, session_token: tokens.refresh_token });
  await page.goto(`/webview/cabinet/subscriptions/?${query.toString()}`);
  await expect(page).toHaveURL(/\/webview\/cabinet\/subscriptions\/$/);
  await expectCabinet(page);
  // No site header inside the app.
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('without a session the webview cabinet asks to reopen it from the app', async ({ page }) => {
  const response = await page.goto('/webview/cabinet/subscriptions/');
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: /Вернитесь в приложение/ })).toBeVisible();
});

test('an entry page with a one-time token from the app signs in', async ({ page, context }) => {
  const phone = randomPhone();
  const device = { device_id: 'android-e2e-dev-1', device_type: 'ANDROID' };
  await page.request.post('/api/auth/phone/otp', { data: { phone, ...device } });
  const code = await readCode(page.request, phone, 'SMS');
  const tokens = (await (await page.request.post('/api/auth/phone/login', { data: { phone, code, ...device } })).json()).data;
  const ticket = (
    await (
      await page.request.post('/api/auth/entry-ticket', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
        data: { path: '/cabinet/subscriptions/' },
      })
    ).json()
  ).data;
  await page.goto(ticket.url);
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/$/);
  await expectCabinet(page);
  expect(await cookie(context, 'mst_at')).toBeTruthy();

  // The ticket was single use.
  await context.clearCookies();
  await page.goto(ticket.url);
  await expect(page).toHaveURL(/\/\?login=dialog&path=/);
});
