import { expect, test, type Page } from '@playwright/test';
import { bookPaidCloud, WEB } from './cloud-console-helpers';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

// Pages that arrive complete: what they show is in the server's HTML, so it is there at the first
// paint, before (and without) any script. Each page is opened with the site's scripts refused: a
// page that still read its data in the browser would show its «Загружаем…» instead.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/** Refuses every script of the build, as a phone that has not got them yet shows the page. */
async function withoutScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

interface CalendarAnswer {
  months: { month: string; title: string; days: { date: string; free: boolean }[] }[];
}

async function calendarOf(page: Page): Promise<CalendarAnswer> {
  const site = (await (await page.request.get('/api/cabinet/site/clouds', { headers: WEB })).json()).data as { warehouse_id: number };
  const answer = await page.request.get(`/api/cabinet/v2/site/slots/months-and-days?id=${site.warehouse_id}`, { headers: WEB });
  return (await answer.json()).data as CalendarAnswer;
}

test('/clouds/ shows the pickup calendar with its free days before any script, and asks for no calendar once live', async ({
  page,
}, testInfo) => {
  const calendar = await calendarOf(page);
  const month = calendar.months.find((m) => m.days.some((d) => d.free))!;

  await withoutScripts(page);
  await page.goto('/clouds/');
  const shown = page.getByTestId('cloud-calendar');
  await expect(shown).toBeVisible();
  await expect(page.getByText('Загружаем свободные дни…')).toHaveCount(0);
  await expect(shown).toContainText(month.title);
  // Every day of the month as the calendar call answers it: a free day can be picked, a full one cannot.
  for (const day of month.days) {
    const button = page.getByTestId(`calendar-day-${day.date}`);
    if (day.free) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
  await shown.scrollIntoViewIfNeeded();
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'clouds-calendar-no-scripts', false);

  // With its scripts the page hydrates over the same calendar: it is not asked for again.
  await page.unrouteAll();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/slots/months-and-days')) asked.push(request.url());
  });
  await page.goto('/clouds/');
  await waitForHydration(page);
  await page.getByTestId('cloud-calendar').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId(`calendar-day-${month.days.find((d) => d.free)!.date}`)).toBeEnabled();
  expect(asked).toEqual([]);
});

test("/clouds/ loads the calculator's and the return form's code only at the visitor's first use; a first tap is not lost", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') || path.startsWith('/api/')) fetched.push(path);
  });
  const partCode = () => fetched.filter((path) => /\/assets\/(calculator\.deferred|cloud-calculator|return-request\.deferred)-/.test(path));

  await page.goto('/clouds/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // Nobody has used the page yet: none of the parts' code came, and no call.
  expect(partCode()).toEqual([]);
  expect(fetched.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // The visitor's first tap, on a free day of the server's calendar, starts the code and is done once it
  // is live: the calculator's chunk is held back a second, so the tap surely comes before.
  await page.route('**/assets/calculator.deferred-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const day = page.locator('[data-testid^="calendar-day-"]:not([disabled])').first();
  await day.tap();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  expect(partCode().some((path) => path.includes('/calculator.deferred-'))).toBe(true);
  await page.locator('[data-testid^="window-"]:not(:has(input[disabled]))').first().click();
  await expect(page.getByTestId('summary-window')).not.toHaveText('не выбран');

  // The same first use brought the return form's code.
  await page.getByTestId('cloud-return-form').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('cloud-return-submit')).toBeEnabled();
  expect(partCode().some((path) => path.includes('/return-request.deferred-'))).toBe(true);
  expect(errors).toEqual([]);
});

// A signed-in person's page wants its parts as it hydrates, and the socket's first counts change the
// viewer soon after: an update that reaches the calculator while its code is still coming. React then
// shows a copy of the server's HTML (shell/deferred.tsx); a tap on the copy is held and done on the live part.
test('signed in: a tap on the calculator before its code came is done once it is live', async ({ page }) => {
  await loginByApi(page, randomPhone());
  await page.route('**/assets/calculator.deferred-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('/clouds/');
  await waitForHydration(page);
  await expect(page.locator('#calculator div[style*="contents"]').first()).toBeAttached({ timeout: 3000 });
  const day = page.locator('[data-testid^="calendar-day-"]:not([disabled])').first();
  const date = await day.getAttribute('data-testid');
  await day.click();
  await expect(page.getByTestId(date!)).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  await expect(page.locator('#calculator div[style*="contents"]')).toHaveCount(0);
});

test('a request and its return page are complete without scripts, in the cabinet and the app; another person gets the 404', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginByApi(page, randomPhone());
  const booked = await bookPaidCloud(page, { volume: 1.5 });
  await withoutScripts(page);

  for (const base of ['/cabinet/', '/webview/cabinet/']) {
    const requestPage = await page.goto(`${base}requests/${booked.requestId}/`);
    expect(requestPage?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${booked.requestId}`);
    await expect(page.getByTestId('request-status')).toHaveText('Ищем грузчиков');
    await expect(page.getByTestId('request-window')).not.toBeEmpty();
    await expect(page.getByTestId('step-current')).toContainText('Ищем грузчиков');
    await expect(page.getByText('Загружаем…')).toHaveCount(0);
    if (isPhone(testInfo)) await expectNoSideScroll(page);
    await snapshot(page, testInfo, `cloud-request-no-scripts${base === '/cabinet/' ? '' : '-webview'}`);

    const returnPage = await page.goto(`${base}subscriptions/clouds/${booked.orderId}/return/`);
    expect(returnPage?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вернуть вещи');
    await expect(page.getByRole('link', { name: `← Заказ № ${booked.orderId}` })).toBeVisible();
    // Nothing is stored yet: the page says so instead of loading.
    await expect(page.getByTestId('return-nothing')).toBeVisible();
    await expect(page.getByText('Загружаем…')).toHaveCount(0);
  }

  // Someone else asking for these pages gets the 404 page, now from the server (it was rendered in the browser).
  const other = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const stranger = await other.newPage();
  await returningVisitor(stranger, baseURL!);
  await loginByApi(stranger, randomPhone());
  await withoutScripts(stranger);
  for (const path of [
    `/cabinet/requests/${booked.requestId}/`,
    `/webview/cabinet/requests/${booked.requestId}/`,
    `/cabinet/subscriptions/clouds/${booked.orderId}/return/`,
    `/webview/cabinet/subscriptions/clouds/${booked.orderId}/return/`,
  ]) {
    const answer = await stranger.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  }
  await other.close();
});

test('the request page hydrates over the server data and revalidates it after an action, without reading it in the browser first', async ({
  page,
}) => {
  await loginByApi(page, randomPhone());
  const booked = await bookPaidCloud(page, { volume: 1 });
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/cabinet/v2/requests/')) reads.push(path);
  });
  await page.goto(`/cabinet/requests/${booked.requestId}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('request-status')).toHaveText('Ищем грузчиков');
  expect(reads).toEqual([]);

  // Cancelling runs the page's loader again on the server (a revalidation), which shows the new status.
  await page.getByTestId('cancel-pickup').click();
  await page.getByTestId('cancel-pickup-confirm').click();
  await expect(page.getByTestId('request-status')).toHaveText('Отменена');
  expect(reads).toEqual([]);
});
