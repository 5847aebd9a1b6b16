import { expect, test } from '@playwright/test';
import { returningVisitor } from './helpers';
import { htmlErrors } from './html-checker';
import { COMING_SOON_PATHS, sitemapPaths } from './sitemap-pages';

test('the server HTML of every sitemap page and «Скоро» page passes the Nu HTML Checker without an error', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const paths = [...(await sitemapPaths(page.request)), ...COMING_SOON_PATHS];
  test.setTimeout(120_000 + paths.length * 1_000);
  const documents = new Map<string, string>();
  for (const pagePath of paths) {
    const response = await page.request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    documents.set(pagePath, await response.text());
  }
  expect(htmlErrors(documents), 'Nu HTML Checker errors (page:line message «extract»)').toEqual([]);
});
