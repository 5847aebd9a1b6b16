// The browser half of `npm run budget:pages` (scripts/page-budgets.mjs): every script a guest's
// phone loads for a page, read from the responses a real Chromium receives, so a chunk that starts
// after the load event (React Router's scripts held until the page has loaded, decision 0015, and
// whatever they import later) counts as much as one the HTML names.
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOADS_ID } from './page-budgets.js';

/** A phone as the budgets see it: 375 px wide, touch, mobile viewport; no cookies (a guest). */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Whether the deferred-scripts loader has started the page's scripts, run in the page: every held
 * module preload is in the head and the held bootstrap runs as a module script there. True for a
 * page that holds nothing back. The loader starts them at the load event and first paint, or 3 s
 * after it ran.
 */
function heldScriptsStarted([preloadsId, moduleType]) {
  const list = document.getElementById(preloadsId);
  const hrefs = list ? JSON.parse(list.textContent || '[]') : [];
  const preloaded = new Set([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  if (!hrefs.every((href) => preloaded.has(href))) return false;
  const held = document.querySelector(`script[type="${moduleType}"]`);
  if (!held) return true;
  return [...document.head.querySelectorAll('script[type="module"]')].some((script) => script.textContent === held.textContent);
}

/** Resolves once the page's main thread has had an idle moment (or after `timeout` ms). */
function idle(timeout) {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

const isScript = (request) => request.resourceType() === 'script';

/** How long to wait for an idle moment on a page that keeps its main thread busy. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Opens `url` as a guest in a fresh context of `browser` (playwright-core) and returns the URLs of
 * every script it loaded, in the order they finished: until the load event, the held scripts'
 * start, and then until no request has been in flight for `quietMs` and the main thread has been
 * idle (hydration can take a while before it imports the next chunk). A script answered with an
 * error status is not counted; the page itself answering one is an error.
 */
export async function scriptsLoaded(browser, url, { quietMs = 500, timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const scripts = [];
    const inFlight = new Set();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    });
    page.on('requestfinished', async (request) => {
      // The response is known once the request has finished; a script counts only when it arrived.
      const response = isScript(request) ? await request.response().catch(() => null) : null;
      if (response?.ok() && !scripts.includes(request.url())) scripts.push(request.url());
      inFlight.delete(request);
      lastActivity = Date.now();
    });

    const deadline = Date.now() + timeoutMs;
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? 'no response'}`);
    await page.waitForFunction(heldScriptsStarted, [DEFERRED_PRELOADS_ID, DEFERRED_MODULE_TYPE], {
      timeout: Math.max(1, deadline - Date.now()),
    });
    // The loader's requests may reach this process after the page has said they started: the quiet
    // time counts from here, whenever the page's last request before it ended.
    lastActivity = Date.now();
    for (;;) {
      if (Date.now() > deadline) {
        const pending = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`the network was not quiet within ${timeoutMs} ms${pending ? ` (still loading: ${pending})` : ''}`);
      }
      const quietFor = Date.now() - lastActivity;
      if (inFlight.size > 0 || quietFor < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, inFlight.size > 0 ? 50 : quietMs - quietFor));
        continue;
      }
      const before = lastActivity;
      await page.evaluate(idle, IDLE_TIMEOUT_MS);
      if (lastActivity === before && inFlight.size === 0) break;
    }
    return [...scripts];
  } finally {
    await context.close();
  }
}
