// `npm run bench`: autocannon against the built server on 127.0.0.1, bounded in time.
// Prints a Markdown table for docs/benchmarks.md. Options: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL (run on PostgreSQL instead of PGlite).
import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import { benchBooking } from './bench-booking.mjs';
import { serveBuilt } from './serve-built.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets = [
  { name: 'main page `/` (SSR, gzip)', path: '/', headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' } },
  { name: 'main page `/` (SSR, no compression)', path: '/', headers: { cookie: 'showCookies=false' } },
  { name: 'small page `/webview/test/` (SSR, gzip)', path: '/webview/test/', headers: { 'accept-encoding': 'gzip' } },
  { name: '`GET /api/cities/cabinet`', path: '/api/cities/cabinet', headers: { 'accept-encoding': 'gzip' } },
  {
    name: 'storages page `/storages/` (SSR, gzip)',
    path: '/storages/',
    headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
  },
  {
    name: '`GET /api/cabinet/v2/site/storages` (first page)',
    path: '/api/cabinet/v2/site/storages?offset=0&limit=10',
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

function run(url, headers, conns, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: conns, duration, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

if (!process.env.BENCH_SKIP_BUILD) execSync('npx react-router build', { stdio: 'ignore' });
const env = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
// The booking bench signs many users in; the per-IP login limits would refuse them.
const server = await serveBuilt({
  port: 3301,
  env: { ...env, LOGIN_CALLS_PER_IP_MINUTE: '100000', LOGIN_SENDS_PER_IP_HOUR: '100000', LOGIN_FAILURES_PER_IP_HOUR: '100000' },
});
const rows = [];
let bookingRows = [];
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
  for (const target of targets) {
    const url = `${server.base}${target.path}`;
    await run(url, target.headers, 10, 2); // warm-up
    const single = await run(url, target.headers, 1, Math.max(3, Math.round(seconds / 3)));
    const loaded = await run(url, target.headers, connections, seconds);
    const errors = loaded.errors + loaded.non2xx;
    rows.push(
      `| ${target.name} | ${single.latency.average.toFixed(2)} ms ` +
        `| ${Math.round(loaded.requests.average)} | ${loaded.latency.p50} ms | ${loaded.latency.p99} ms ` +
        `| ${errors} |`,
    );
  }
  bookingRows = await benchBooking(server.base, { users: connections, rounds: 10 });
} finally {
  await server.stop();
}

console.log(
  `\nDatabase: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; ${connections} ` +
    `connections, ${seconds} s per target.\n`,
);
console.log('| target | latency at 1 connection (avg) | req/s under load | p50 | p99 | errors |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);

console.log(
  '\nThe booking call `POST /api/cabinet/site/storages/booking` under contention (each booking also creates its sandbox payment):\n',
);
console.log('| scenario | outcome | time | p50 | p99 |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of bookingRows) console.log(row);
