import { expect, test } from '@playwright/test';
import { isPhone } from './helpers';

test('every page in the sitemap opens with its heading, and robots.txt points at the sitemap', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'the same server answers at every width; the pages have their own journeys at both');
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const paths = [...(await sitemap.text()).matchAll(/<loc>https:\/\/mestechko\.ru([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThan(25);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `https://mestechko.ru${path}`);
  }
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: https://mestechko.ru/sitemap.xml');
});
