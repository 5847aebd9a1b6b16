// `npm run budget`: Lighthouse (mobile preset, simulated throttling) on every kind of guest page, with
// the CPU slowdown calibrated to the host. Builds the app and the yardstick (unless
// BUDGET_SKIP_BUILD=1; the build directory follows BUILD_DIR), starts both on a throwaway database,
// then:
// - gathers each run (a page load in a fresh browser), reads the benchmark index Lighthouse measured
//   on the host at the start of that run, and computes the run's metrics with the CPU slowdown that
//   makes a host of that index emulate what a host of index 1700 does at Lighthouse's default 4×
//   (tools/page-budgets/cpu-slowdown.js): the simulated throttling is applied when the metrics are
//   computed, not while the page loads, so each run is scaled by the speed the host had for it, and
//   a machine whose speed changes between runs (other work on it) does not skew the others.
//   BUDGET_CPU_MULTIPLIER=<n> sets one slowdown for every run instead;
// - takes one page of each route of /sitemap.xml (the first the sitemap lists), `/clouds/` and
//   `/webview/test/`, and the yardstick (bench/yardstick, a plain React Router 7 page of 20 cards);
// - runs Lighthouse BUDGET_RUNS times (default 2) on each, in rounds (every page once, then again),
//   a fresh browser per run. A page's figures are its worst run (lowest score, highest metric); its
//   blocking time and main-thread work are also given as a ratio to the yardstick's worst run.
// Prints a table and exits non-zero when a page misses a budget. The report of each page's worst
// run and a summary (benchmark indexes, multiplier, every run) land in artifacts/lighthouse/.
// Lighthouse is noisy: not part of `npm test`. BUDGET_PAGES=home,storages-warehouse,/clouds/ picks
// pages by name (the route's id, as the table prints it) or path; BUDGET_PORT the app's port
// (default 3302; the yardstick takes the next one).
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { REFERENCE, cpuMultiplier } from '../tools/page-budgets/cpu-slowdown.js';
import { onePerRoute, routeOf, sitemapPaths } from '../tools/page-budgets/page-budgets.js';
import { chromiumHelp, chromiumPath } from './chromium-path.mjs';
import { serveBuilt } from './serve-built.mjs';
import { buildYardstick, serveYardstick } from './yardstick.mjs';

/** The issue's budgets: scores (0–100) at least, metrics (ms, CLS unitless) at most. */
const SCORE_MIN = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRIC_MAX = {
  'first-contentful-paint': 1500,
  'largest-contentful-paint': 1500,
  'total-blocking-time': 150,
  'cumulative-layout-shift': 0.02,
};
/** Reported beside the budgets, as a ratio to the yardstick's: main-thread work (ms, scaled by the CPU slowdown). */
const MAIN_THREAD = 'mainthread-work-breakdown';
/** Pages every run covers besides one of each route of the sitemap. */
const EXTRA_PATHS = ['/clouds/', '/webview/test/'];
const RUNS = Math.max(1, Number(process.env.BUDGET_RUNS ?? 2));
const OUT = 'artifacts/lighthouse';
const FIXED_MULTIPLIER = process.env.BUDGET_CPU_MULTIPLIER ? Number(process.env.BUDGET_CPU_MULTIPLIER) : null;
if (FIXED_MULTIPLIER !== null && !(FIXED_MULTIPLIER > 0)) {
  console.error(`BUDGET_CPU_MULTIPLIER=${process.env.BUDGET_CPU_MULTIPLIER} is not a multiplier`);
  process.exit(1);
}
const port = Number(process.env.BUDGET_PORT ?? 3302);

const chrome = chromiumPath();
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}
if (!process.env.BUDGET_SKIP_BUILD) {
  console.log(`Building into ${process.env.BUILD_DIR ?? 'build'}/ …`);
  execSync('npx react-router build', { stdio: 'ignore' });
  buildYardstick();
}
const server = await serveBuilt({ port });
const yard = await serveYardstick({ port: port + 1 }).catch(async (error) => {
  await server.stop();
  throw error;
});

/** `routes/storages/warehouse` → `storages-warehouse`: a page's name in the table, the artifacts and BUDGET_PAGES. */
const nameOf = (route, pagePath) =>
  (route?.id ?? pagePath)
    .replace(/^routes\//, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

/** One page of each route of the sitemap, then the extra paths whose route is not among them yet. */
async function guestPages() {
  const sitemap = await fetch(`${server.base}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`/sitemap.xml: HTTP ${sitemap.status}`);
  const paths = [...new Set([...sitemapPaths(await sitemap.text()), ...EXTRA_PATHS])];
  const pages = [];
  for (const pagePath of paths) {
    const response = await fetch(`${server.base}${pagePath}`, { redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${pagePath}: HTTP ${response.status}`);
    pages.push({ path: pagePath, route: routeOf(await response.text()) });
  }
  return onePerRoute(pages).map((page) => ({
    name: nameOf(page.route, page.path),
    url: `${server.base}${page.path}`,
    path: page.path,
    pattern: page.route?.pattern ?? page.path,
  }));
}

