// `npm run budget:pages`: what each guest page costs a visitor on first load, without a browser.
// Builds (unless BUDGET_SKIP_BUILD=1), starts the built server, reads /sitemap.xml (so every public
// page the sitemap lists is covered, with no list kept here) and, for each page as a guest (no
// cookies), measures from the served HTML and the built chunks:
// - first-load JavaScript: module preloads, the inline module's imports and, transitively, the
//   chunks they import statically (a chunk's own `import()` loads later and is not counted);
// - render-blocking CSS; the HTML itself; the requests the head starts before first paint.
// Sizes are gzip level 9 of the bytes served. Prints a Markdown table and exits non-zero when a
// page is over a limit (tools/page-budgets/page-budgets.js holds the limits and the parsing).
// BUILD_DIR (as in react-router.config.ts) picks the build; BUDGET_DETAIL=/,/storages/ the pages
// whose largest chunks are listed; BUDGET_JSON=file also writes the figures there (`npm test` reads it).
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { LIMITS, firstLoadModules, formatTable, largest, parsePage, sitemapPaths, verdict } from '../tools/page-budgets/page-budgets.js';
import { serveBuilt } from './serve-built.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
const detailPaths = (process.env.BUDGET_DETAIL ?? '/,/storages/').split(',').filter(Boolean);

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
/** The built server on a free port; a port taken between the probe and the start is tried again. */
async function startServer() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await serveBuilt({ port: await freePort() });
    } catch (error) {
      if (attempt === 3 || !/exited/.test(String(error))) throw error;
    }
  }
}
const server = await startServer();
const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
/** Each asset once: its code and gzipped size. */
const assets = new Map();
async function asset(assetPath) {
  if (!assets.has(assetPath)) {
    assets.set(
      assetPath,
      (async () => {
        if (!assetPath.startsWith('/')) throw new Error(`${assetPath}: not served by the app`);
        const response = await fetch(`${server.base}${assetPath}`);
        if (!response.ok) throw new Error(`${assetPath}: HTTP ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        return { code: bytes.toString('utf8'), gzip: gzipped(bytes) };
      })(),
    );
  }
  return assets.get(assetPath);
}

let failed = false;
try {
  const sitemap = await fetch(`${server.base}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`/sitemap.xml: HTTP ${sitemap.status}`);
  const pagePaths = sitemapPaths(await sitemap.text());
  if (pagePaths.length === 0) throw new Error('/sitemap.xml lists no pages');

  const pages = [];
  const modulesOf = new Map();
  for (const pagePath of pagePaths) {
    try {
      const response = await fetch(`${server.base}${pagePath}`, { redirect: 'manual' });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const html = Buffer.from(await response.arrayBuffer());
      const page = parsePage(html.toString('utf8'), pagePath);
      const modules = await firstLoadModules(page.scripts, async (modulePath) => (await asset(modulePath)).code);
      modulesOf.set(pagePath, modules);
      const sum = async (list) => (await Promise.all(list.map(asset))).reduce((total, file) => total + file.gzip, 0);
      pages.push({
        path: pagePath,
        jsGzip: await sum(modules),
        jsFiles: modules.length,
        cssGzip: await sum(page.stylesheets),
        cssFiles: page.stylesheets.length,
        htmlGzip: gzipped(html),
        htmlRaw: html.length,
        requests: page.requests.length,
        urgentScripts: page.urgentScripts.length,
      });
    } catch (error) {
      pages.push({ path: pagePath, error: error instanceof Error ? error.message : String(error) });
    }
  }

  console.log(
    `\nGuest pages of /sitemap.xml (${pages.length}), gzip level 9, KB = 1024 bytes. Limits: JS ≤ ${LIMITS.jsKb} KB, ` +
      `CSS ≤ ${LIMITS.cssKb} KB, HTML ≤ ${LIMITS.htmlKb} KB, requests before first paint ≤ ${LIMITS.requests}, ` +
      `scripts at high priority in the head ≤ ${LIMITS.urgentScripts}.\n`,
  );
  console.log(formatTable(pages));

  const sizes = new Map();
  for (const [assetPath, pending] of assets) sizes.set(assetPath, (await pending.catch(() => ({ gzip: 0 }))).gzip);
  for (const detailPath of detailPaths) {
    const modules = modulesOf.get(detailPath);
    if (!modules) continue;
    console.log(`\nLargest first-load chunks of ${detailPath} (KB gz):`);
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
  await server.stop();
}
process.exit(failed ? 1 : 0);
