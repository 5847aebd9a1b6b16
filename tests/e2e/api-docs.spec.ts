import { expect, test } from '@playwright/test';

test('the API reference UI loads under its CSP and lists the reference calls', { tag: '@desktop' }, async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs/');
  // The UI draws its heading only after fetching and parsing the whole OpenAPI document (every route
  // of every line): past the 5 s default on a slow 2-core machine under the suite's load.
  await expect(page.getByRole('heading', { name: /Местечко API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/cities/cabinet', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages load without CSP violations', async ({ page, baseURL }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.context().addCookies([{ name: 'autolocation', value: 'false', url: baseURL! }]);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/webview/test/');
  await page.waitForLoadState('networkidle');
  expect(violations.filter((v) => /Content Security Policy|Refused to/i.test(v))).toEqual([]);
});
