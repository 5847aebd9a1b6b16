// `npm run budget`: what the main page costs a visitor.
// 1. First-load JavaScript of `/`, gzipped (budget 150 KB).
// 2. A Lighthouse run (mobile preset) of `/` against the built server (budgets: performance ≥ 90,
//    accessibility, best practices and SEO ≥ 95). Reports land in artifacts/lighthouse/.
// Exits non-zero when a budget is missed.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumHelp, chromiumPath } from './chromium-path.mjs';
import { serveBuilt } from './serve-built.mjs';

const JS_BUDGET_KB = 150;
const SCORE_BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };

const chrome = chromiumPath();
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}
if (!process.env.BUDGET_SKIP_BUILD) execSync('npx react-router build', { stdio: 'ignore' });
const server = await serveBuilt({ port: 3302 });
let failed = false;
try {
  const html = await (await fetch(`${server.base}/`)).text();
  const scripts = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import[^"]*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? m[2]),
  );
  let raw = 0;
  let gzipped = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(`${server.base}${src}`)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  const jsKb = gzipped / 1024;
  console.log(
    `First-load JavaScript of /: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB ` +
      `raw, ${jsKb.toFixed(1)} KB gzipped (budget ${JS_BUDGET_KB} KB)`,
  );
  if (jsKb > JS_BUDGET_KB) failed = true;

  const launched = await chromeLauncher.launch({
    chromePath: chrome,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(`${server.base}/`, { port: launched.port, output: ['html', 'json'], logLevel: 'error' });
    mkdirSync('artifacts/lighthouse', { recursive: true });
    const [htmlReport, jsonReport] = result.report;
    writeFileSync('artifacts/lighthouse/main-page.html', htmlReport);
    writeFileSync('artifacts/lighthouse/main-page.json', jsonReport);
    const lhr = result.lhr;
    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${server.base}/`);
    for (const [id, min] of Object.entries(SCORE_BUDGETS)) {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(`  ${id}: ${score} (budget ${min})`);
      if (score < min) {
        failed = true;
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && lhr.categories[id].auditRefs.some((r) => r.id === audit.id && r.weight > 0)) {
            console.log(`    - ${audit.id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
    }
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    for (const id of metrics) console.log(`  ${id}: ${lhr.audits[id]?.displayValue}`);
  } finally {
    await launched.kill();
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
