import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { isPhone, returningVisitor } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

/** A second person at another screen of the same size: a signed-in staff member with the role, in a context of their own. */
export async function staffDesk(browser: Browser, baseURL: string, testInfo: TestInfo, role: string): Promise<Page> {
  const screen = isPhone(testInfo)
    ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1440, height: 900 } };
  const context = await browser.newContext({ baseURL, ...screen, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const page = await context.newPage();
  await returningVisitor(page, baseURL);
  const phone = randomPhone();
  await loginByApi(page, phone);
  const granted = await page.request.post('/api/dev/staff/grant', { headers: { 'client-type': 'WEB_CLIENT' }, data: { phone, role } });
  expect(granted.ok()).toBe(true);
  return page;
}
