import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isPhone, returningVisitor } from './helpers';
import { COMING_SOON_PATHS, sitemapPaths } from './sitemap-pages';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** "rule (impact): help — target; target" for each violation of the page. */
async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('; ')}`,
  );
}

test('every sitemap page and «Скоро» page passes the axe WCAG 2.2 A and AA rules', async ({
  browser,
  page: desktopPage,
  baseURL,
}, testInfo) => {
  // Phones get real phone emulation (the project's own phone profile is a narrow desktop window).
  const context = isPhone(testInfo)
    ? await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ru-RU' })
    : null;
  const page = context ? await context.newPage() : desktopPage;
  try {
    await returningVisitor(page, baseURL!);
    const paths = [...(await sitemapPaths(page.request)), ...COMING_SOON_PATHS];
    // axe takes a few seconds a page (colour contrast walks every text node); one page is reused.
    test.setTimeout(60_000 + paths.length * 20_000);
    const found: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      for (const violation of await violationsOf(page)) found.push(`${path} ${violation}`);
    }
    expect(found, `axe violations at ${page.viewportSize()?.width} px`).toEqual([]);
  } finally {
    await context?.close();
  }
});
