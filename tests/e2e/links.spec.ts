import { expect, test, type APIRequestContext } from '@playwright/test';
import { returningVisitor } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { CABINET_PATHS, COMING_SOON_PATHS, anchorHrefs, sitemapPaths } from './sitemap-pages';

/**
 * Every same-origin link of the pages' server HTML, keyed by path and query (the fragment is the
 * page's own business), with the first page that links to it.
 */
async function collectLinks(request: APIRequestContext, baseURL: string, pages: readonly string[], into: Map<string, string>) {
  const origin = new URL(baseURL).origin;
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), `${path} itself`).toBe(200);
    for (const href of anchorHrefs(await response.text())) {
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const key = `${url.pathname}${url.search}`;
      if (!into.has(key)) into.set(key, path);
    }
  }
}

/**
 * The status a link ends on, following redirects while they stay on the site; a redirect to
 * another site (the business section's /redirect/… links) counts as answered: that site is not ours to test.
 */
async function finalStatus(request: APIRequestContext, link: string): Promise<number> {
  let url = new URL(link, 'http://site.invalid');
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
    const location = response.headers()['location'];
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status();
    const next = new URL(location, url);
    if (next.origin !== url.origin && !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(next.origin)) return response.status();
    url = new URL(`${next.pathname}${next.search}`, 'http://site.invalid');
  }
  return 508;
}

/** Opens each link once (GET, redirects followed) and returns "status link ← page" for each that fails. */
async function deadLinks(request: APIRequestContext, links: Map<string, string>, checked: Set<string>): Promise<string[]> {
  const dead: string[] = [];
  for (const [link, from] of links) {
    if (checked.has(link)) continue;
    checked.add(link);
    const status = await finalStatus(request, link);
    if (status >= 400) dead.push(`${status} ${link} ← ${from}`);
  }
  return dead;
}

test('no internal link of a sitemap page, a «Скоро» page or a cabinet page leads to an error page', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const paths = await sitemapPaths(page.request);
  test.setTimeout(60_000 + paths.length * 3_000);
  const checked = new Set<string>();

  // As a guest: the sitemap and the placeholders.
  const guestLinks = new Map<string, string>();
  await collectLinks(page.request, baseURL!, [...paths, ...COMING_SOON_PATHS], guestLinks);
  expect(guestLinks.size, 'links found').toBeGreaterThan(100);
  const dead = await deadLinks(page.request, guestLinks, checked);

  // Signed in: the header and menus of a user, the cabinet pages and the links they add.
  await loginByApi(page, randomPhone());
  const userLinks = new Map<string, string>();
  await collectLinks(page.request, baseURL!, ['/', ...CABINET_PATHS], userLinks);
  expect([...userLinks.keys()], 'the cabinet menu is among the links').toContain('/cabinet/payments/');
  // A guest was redirected from the cabinet's links to the login; a user gets the pages: check those again.
  for (const link of checked) if (link.startsWith('/cabinet/')) checked.delete(link);
  dead.push(...(await deadLinks(page.request, userLinks, checked)));

  expect(dead, 'dead links (status, link ← the page linking to it)').toEqual([]);
});

test('every page of the sitemap is reached from the main page by following links, the city landings too', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const paths = await sitemapPaths(page.request);
  test.setTimeout(60_000 + paths.length * 1_500);
  const origin = new URL(baseURL!).origin;
  const inSitemap = new Set(paths);
  // From / through the links a visitor can follow: sitemap pages, and their pagers (/blog/?page=2 lists older posts).
  // Pages that only link to one another (the city landings among themselves) are not reached this way.
  const reachedFrom = new Map<string, string>([['/', '(start)']]);
  const queue = ['/'];
  const crawled = new Set<string>();
  while (queue.length > 0 && crawled.size < paths.length + 50) {
    const at = queue.shift()!;
    if (crawled.has(at)) continue;
    crawled.add(at);
    const response = await page.request.get(at);
    for (const href of anchorHrefs(await response.text())) {
      const url = new URL(href, `${origin}${at}`);
      if (url.origin !== origin || !inSitemap.has(url.pathname)) continue;
      const next = url.search.startsWith('?page=') ? `${url.pathname}${url.search}` : url.pathname;
      if (!reachedFrom.has(url.pathname)) reachedFrom.set(url.pathname, at);
      if (!crawled.has(next)) queue.push(next);
    }
  }
  const landings = paths.filter((p) => /^\/[\w-]+\/kladovki\/$/.test(p));
  expect(landings.length, 'the city landings in the sitemap').toBeGreaterThanOrEqual(3);
  for (const landing of landings) expect(reachedFrom.get(landing), `a way from / to ${landing}`).toBeDefined();
  const unreached = paths.filter((p) => !reachedFrom.has(p));
  expect(unreached, 'sitemap pages no link from / leads to').toEqual([]);
});
