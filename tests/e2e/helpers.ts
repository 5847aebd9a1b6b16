import { mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Keeps a full-page screenshot as a test artefact: artifacts/screenshots/<project>-<name>.png, for
 * people to look at. CI keeps no files and a full-page capture is among the costliest steps of a
 * test, so under CI they are taken only with E2E_SCREENSHOTS=1; a failing test's own screenshot is
 * Playwright's (`screenshot: 'only-on-failure'`).
 */
export async function snapshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('artifacts/screenshots', { recursive: true });
  await page.screenshot({ path: `artifacts/screenshots/${testInfo.project.name}-${name}.png`, fullPage });
}

export function isPhone(testInfo: TestInfo) {
  return testInfo.project.name === 'phone';
}

/** A visitor who already answered the cookie notice and the city question. */
export async function returningVisitor(page: Page, baseURL: string) {
  await page.context().addCookies([
    { name: 'showCookies', value: 'false', url: baseURL },
    { name: 'autolocation', value: 'false', url: baseURL },
  ]);
}

/** Waits until React has hydrated the page: the root marks <html data-hydrated> (see app/shell/hydration-marker.ts). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The visitor starts using the page (a pointer move): its deferred parts load then
 * (app/shell/deferred-gate.ts). Resolves once every part on the page is live.
 */
export async function startUsingPage(page: Page) {
  await waitForHydration(page);
  await page.mouse.move(2, 2);
  const waiting = () => page.evaluate(() => document.querySelectorAll('template[data-deferred-part]:not([data-live])').length);
  await expect.poll(waiting).toBe(0);
}

/** Nothing on the page is wider than the screen: no sideways scroll. */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
