// `npm test`: unit and API suites (API also on PostgreSQL when TEST_DATABASE_URL is set), then the
// production build, the page budgets of every guest page on that build (scripts/page-budgets.mjs)
// and the browser journeys in Chromium. Before anything runs, every test file in the tree must
// belong to a suite; after each suite, how many tests ran, passed and were skipped.
// With REQUIRE_SERVICES=1 (CI) a missing PostgreSQL or Redis is a failure, not a skipped test.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumHelp, chromiumPath } from './chromium-path.mjs';

const root = process.cwd();
const resultsDir = path.join(root, 'artifacts', 'test-results');
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|js|mjs)$/;
const NOT_SOURCE = new Set(['node_modules', 'build', 'artifacts', '.react-router', 'data', 'coverage', '.git']);

/** Runs one stage, prints its wall time and, under .ci/run, records it in CI_STAGE_TIMES for the budgets there. */
function timed(stage, work) {
  const start = performance.now();
  try {
    return work();
  } finally {
    const seconds = Math.round((performance.now() - start) / 1000);
    console.log(`\n⏱ stage ${stage}: ${seconds} s`);
    if (process.env.CI_STAGE_TIMES) appendFileSync(process.env.CI_STAGE_TIMES, `${stage} ${seconds}\n`);
  }
}

function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function capture(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: process.env });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

function testFilesOnDisk(dir = root, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFilesOnDisk(full, found);
    else if (TEST_FILE.test(entry.name)) found.push(path.relative(root, full));
  }
  return found;
}

/** Every test file on disk is picked up by a Vitest project or by Playwright, or the run fails. */
function checkEveryTestFileRuns() {
  const listFile = path.join(resultsDir, 'vitest-files.json');
  capture('npx', ['vitest', 'list', '--filesOnly', `--json=${listFile}`]);
  const picked = new Set(JSON.parse(readFileSync(listFile, 'utf8')).map((entry) => path.relative(root, entry.file)));
  const playwright = JSON.parse(capture('npx', ['playwright', 'test', '--list', '--reporter=json']));
  const e2eRoot = playwright.config.rootDir;
  const walk = (suite) => {
    if (suite.file) picked.add(path.relative(root, path.join(e2eRoot, suite.file)));
    (suite.suites ?? []).forEach(walk);
  };
  playwright.suites.forEach(walk);
  const orphans = testFilesOnDisk().filter((file) => !picked.has(file));
  if (orphans.length > 0) fail(`test files that no suite runs (fix the name or the suite's include):\n  ${orphans.join('\n  ')}`);
  console.log(`All ${picked.size} test files belong to a suite.`);
}

function vitestSuite(project, env = {}) {
  const output = path.join(resultsDir, `${project}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  const summary = { suite: project, status, files: 0, tests: 0, passed: 0, failed: 0, skipped: 0 };
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    summary.files = report.testResults.length;
    summary.tests = report.numTotalTests;
    summary.passed = report.numPassedTests;
    summary.failed = report.numFailedTests;
    summary.skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  return summary;
}

/**
 * The browser journeys, each project in a random order of its own (Playwright prints the seed;
 * `--shuffle <seed>` repeats it). One project after the other: a worker serves one project, and a
 * shuffled queue of both would restart a worker and its browser at every switch.
 */
function playwrightSuite() {
  const summary = { suite: 'e2e (Chromium)', status: 0, files: 0, tests: 0, passed: 0, failed: 0, skipped: 0 };
  const files = new Set();
  for (const project of ['phone', 'desktop']) {
    const output = path.join(resultsDir, `e2e-${project}.json`);
    const status = run('npx', ['playwright', 'test', `--project=${project}`, '--shuffle', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    });
    if (status !== 0) summary.status = status;
    if (!existsSync(output)) continue;
    const { stats, suites } = JSON.parse(readFileSync(output, 'utf8'));
    suites.forEach((suite) => files.add(suite.file));
    summary.passed += stats.expected + stats.flaky;
    summary.failed += stats.unexpected;
    summary.skipped += stats.skipped;
  }
  summary.files = files.size;
  summary.tests = summary.passed + summary.failed + summary.skipped;
  return summary;
}

/** `npm run budget:pages` on the build just made: each guest page of the sitemap is a test, passed when within its limits. */
function pageBudgetSuite() {
  const output = path.join(resultsDir, 'page-budgets.json');
  const status = run('node', ['scripts/page-budgets.mjs'], { BUDGET_SKIP_BUILD: '1', BUDGET_JSON: output });
  const summary = { suite: 'page budgets', status, files: 0, tests: 0, passed: 0, failed: 0, skipped: 0 };
  if (existsSync(output)) {
    const { pages } = JSON.parse(readFileSync(output, 'utf8'));
    summary.files = 1;
    summary.tests = pages.length;
    summary.failed = pages.filter((page) => page.over.length > 0).length;
    summary.passed = summary.tests - summary.failed;
  }
  return summary;
}

function printSummary(rows) {
  console.log('\nsuite            files  tests  passed  failed  skipped');
  for (const r of rows) {
    console.log(
      `${r.suite.padEnd(16)} ${String(r.files).padStart(5)}  ${String(r.tests).padStart(5)} ` +
        ` ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)} ` +
        ` ${String(r.skipped).padStart(7)}`,
    );
  }
}

if (!chromiumPath()) {
  console.error(chromiumHelp);
  process.exit(1);
}
const requireServices = process.env.REQUIRE_SERVICES === '1';
const postgres = process.env.TEST_DATABASE_URL;
if (requireServices && !postgres) fail('REQUIRE_SERVICES=1 but TEST_DATABASE_URL is not set: the PostgreSQL suite would not run.');
if (requireServices && !process.env.TEST_REDIS_URL)
  fail('REQUIRE_SERVICES=1 but TEST_REDIS_URL is not set: the shared rate-limit test would not run.');

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
timed('suite-check', checkEveryTestFileRuns);

const rows = [timed('unit', () => vitestSuite('unit')), timed('api', () => vitestSuite('api'))];
if (postgres) rows.push(timed('api-postgres', () => vitestSuite('api-postgres')));
if (rows.every((r) => r.status === 0)) {
  if (timed('build', () => run('npx', ['react-router', 'build'])) !== 0) fail('the production build failed');
  rows.push(timed('page-budgets', pageBudgetSuite));
  rows.push(timed('browser', playwrightSuite));
}
printSummary(rows);

if (!postgres) {
  console.warn(
    '\n! The API suite did not run on PostgreSQL: the race tests (parallel bookings, login limits, single-use tokens)\n' +
      '  and the dropped-connection tests were NOT tried, because the embedded database runs one transaction at a\n' +
      '  time and cannot lose a race. Run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
  );
}
if (!process.env.TEST_REDIS_URL) console.warn('! TEST_REDIS_URL is not set: the rate limit shared through Redis was not tried.');
const failed = rows.filter((r) => r.status !== 0);
if (failed.length > 0) fail(`failed: ${failed.map((r) => r.suite).join(', ')}`);
if (rows.some((r) => r.tests === 0)) fail('a suite ran no tests');
console.log('\n✓ all suites passed');
