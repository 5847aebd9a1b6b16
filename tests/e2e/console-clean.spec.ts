import { expect, test, type Page } from '@playwright/test';
import { returningVisitor, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { staffDesk } from './staff-helpers';

/**
 * What the browser's console must never show on the cabinet and the console: a fetch aborted by
 * leaving a page (or a newer request) thrown as an uncaught AbortError, and stylesheets preloaded and
 * never used (Chromium warns a few seconds after the load event).
 */
const FORBIDDEN = /AbortError|signal is aborted|preloaded using link preload but not used/i;

function consoleOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.name}: ${error.message}`));
  return seen;
}

/** Opens each page, waits for it to be live, and moves on through the menu before its fetches end. */
async function walk(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // Client-side moves between sections, each leaving the last page while it may still be fetching.
  for (const path of paths) {
    const link = page.locator(`a[href="${path}"]`).first();
    if ((await link.count()) === 0 || !(await link.isVisible())) continue;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
    // A console link may load a whole document: its scripts (the quieting among them) come after its first paint.
    await waitForHydration(page);
  }
  // The class: a request of the page cut short and awaited by nobody (a page left mid-fetch) stays quiet.
  await page.evaluate(() => {
    const controller = new AbortController();
    void fetch('/api/reference/policy', { signal: controller.signal });
    controller.abort();
  });
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(4_000);
}

const CABINET = [
  '/cabinet/requests/',
  '/cabinet/companies/',
  '/cabinet/subscriptions/',
  '/cabinet/payments/',
  '/cabinet/notifications/',
  '/cabinet/profile/',
  '/cabinet/requests/',
] as const;

test('the cabinet pages log no aborted fetch and preload nothing they leave unused', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await returningVisitor(page, baseURL!);
  await loginByApi(page, randomPhone());
  const seen = consoleOf(page);
  await walk(page, CABINET);
  expect(seen.filter((line) => FORBIDDEN.test(line))).toEqual([]);
});

test('the staff console logs no aborted fetch and preloads nothing it leaves unused', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const desk = await staffDesk(browser, baseURL!, testInfo, 'support');
  const seen = consoleOf(desk);
  try {
    await walk(desk, ['/admin/', '/admin/support/', '/admin/ratings/', '/admin/']);
    expect(seen.filter((line) => FORBIDDEN.test(line))).toEqual([]);
    // Support reads the customers' ratings of finished orders in the console.
    await desk.goto('/admin/ratings/');
    await expect(desk.getByRole('heading', { level: 1, name: 'Оценки заказов' })).toBeVisible();
    // No journey finishes an order (a rental ends with time), so the list is empty here; the API tests fill it.
    await expect(desk.getByTestId('admin-ratings-empty')).toHaveText('Оценок пока нет.');
    await expect(desk.getByRole('link', { name: 'Оценки заказов' }).first()).toHaveAttribute('href', '/admin/ratings/');
  } finally {
    await desk.context().close();
  }
});
