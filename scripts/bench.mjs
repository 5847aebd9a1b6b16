// `npm run bench`: autocannon against the built server on 127.0.0.1, bounded in time.
// Prints Markdown tables for docs/benchmarks.md. Options: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL (run on PostgreSQL instead of PGlite; the
// server migrates and seeds it, so give it a database of its own), BENCH_SKIP_BUILD=1, BUILD_DIR
// (as react-router.config.ts; the yardstick builds into $BUILD_DIR/yardstick), BENCH_PORT (default
// 3301; the yardstick takes the next port), BENCH_RATIO_ROUNDS (default 3), BENCH_PROFILE=<dir>
// (a CPU profile of each loaded run, summarised at the end; the figures of such a run are slowed by
// the profiler: measure without it). Last, the realtime socket (scripts/bench-sockets.mjs): memory
// per socket and the fan-out latency between two processes. BENCH_ONLY=clouds runs only the clouds
// line's part (scripts/bench-clouds.mjs: the calculator, the calendar and the window race);
// BENCH_ONLY=prokat the prokat line's (scripts/bench-prokat.mjs: the map and model pages, the markers
// call and the race for a locker's last free unit).
// The signed-in pages (scripts/bench-signed-in.mjs): every cabinet and console page against the
// yardstick at BENCH_SIGNED_IN_CONNECTIONS (default 10) connections, BENCH_RATIO_ROUNDS rounds;
// BENCH_ONLY=signed-in runs only that part.
//
// The yardstick (bench/yardstick/) is a plain React Router 7 page of 20 cards on the same versions,
// served by the framework's own Node adapter. The page budgets compare the smallest page and
// /storages/ with it: loaded runs of the three, interleaved, BENCH_RATIO_ROUNDS times; the medians.
// Both are guest pages kept by the guest page cache (decision 0017), measured as every guest gets
// them; a row of each rendered for every request (a new query each time) shows what a render costs.
// On Linux each loaded run also reads the server process's CPU time (/proc), so the CPU cost of a
// request is printed too: on a machine other work shares, it moves much less than req/s does.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { formatSummary, summarise } from '../bench/profile-summary.mjs';
import { benchBooking } from './bench-booking.mjs';
import { benchClouds } from './bench-clouds.mjs';
import { benchProkat } from './bench-prokat.mjs';
import { benchSignedIn } from './bench-signed-in.mjs';
import { benchSockets } from './bench-sockets.mjs';
import { serveBuilt } from './serve-built.mjs';
import { buildYardstick, serveYardstick } from './yardstick.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const buildDir = process.env.BUILD_DIR ?? 'build';
const port = Number(process.env.BENCH_PORT ?? 3301);
const ratioRounds = Math.max(1, Number(process.env.BENCH_RATIO_ROUNDS ?? 3));
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
const profilePreload = fileURLToPath(new URL('../bench/cpu-profile.mjs', import.meta.url));

/** The page budgets: the share of the yardstick's rate each page must reach. */
const BUDGETS = [
  { key: 'small', label: 'smallest page `/webview/test/`', min: 0.8 },
  { key: 'storages', label: 'storages page `/storages/`', min: 0.5 },
];