const yardstick = {
  name: 'yardstick',
  url: `${yard.base}/`,
  path: '/',
  pattern: 'plain React Router 7 page (bench/yardstick)',
  reference: true,
};
const wanted = process.env.BUDGET_PAGES?.split(',').filter(Boolean);
const pages = (await guestPages()).filter((page) => !wanted || wanted.includes(page.name) || wanted.includes(page.path));
if (pages.length === 0) {
  await Promise.all([server.stop(), yard.stop()]);
  console.error(`BUDGET_PAGES=${process.env.BUDGET_PAGES} names no page`);
  process.exit(1);
}

/** One run's figures: scores 0–100, metrics in ms (CLS as is), the run's benchmark index and CPU slowdown. */
function figuresOf(lhr) {
  const figures = {};
  for (const id of Object.keys(SCORE_MIN)) figures[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  for (const id of [...Object.keys(METRIC_MAX), MAIN_THREAD]) figures[id] = lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  figures.benchmarkIndex = lhr.environment.benchmarkIndex;
  figures.cpuSlowdownMultiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  return figures;
}

/** Worst of several runs: the lowest score and the highest metric, each on its own. */
function worstOf(runs) {
  const worst = {};
  for (const id of Object.keys(SCORE_MIN)) worst[id] = Math.min(...runs.map((r) => r[id]));
  for (const id of [...Object.keys(METRIC_MAX), MAIN_THREAD]) worst[id] = Math.max(...runs.map((r) => r[id]));
  return worst;
}

/** Why a page missed: failing audits of the category that weigh in its score. */
function failingAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * One Lighthouse run in a fresh browser, so no run inherits another's cache, sockets or compiled
 * code: the page is gathered, then its metrics are computed with the CPU slowdown for the benchmark
 * index the run measured (or BUDGET_CPU_MULTIPLIER). A run whose trace Chromium failed to record
 * (NO_NAVSTART, NO_FCP: seen a few times in a hundred here) is run again, up to twice, and said so;
 * any other error stops the script.
 */
async function lighthouseRun(url, settings) {
  for (let attempt = 1; ; attempt += 1) {
    const launched = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: flags });
    let gathered;
    try {
      gathered = await navigationGather(undefined, url, { flags: { port: launched.port, logLevel: 'error', ...settings } });
    } finally {
      await launched.kill();
    }
    const { artifacts, runnerOptions } = gathered;
    // Simulated throttling slows the CPU only when the metrics are computed (Lantern), so the
    // run's own slowdown can be set between gathering and auditing, on both copies of the settings.
    const multiplier = FIXED_MULTIPLIER ?? cpuMultiplier(artifacts.BenchmarkIndex);
    runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = multiplier;
    if (artifacts.settings) artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    const result = await Runner.audit(artifacts, runnerOptions);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    const message = `${url}: ${error.code} ${error.message}`;
    if (attempt > 2 || !['NO_NAVSTART', 'NO_FCP'].includes(error.code)) throw new Error(message);
    console.log(`${message}: running again`);
  }
}

/** The machine's load: Lighthouse scales the CPU time it observes, so a busy machine inflates TBT and the paints. */
const load = () => `${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
const loadAtStart = load();
const results = new Map([yardstick, ...pages].map((page) => [page.name, { page, runs: [], worstRun: null }]));
let version = '';
try {
  mkdirSync(OUT, { recursive: true });
  for (let round = 1; round <= RUNS; round += 1) {
    for (const entry of results.values()) {
      const result = await lighthouseRun(entry.page.url, {
        output: ['html', 'json'],
      });
      version = result.lhr.lighthouseVersion;
      const figures = figuresOf(result.lhr);
      entry.runs.push(figures);
      console.log(
        `${entry.page.name} run ${round}/${RUNS}: performance ${figures.performance}, ` +
          `FCP ${Math.round(figures['first-contentful-paint'])} ms, LCP ${Math.round(figures['largest-contentful-paint'])} ms, ` +
          `TBT ${Math.round(figures['total-blocking-time'])} ms, main thread ${Math.round(figures[MAIN_THREAD])} ms, ` +
          `CLS ${figures['cumulative-layout-shift'].toFixed(3)}; index ${Math.round(figures.benchmarkIndex)}, ` +
          `slowdown ${figures.cpuSlowdownMultiplier}×`,
      );
      if (!entry.worstRun || figures.performance < entry.worstRun.figures.performance) entry.worstRun = { figures, result };
    }
  }
} finally {
  await Promise.all([server.stop(), yard.stop()]);
}

const rows = [];
for (const { page, runs, worstRun } of results.values()) {
  const [htmlReport, jsonReport] = worstRun.result.report;
  writeFileSync(`${OUT}/${page.name}.html`, htmlReport);
  writeFileSync(`${OUT}/${page.name}.json`, jsonReport);
  const worst = worstOf(runs);
  const lhr = worstRun.result.lhr;
  // A page that asks not to be indexed (`/webview/test/`, shown inside the mobile app) fails
  // Lighthouse's SEO by design: its SEO score is printed, not held to the budget.
  const noindex = lhr.audits['is-crawlable']?.score === 0;
  const missed = page.reference
    ? []
    : [
        ...Object.entries(SCORE_MIN).filter(([id, min]) => worst[id] < min && !(id === 'seo' && noindex)),
        ...Object.entries(METRIC_MAX).filter(([id, max]) => worst[id] > max),
      ].map(([id]) => id);
  const reasons = [...new Set(missed.flatMap((id) => (id in SCORE_MIN ? failingAudits(lhr, id) : failingAudits(lhr, 'performance'))))];
  rows.push({ page, runs, worst, missed, reasons, noindex });
}
const yardWorst = rows[0].worst;
/** A page's figure over the yardstick's; none when the yardstick's is 0. */
const ratio = (value, reference) => (reference > 0 ? value / reference : undefined);
for (const row of rows) {
  row.tbtRatio = ratio(row.worst['total-blocking-time'], yardWorst['total-blocking-time']);
  row.mainThreadRatio = ratio(row.worst[MAIN_THREAD], yardWorst[MAIN_THREAD]);
}
const failed = rows.some((row) => row.missed.length > 0);
const allRuns = rows.flatMap((row) => row.runs);
const range = (values, format) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const indexRange = range(
  allRuns.map((run) => run.benchmarkIndex),
  Math.round,
);
const multiplierRange = range(
  allRuns.map((run) => run.cpuSlowdownMultiplier),
  (value) => `${value}×`,
);
const multiplierFrom =
  FIXED_MULTIPLIER !== null
    ? 'BUDGET_CPU_MULTIPLIER'
    : `${REFERENCE.multiplier}× on a host of ${REFERENCE.benchmarkIndex}, from each run's own index`;

