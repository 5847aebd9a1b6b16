// `npm run budget:pages`: what each guest page costs a visitor's phone. Builds (unless
// BUDGET_SKIP_BUILD=1), starts the built server, reads /sitemap.xml (so every public page the
// sitemap lists is covered, with no list kept here; `/clouds/` is added if it is missing) and, for
// each page as a guest (no cookies), measures:
// - JavaScript as the browser loads it (the first three pages of each route; a route's other pages
//   take its figures): the page opened in Chromium as a phone (375 px, touch),
//   every script response until the held scripts of decision 0015 have started and the network and
//   the main thread are quiet, deferred chunks included (tools/page-budgets/browser-scripts.js);
// - from the served HTML: render-blocking CSS, the HTML itself, the requests the head starts before
//   first paint and the scripts it fetches at high priority.
// Sizes only (gzip level 9 of the bytes served), no timings. Prints a Markdown table and exits
// non-zero when a page is over a limit (tools/page-budgets/page-budgets.js holds the limits).
// BUILD_DIR (as in react-router.config.ts) picks the build; BUDGET_DETAIL=/,/storages/ the pages
// whose largest scripts are listed; BUDGET_JSON=file also writes the figures there (`npm test`
// reads it); BUDGET_PARALLEL the pages open at once (default 4, one browser); BUDGET_PORT the
// server's port (default: a free one).
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { scriptsLoaded } from '../tools/page-budgets/browser-scripts.js';
import { LIMITS, formatTable, largest, parsePage, routeOf, sitemapPaths, verdict } from '../tools/page-budgets/page-budgets.js';
import { chromiumHelp, chromiumPath } from './chromium-path.mjs';
import { serveBuilt } from './serve-built.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
const detailPaths = (process.env.BUDGET_DETAIL ?? '/,/storages/').split(',').filter(Boolean);
const parallel = Math.max(1, Number(process.env.BUDGET_PARALLEL ?? 4));
/**
 * Pages of one route opened in the browser: the first ones the sitemap lists. A route's pages load
 * the same modules (45 tool models, 11 lockers…); the rest take its JavaScript figures, and their
 * served HTML is measured each.
 */
const BROWSER_PAGES_PER_ROUTE = 3;
/** Guest pages checked even when the sitemap leaves them out. */
const EXTRA_PATHS = ['/clouds/'];
const executablePath = chromiumPath();
if (!executablePath) {
  console.error(chromiumHelp);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

if (!process.env.BUDGET_SKIP_BUILD) {
  console.log(`Building into ${buildDir}/ …`);
  try {
    execSync('npx react-router build', { stdio: 'pipe' });
  } catch (error) {
    // Its warnings are left out on success; a failed build shows all it said.
    console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    process.exit(1);
  }
}
/** The built server on BUDGET_PORT or a free port; a free port taken between the probe and the start is tried again. */
async function startServer() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await serveBuilt({ port: process.env.BUDGET_PORT ? Number(process.env.BUDGET_PORT) : await freePort() });
    } catch (error) {
      if (attempt === 3 || process.env.BUDGET_PORT || !/exited/.test(String(error))) throw error;
    }
  }
}
const server = await startServer();
const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
/** A URL of the app as a path (`/assets/x.js`); another origin's stays whole. */
const local = (url) => (url.startsWith(`${server.base}/`) ? url.slice(server.base.length) : url);
/** Each file once: its gzipped size, fetched again here (the browser's copy is the same bytes). */
const assets = new Map();
async function asset(assetPath) {
  if (!assets.has(assetPath)) {
    assets.set(
      assetPath,
      (async () => {
        const response = await fetch(assetPath.startsWith('/') ? `${server.base}${assetPath}` : assetPath);
        if (!response.ok) throw new Error(`${assetPath}: HTTP ${response.status}`);
        return { gzip: gzipped(Buffer.from(await response.arrayBuffer())) };
      })(),
    );
  }
  return assets.get(assetPath);
}

/** Runs `work` on every item, `limit` at a time, keeping the items' order in the results. */
async function inPool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

