import { expect, test } from '@playwright/test';

test('every sitemap page has its heading, canonical link and one brand in its title; robots.txt names the sitemap', async ({ page }) => {
  test.setTimeout(120_000);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const paths = [...(await sitemap.text()).matchAll(/<loc>https:\/\/mestechko\.ru([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThan(25);
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain(`<link rel="canonical" href="https://mestechko.ru${path}"/>`);
    // The brand ends the title once: a page title that names it itself would read «… — Местечко — Местечко».
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.match(/Местечко/g) ?? [], `${path}: ${title}`).toHaveLength(1);
  }
  // And a few of them in the browser, rendered and hydrated.
  for (const path of paths.filter((p) => /^\/(about|documents|rules)\/$/.test(p))) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: https://mestechko.ru/sitemap.xml');
});