const summary = {
  lighthouse: version,
  date: new Date().toISOString(),
  load: { start: loadAtStart, end: load() },
  benchmarkIndex: indexRange,
  reference: REFERENCE,
  cpuSlowdownMultiplier: multiplierRange,
  multiplierFrom,
  budgets: { scoreMin: SCORE_MIN, metricMax: METRIC_MAX },
  pages: rows.map(({ page, runs, worst, missed, tbtRatio, mainThreadRatio, noindex }) => ({
    name: page.name,
    path: page.path,
    pattern: page.pattern,
    reference: page.reference ?? false,
    noindex,
    worst,
    tbtToYardstick: tbtRatio ?? null,
    mainThreadToYardstick: mainThreadRatio ?? null,
    missed,
    runs,
  })),
};
writeFileSync(`${OUT}/summary.json`, `${JSON.stringify(summary, null, 2)}\n`);

const ms = (value) => `${Math.round(value)}`;
const times = (value) => (value === undefined ? '–' : `${value.toFixed(1)}×`);
console.log(
  `\nLighthouse ${version} mobile, simulated throttling; the runs measured benchmark indexes ${indexRange}, so their ` +
    `CPU slowdowns were ${multiplierRange} (${multiplierFrom}); worst of ${RUNS} run(s) per page.`,
);
console.log(`Load average (1 min): ${loadAtStart} at the start, ${load()} at the end.`);
console.log(
  '| page | route | perf | FCP ms | LCP ms | TBT ms | TBT ÷ yardstick | main thread ms | ÷ yardstick | CLS | a11y | BP | SEO | verdict |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const { page, worst, missed, tbtRatio, mainThreadRatio, noindex } of rows) {
  const verdict = page.reference ? 'reference' : missed.length ? `missed: ${missed.join(', ')}` : 'ok';
  const [label, route] = page.reference ? [page.name, page.pattern] : [`\`${page.path}\``, `\`${page.pattern}\``];
  console.log(
    `| ${label} | ${route} | ${worst.performance} | ` +
      `${ms(worst['first-contentful-paint'])} | ${ms(worst['largest-contentful-paint'])} | ${ms(worst['total-blocking-time'])} | ` +
      `${times(tbtRatio)} | ${ms(worst[MAIN_THREAD])} | ${times(mainThreadRatio)} | ${worst['cumulative-layout-shift'].toFixed(3)} | ` +
      `${worst.accessibility} | ${worst['best-practices']} | ${worst.seo}${noindex ? ' (noindex)' : ''} | ${verdict} |`,
  );
}
console.log(
  `Budgets: performance ≥ ${SCORE_MIN.performance}, FCP ≤ ${METRIC_MAX['first-contentful-paint']} ms, ` +
    `LCP ≤ ${METRIC_MAX['largest-contentful-paint']} ms, TBT ≤ ${METRIC_MAX['total-blocking-time']} ms, ` +
    `CLS ≤ ${METRIC_MAX['cumulative-layout-shift']}, accessibility, best practices and SEO = 100 (SEO not held on a noindex page). ` +
    `Reports and summary.json: ${OUT}/.`,
);
for (const { page, reasons } of rows.filter((r) => r.reasons.length > 0)) {
  console.log(`\n${page.name} (worst run's report):`);
  for (const reason of reasons) console.log(`  - ${reason}`);
}
process.exit(failed ? 1 : 0);
