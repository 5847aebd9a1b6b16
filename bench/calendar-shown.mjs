// How soon /clouds/ shows its pickup calendar, in a Chromium slowed as Lighthouse's mobile preset
// slows it (CPU 4×, 150 ms round trip, 1.6 Mbit/s down): the moment the calendar's days are in the
// page (a MutationObserver from the document's first byte), its first contentful paint, the load
// event, and the scripts and HTML it fetched until the network was idle after hydration, the phone
// left at the top of the page. The median of the runs.
//
//   node bench/calendar-shown.mjs http://127.0.0.1:3000 [more bases…]
//   CALENDAR_RUNS=7 CALENDAR_PATH=/webview/cloud/ node bench/calendar-shown.mjs …
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';

const RUNS = Number(process.env.CALENDAR_RUNS ?? 5);
const PATH = process.env.CALENDAR_PATH ?? '/clouds/';
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Runs in the page before its first byte: notes when the calendar's days appear. */
function watchCalendar() {
  const seen = () => document.querySelector('[data-testid^="calendar-day-"]') !== null;
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    window.__calendarShown = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function once(browser, base) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ru-RU' });
  await context.addCookies([
    { name: 'showCookies', value: 'false', url: base },
    { name: 'autolocation', value: 'false', url: base },
  ]);
  const page = await context.newPage();
  await page.addInitScript(watchCalendar);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${base}${PATH}`, { waitUntil: 'load' });
  // The page's scripts start after its load and first paint (decision 0015): idle after hydration.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => window.__calendarShown !== undefined, undefined, { timeout: 30_000 });
  const figures = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      calendar: window.__calendarShown,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      load: navigation.loadEventStart,
      htmlKb: navigation.transferSize / 1024,
      jsFiles: scripts.length,
      jsKb: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
    };
  });
  await context.close();
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const bases = process.argv.slice(2);
if (bases.length === 0) throw new Error('usage: node bench/calendar-shown.mjs <base URL> [more…]');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  // Bases take turns run by run, so a machine that gets busier weighs on each alike.
  for (const base of bases) await once(browser, base); // warm: the server's first render and its caches
  const runs = new Map(bases.map((base) => [base, []]));
  for (let i = 0; i < RUNS; i++) for (const base of bases) runs.get(base).push(await once(browser, base));
  for (const [base, list] of runs) {
    const pick = (key) => median(list.map((run) => run[key]));
    console.log(
      `${base}${PATH} (${RUNS} runs, median): calendar shown ${pick('calendar').toFixed(0)} ms, FCP ${pick('fcp').toFixed(0)} ms, ` +
        `load ${pick('load').toFixed(0)} ms; HTML ${pick('htmlKb').toFixed(1)} KB; ` +
        `JS until idle ${pick('jsKb').toFixed(1)} KB in ${pick('jsFiles')} files ` +
        `(calendar shown per run: ${list.map((run) => run.calendar.toFixed(0)).join(', ')} ms)`,
    );
  }
} finally {
  await browser.close();
}