const yardstick = { key: 'yardstick', name: 'yardstick: plain React Router 7 page of 20 cards (bench/yardstick)', path: '/' };
const targets = [
  { name: 'main page `/` (SSR, gzip)', path: '/', headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' } },
  { name: 'main page `/` (SSR, no compression)', path: '/', headers: { cookie: 'showCookies=false' } },
  { key: 'small', name: 'small page `/webview/test/` (SSR, gzip)', path: '/webview/test/', headers: { 'accept-encoding': 'gzip' } },
  {
    name: 'small page `/webview/test/` rendered for every request (`?r=N`, never sent from the guest page cache)',
    path: '/webview/test/',
    vary: true,
    headers: { 'accept-encoding': 'gzip' },
  },
  { name: '`GET /api/cities/cabinet`', path: '/api/cities/cabinet', headers: { 'accept-encoding': 'gzip' } },
  {
    key: 'storages',
    name: 'storages page `/storages/` (SSR, gzip)',
    path: '/storages/',
    headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
  },
  {
    name: 'storages page `/storages/` rendered for every request (`?r=N`, never sent from the guest page cache)',
    path: '/storages/',
    vary: true,
    headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
  },
  {
    name: '`GET /api/cabinet/v2/site/storages` (first page)',
    path: '/api/cabinet/v2/site/storages?offset=0&limit=10',
    headers: { 'accept-encoding': 'gzip' },
  },
  { name: 'prokat page `/prokat/` (SSR, gzip)', path: '/prokat/', headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' } },
  {
    name: 'prokat page `/prokat/` rendered for every request (`?r=N`)',
    path: '/prokat/',
    vary: true,
    headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
  },
  {
    name: 'tool model page `/prokat/katalog/perforatory/makita-hr2470/` (SSR, gzip)',
    path: '/prokat/katalog/perforatory/makita-hr2470/',
    headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
  },
  {
    name: 'tool model page rendered for every request (`?r=N`)',
    path: '/prokat/katalog/perforatory/makita-hr2470/',
    vary: true,
    headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
  },
  {
    name: '`GET /api/cabinet/v3/rental/postomats/markers` (Moscow bounds)',
    path: '/api/cabinet/v3/rental/postomats/markers?south=55.5&west=37.2&north=56&east=38',
    headers: { 'accept-encoding': 'gzip' },
  },
];

/** Signs a bench user in through the sandbox (as the app does) and returns its access and refresh tokens. */
async function signIn(base) {
  const phone = '79990000001';
  const device = { device_id: 'bench-device-0001', device_type: 'IOS' };
  const post = (path, body) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  await post('/api/auth/phone/otp', { phone, ...device });
  const outbox = await fetch(`${base}/api/dev/outbox?to=${phone}`).then((r) => r.json());
  const code = outbox.data.items.find((item) => item.code)?.code;
  const login = await post('/api/auth/phone/login', { phone, code, ...device });
  return login.data;
}

/** A load of `url`; with `vary`, each request's address gets a query of its own (`?r=N`), so no page is sent from the guest page cache. */
function run(url, headers, conns, duration, vary = false) {
  let n = 0;
  const requests = vary ? [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?r=${++n}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: conns, duration, pipelining: 1, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The preload's environment for a server profiled into `dir` (bench/cpu-profile.mjs). */
function profileEnv(dir) {
  if (!profileDir) return {};
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return { NODE_OPTIONS: `--import ${profilePreload}`, BENCH_PROFILE_DIR: dir };
}

const profilesTaken = new Map();

/** Profiles `work` in the server whose preload writes into `dir`; the profile is saved as `<dir>/<name>.cpuprofile`. */
async function profiled(dir, name, work) {
  if (!profileDir) return work();
  const pid = Number(readFileSync(path.join(dir, 'server.pid'), 'utf8'));
  const before = profilesTaken.get(dir) ?? 0;
  profilesTaken.set(dir, before + 1);
  process.kill(pid, 'SIGWINCH');
  try {
    return await work();
  } finally {
    process.kill(pid, 'SIGWINCH');
    const file = path.join(dir, `${before + 1}.cpuprofile`);
    for (let i = 0; i < 100 && !existsSync(file); i += 1) await new Promise((r) => setTimeout(r, 100));
    renameSync(file, path.join(dir, `${name}.cpuprofile`));
  }
}

/** The yardstick's server (scripts/yardstick.mjs), profiled when asked. */
async function startYardstick(yardPort) {
  const dir = profileDir && path.join(profileDir, 'yardstick');
  const yard = await serveYardstick({ port: yardPort, env: dir ? profileEnv(dir) : {} });
  return { ...yard, dir };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ). */
const ticksPerSecond = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user and system, all threads) a process has used so far, in ms; undefined where /proc is missing. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The process id of this script's child started from `entry` (the app's or the yardstick's server), if /proc tells. */
function childPid(entry) {
  try {
    for (const dir of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const stat = readFileSync(`/proc/${dir}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      if (readFileSync(`/proc/${dir}/cmdline`, 'utf8').split('\0').includes(entry)) return Number(dir);
    }
  } catch {
    // no /proc: no CPU figures
  }
  return undefined;
}

/** A loaded run with the server's CPU time per request (ms), when it can be read. */
async function loadedRun(url, headers, pid, vary = false, conns = connections) {
  const before = cpuMsOf(pid);
  const result = await run(url, headers, conns, seconds, vary);
  const after = cpuMsOf(pid);
  const total = result.requests.total;
  return { result, cpuMs: before !== undefined && after !== undefined && total > 0 ? (after - before) / total : undefined };
}

const fixed = (value, digits = 2) => (value === undefined ? '–' : value.toFixed(digits));
const slug = (text) =>
  text
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

if (!process.env.BENCH_SKIP_BUILD) {
  // The main build empties the build directory: the yardstick goes in after it.
  execSync(`npx react-router build${profileDir ? ' --sourcemapServer' : ''}`, { stdio: 'ignore' });
  if (!['clouds', 'prokat'].includes(process.env.BENCH_ONLY ?? '')) {
    buildYardstick({ sourcemapServer: Boolean(profileDir) });
  }
}
const env = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
const onlyClouds = process.env.BENCH_ONLY === 'clouds';
const appProfileDir = profileDir && path.join(profileDir, 'app');
// The booking bench signs many users in; the per-IP login limits would refuse them.
const server = await serveBuilt({
  port,
  env: {
    ...env,
    LOGIN_CALLS_PER_IP_MINUTE: '100000',
    LOGIN_SENDS_PER_IP_HOUR: '100000',
    LOGIN_FAILURES_PER_IP_HOUR: '100000',
    ...(appProfileDir ? profileEnv(appProfileDir) : {}),
  },
});
const appPid = childPid(path.join(buildDir, 'server', 'index.js'));
if (onlyClouds) {
  try {
    await printClouds(await benchClouds(server.base, { users: connections, rounds: 3, seconds, connections }));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'prokat') {
  try {
    await printProkat(await benchProkat(server.base, { users: connections, rounds: 3, seconds, connections }));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
// The app server is stopped if the yardstick cannot start: an orphan would answer the next run's port.
const yard = await startYardstick(port + 1).catch(async (error) => {
  await server.stop();
  throw error;
});
const loadAtStart = loadavg()[0];
yardstick.url = `${yard.base}${yardstick.path}`;
yardstick.headers = { 'accept-encoding': 'gzip' };
yardstick.profileDir = yard.dir;
yardstick.pid = yard.pid;
const rows = [];
const rates = { yardstick: [], small: [], storages: [] };
const cpuCosts = { yardstick: [], small: [], storages: [] };
let bookingRows = [];
let cloudsRows = null;
let signedInLines = null;
const signedInConnections = Number(process.env.BENCH_SIGNED_IN_CONNECTIONS ?? 10);

/** The signed-in pages against the yardstick (scripts/bench-signed-in.mjs). */
function measureSignedIn() {
  return benchSignedIn({
    base: server.base,
    yardstick,
    appPid,
    rounds: ratioRounds,
    connections: signedInConnections,
    warmUp: (url, headers) => run(url, headers, signedInConnections, 2),
    loadedRun: (url, headers, pid, conns) => loadedRun(url, headers, pid, false, conns),
  });
}

function printSignedIn() {
  console.log(
    `\nSigned-in pages against the yardstick (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${signedInConnections} ` +
      `connections, ${seconds} s per run, ${ratioRounds} interleaved round${ratioRounds > 1 ? 's' : ''}, median):\n`,
  );
  for (const line of signedInLines) console.log(line);
}

if (process.env.BENCH_ONLY === 'signed-in') {
  try {
    signedInLines = await measureSignedIn();
  } finally {
    await Promise.all([server.stop(), yard.stop()]);
  }
  printSignedIn();
  process.exit(0);
}

/** The prokat line's tables. */
async function printProkat(prokat) {
  console.log(
    `\nThe prokat line (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s per call):\n`,
  );
  console.log('| call | latency at 1 connection (avg) | req/s under load | p50 | p99 | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of prokat.calls) console.log(row);
  console.log('\nThe booking race `POST /api/cabinet/v3/rental/tools/booking` (each booking also creates its sandbox payment):\n');
  console.log('| scenario | outcome | time | p50 | p99 |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of prokat.race) console.log(row);
}

/** The clouds line's tables. */
async function printClouds(clouds) {
  console.log(
    `\nThe clouds line (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s per call):\n`,
  );
  console.log('| call | latency at 1 connection (avg) | req/s under load | p50 | p99 | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of clouds.calls) console.log(row);
  console.log('\nThe window race `POST /api/cabinet/v2/orders/clouds` (each checkout also creates its sandbox payment):\n');
  console.log('| scenario | outcome | time | p50 | p99 |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of clouds.race) console.log(row);
}

/** Warm-up, 1 connection, then the loaded run (profiled when asked); pushes the table row. */
async function measure(target) {
  const url = target.url ?? `${server.base}${target.path}`;
  await run(url, target.headers, 10, 2, target.vary); // warm-up
  const single = await run(url, target.headers, 1, Math.max(3, Math.round(seconds / 3)), target.vary);
  const { result: loaded, cpuMs } = await profiled(target.profileDir ?? appProfileDir, slug(target.name), () =>
    loadedRun(url, target.headers, target.pid ?? appPid, target.vary),
  );
  const errors = loaded.errors + loaded.non2xx;
  if (target.key) {
    rates[target.key].push(loaded.requests.average);
    cpuCosts[target.key].push(cpuMs);
  }
  rows.push(
    `| ${target.name} | ${single.latency.average.toFixed(2)} ms ` +
      `| ${Math.round(loaded.requests.average)} | ${fixed(cpuMs)} ms | ${loaded.latency.p50} ms | ${loaded.latency.p99} ms ` +
      `| ${errors} |`,
  );
}

try {
  const tokens = await signIn(server.base);
  const first = await fetch(`${server.base}/api/cabinet/v2/site/storages?offset=0&limit=1`).then((r) => r.json());
  targets.push(
    {
      name: `warehouse page \`/storages/${first.data.items[0].slug}/\` (SSR, gzip)`,
      path: `/storages/${first.data.items[0].slug}/`,
      headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
    },
    {
      name: 'cabinet page `/cabinet/subscriptions/` (signed in by cookie, SSR, gzip)',
      path: '/cabinet/subscriptions/',
      headers: { 'accept-encoding': 'gzip', cookie: `showCookies=false; mst_at=${tokens.access_token}; mst_rt=${tokens.refresh_token}` },
    },
    {
      name: '`GET /api/cabinet/v2/profile/companies/list` (Bearer)',
      path: '/api/cabinet/v2/profile/companies/list',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    },
    {
      name: '`GET /api/cabinet/v2/orders/list-v2?kind=storage` (Bearer)',
      path: '/api/cabinet/v2/orders/list-v2?kind=storage&group=active',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    },
  );
  await measure(yardstick);
  for (const target of targets) await measure(target);
  // The budget rounds: the yardstick and the two pages one after the other, loaded runs only.
  const trio = [yardstick, ...targets.filter((t) => t.key)];
  for (let round = 1; round < ratioRounds; round += 1) {
    for (const target of trio) {
      const url = target.url ?? `${server.base}${target.path}`;
      await run(url, target.headers, 10, 2);
      const { result, cpuMs } = await loadedRun(url, target.headers, target.pid ?? appPid);
      rates[target.key].push(result.requests.average);
      cpuCosts[target.key].push(cpuMs);
    }
  }
  signedInLines = await measureSignedIn();
  bookingRows = await benchBooking(server.base, { users: connections, rounds: 10 });
  cloudsRows = await benchClouds(server.base, { users: connections, rounds: 3, seconds, connections });
} finally {
  await Promise.all([server.stop(), yard.stop()]);
}

console.log(
  `\nDatabase: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; ${connections} ` +
    `connections, ${seconds} s per target.\n`,
);
console.log('| target | latency at 1 connection (avg) | req/s under load | server CPU per request | p50 | p99 | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);

const yardRate = median(rates.yardstick);
console.log(
  `\nPage budgets against the yardstick (req/s under load, ${rates.yardstick.length} interleaved ` +
    `round${rates.yardstick.length > 1 ? 's' : ''}, median):\n`,
);
console.log(
  '| page | req/s per round | median | share of the yardstick | budget | met | CPU ms per request (median) | share by CPU | met by CPU |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const cpuOf = (key) => (cpuCosts[key].every((c) => c !== undefined) ? median(cpuCosts[key]) : undefined);
const yardCpu = cpuOf('yardstick');
console.log(
  `| ${yardstick.name} | ${rates.yardstick.map(Math.round).join(', ')} | ${Math.round(yardRate)} | 1.00 | | | ${fixed(yardCpu)} | 1.00 | |`,
);
let allMet = true;
let allMetByCpu = yardCpu !== undefined;
for (const budget of BUDGETS) {
  const rate = median(rates[budget.key]);
  const share = rate / yardRate;
  const cpu = cpuOf(budget.key);
  const cpuShare = cpu && yardCpu ? yardCpu / cpu : undefined;
  allMet &&= share >= budget.min;
  allMetByCpu &&= cpuShare !== undefined && cpuShare >= budget.min;
  console.log(
    `| ${budget.label} | ${rates[budget.key].map(Math.round).join(', ')} | ${Math.round(rate)} | ${share.toFixed(2)} ` +
      `| ≥ ${budget.min.toFixed(2)} | ${share >= budget.min ? 'yes' : 'no'} | ${fixed(cpu)} | ${fixed(cpuShare)} ` +
      `| ${cpuShare === undefined ? '–' : cpuShare >= budget.min ? 'yes' : 'no'} |`,
  );
}
const byCpu = yardCpu === undefined ? '' : ` and ${allMetByCpu ? 'met' : 'not met'} by CPU per request`;
console.log(`\nThe page budgets are ${allMet ? 'met' : 'not met'} by req/s${byCpu}.`);
const cores = cpus().length;
const loadAtEnd = loadavg()[0];
if (Math.max(loadAtStart, loadAtEnd) > cores) {
  console.log(
    `The machine was busy with other work (load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, ` +
      `${cores} cores): the req/s figures and their shares are not reliable; the CPU per request moves less.`,
  );
}

printSignedIn();

console.log(
  '\nThe booking call `POST /api/cabinet/site/storages/booking` under contention (each booking also creates its sandbox payment):\n',
);
console.log('| scenario | outcome | time | p50 | p99 |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of bookingRows) console.log(row);

if (cloudsRows) await printClouds(cloudsRows);

await benchSockets({ port: port + 10, pidOf: () => childPid(path.join(buildDir, 'server', 'index.js')) });

if (profileDir) {
  for (const dir of [yard.dir, appProfileDir]) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
      console.log(`\nCPU profile of the loaded run: ${path.relative(process.cwd(), path.join(dir, file))}\n`);
      console.log(formatSummary(summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))), 10));
    }
  }
}
