// The clouds line for `npm run bench`: the calculator's price call and the pickup calendar under
// load, and the window race: many signed-in people check out the same pickup window at once (a
// window has 3 crews: exactly 3 may win; the rest are told WINDOW_FULL with the nearest windows).
import autocannon from 'autocannon';
import { signInMany } from './bench-booking.mjs';

/** Inside the Moscow delivery zone, as the seed's zones draw it. */
const ADDRESS = { address: 'г Москва, ул Тверская, д 7', latitude: 55.7613, longitude: 37.6081, floor: 3 };

async function call(base, method, path, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null), ms: performance.now() - started };
}

function load({ url, method = 'GET', body, connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        connections,
        duration,
        pipelining: 1,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * The calls' rows (latency at 1 connection, req/s under load, p50, p99, errors) and the window
 * race's rows. Returns `{ calls, race }`, Markdown rows each.
 */
export async function benchClouds(base, { users = 50, rounds = 3, seconds = 10, connections = 50 } = {}) {
  const site = (await call(base, 'GET', '/api/cabinet/site/clouds')).body?.data;
  const warehouseId = site?.warehouse_id;
  if (!warehouseId) throw new Error('No cloud warehouse answers /api/cabinet/site/clouds: is the demo data seeded?');
  const targets = [
    {
      name: '`POST /api/cabinet/v2/site/calculate` (cloud: 2.5 m³, 6 months)',
      path: '/api/cabinet/v2/site/calculate',
      method: 'POST',
      body: { product_mark: 'CLOUD', warehouse_id: warehouseId, volume: 2.5, period_code: 'cloud_6m' },
    },
    {
      name: '`GET /api/cabinet/v2/site/slots/months-and-days` (60 days × 4 windows)',
      path: `/api/cabinet/v2/site/slots/months-and-days?id=${warehouseId}`,
    },
    {
      name: '`GET /api/cabinet/v2/site/slots/tariffs` (4 periods)',
      path: `/api/cabinet/v2/site/slots/tariffs?id=${warehouseId}&volume=2.5`,
    },
  ];
  const calls = [];
  for (const target of targets) {
    const url = `${base}${target.path}`;
    await load({ url, method: target.method, body: target.body, connections: 10, duration: 2 }); // warm-up
    const single = await load({
      url,
      method: target.method,
      body: target.body,
      connections: 1,
      duration: Math.max(3, Math.round(seconds / 3)),
    });
    const loaded = await load({ url, method: target.method, body: target.body, connections, duration: seconds });
    calls.push(
      `| ${target.name} | ${single.latency.average.toFixed(2)} ms | ${Math.round(loaded.requests.average)} ` +
        `| ${loaded.latency.p50} ms | ${loaded.latency.p99} ms | ${loaded.errors + loaded.non2xx} |`,
    );
  }

  // The race: every user has an address in the zone; each round all of them check out one window.
  const tokens = await signInMany(base, users);
  const addresses = [];
  for (const token of tokens) {
    const created = await call(base, 'POST', '/api/cabinet/profile/address/create', ADDRESS, { authorization: `Bearer ${token}` });
    addresses.push(created.body.data.id);
  }
  const calendar = (await call(base, 'GET', `/api/cabinet/v2/site/slots/months-and-days?id=${warehouseId}`)).body.data;
  const windows = calendar.months.flatMap((m) => m.days.flatMap((d) => d.windows.filter((w) => w.free)));
  const outcome = { won: 0, full: 0, other: 0, latencies: [], alternatives: true };
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const window = windows[round * 5];
    const results = await Promise.all(
      tokens.map((token, i) =>
        call(
          base,
          'POST',
          '/api/cabinet/v2/orders/clouds',
          {
            warehouse_id: warehouseId,
            volume: 1.5,
            period_code: 'cloud_1m',
            window_id: window.id,
            address_id: addresses[i],
            contact_name: 'Бенч',
            contact_phone: '79990000000',
          },
          { authorization: `Bearer ${token}` },
        ),
      ),
    );
    for (const result of results) {
      outcome.latencies.push(result.ms);
      if (result.status === 201) outcome.won += 1;
      else if (result.status === 409 && result.body?.code === 'WINDOW_FULL') {
        outcome.full += 1;
        outcome.alternatives &&= Array.isArray(result.body.alternatives) && result.body.alternatives.length > 0;
      } else outcome.other += 1;
    }
  }
  const ms = performance.now() - started;
  const sorted = outcome.latencies.sort((a, b) => a - b);
  const race = [
    `| ${users} users check out one pickup window (3 crews) at once, ${rounds} rounds ` +
      `| ${outcome.won} won, ${outcome.full} × 409 WINDOW_FULL${outcome.alternatives ? ' (each with alternatives)' : ''}, ` +
      `${outcome.other} other | ${(ms / rounds).toFixed(0)} ms per round ` +
      `| ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 99).toFixed(0)} ms |`,
  ];
  return { calls, race };
}