let failed = false;
let browser;
try {
  const sitemap = await fetch(`${server.base}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`/sitemap.xml: HTTP ${sitemap.status}`);
  const pagePaths = [...new Set([...sitemapPaths(await sitemap.text()), ...EXTRA_PATHS])];
  if (pagePaths.length === 0) throw new Error('/sitemap.xml lists no pages');

  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const sum = async (list) => (await Promise.all(list.map(asset))).reduce((total, file) => total + file.gzip, 0);
  // The served HTML of every page; the browser's measure for the first pages of each route only.
  const served = await inPool(pagePaths, parallel, async (pagePath) => {
    try {
      const response = await fetch(`${server.base}${pagePath}`, { redirect: 'manual' });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const html = Buffer.from(await response.arrayBuffer());
      const text = html.toString('utf8');
      return { pagePath, html, page: parsePage(text, pagePath), route: routeOf(text)?.id ?? `path:${pagePath}` };
    } catch (error) {
      return { pagePath, error: error instanceof Error ? error.message : String(error) };
    }
  });
  const measuredOfRoute = new Map();
  const inBrowser = served.filter((entry) => {
    if (entry.error) return false;
    const count = measuredOfRoute.get(entry.route) ?? 0;
    measuredOfRoute.set(entry.route, count + 1);
    return count < BROWSER_PAGES_PER_ROUTE;
  });
  const loaded = new Map(
    await inPool(inBrowser, parallel, async (entry) => {
      try {
        return [entry.pagePath, { scripts: (await scriptsLoaded(browser, `${server.base}${entry.pagePath}`)).map(local) }];
      } catch (error) {
        return [entry.pagePath, { error: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  const firstOfRoute = new Map();
  for (const entry of inBrowser) if (!firstOfRoute.has(entry.route)) firstOfRoute.set(entry.route, entry.pagePath);
  let borrowed = 0;
  const pages = await Promise.all(
    served.map(async (entry) => {
      if (entry.error) return { path: entry.pagePath, error: entry.error };
      const own = loaded.get(entry.pagePath);
      if (!own) borrowed += 1;
      const js = own ?? loaded.get(firstOfRoute.get(entry.route));
      if (js.error) return { path: entry.pagePath, error: js.error };
      return {
        path: entry.pagePath,
        jsGzip: await sum(js.scripts),
        jsFiles: js.scripts.length,
        scripts: js.scripts,
        cssGzip: await sum(entry.page.stylesheets),
        cssFiles: entry.page.stylesheets.length,
        htmlGzip: gzipped(entry.html),
        htmlRaw: entry.html.length,
        requests: entry.page.requests.length,
        urgentScripts: entry.page.urgentScripts.length,
      };
    }),
  );

  console.log(
    `\nGuest pages of /sitemap.xml and ${EXTRA_PATHS.join(', ')} (${pages.length}), JavaScript as a phone's Chromium loads it, ` +
      `gzip level 9, KB = 1024 bytes. Limits: JS ≤ ${LIMITS.jsKb} KB, ` +
      `${LIMITS.jsFiles} files, CSS ≤ ${LIMITS.cssKb} KB, HTML ≤ ${LIMITS.htmlKb} KB, requests before first paint ≤ ${LIMITS.requests}, ` +
      `scripts at high priority in the head ≤ ${LIMITS.urgentScripts}.\n`,
  );
  console.log(formatTable(pages));
  if (borrowed > 0) {
    console.log(
      `\n${borrowed} pages of routes already opened ${BROWSER_PAGES_PER_ROUTE} times in the browser (the catalogue's models, the ` +
        `lockers…) carry the JavaScript of their route's first page; their HTML, CSS and requests are their own.`,
    );
  }

  const sizes = new Map();
  for (const [assetPath, pending] of assets) sizes.set(assetPath, (await pending.catch(() => ({ gzip: 0 }))).gzip);
  for (const detailPath of detailPaths) {
    const modules = pages.find((page) => page.path === detailPath)?.scripts;
    if (!modules) continue;
    console.log(`\nLargest scripts ${detailPath} loaded (KB gz):`);
    for (const { path: chunk, gzip } of largest(modules, sizes, 12)) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)}  ${chunk}`);
  }

  const over = pages.filter((page) => !verdict(page).ok);
  console.log(over.length === 0 ? '\nEvery page is within its budgets.' : `\n${over.length} of ${pages.length} pages are over a limit.`);
  failed = over.length > 0;
  if (process.env.BUDGET_JSON) {
    const report = { limits: LIMITS, pages: pages.map((page) => ({ ...page, over: verdict(page).over })), over: over.length };
    writeFileSync(process.env.BUDGET_JSON, `${JSON.stringify(report, null, 2)}\n`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser?.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
