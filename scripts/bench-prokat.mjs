// The prokat line for `npm run bench` (BENCH_ONLY=prokat runs only this part): the locker map page,
// a model's page and the markers call under load, and the booking race: many renters (each with a
// passport verified by staff and a card bound in the sandbox, as the booking asks) book the last free
// unit of a model in one locker at once; exactly one may win, the rest are told CELL_TAKEN with the
// lockers that have the model free.
import autocannon from 'autocannon';
import sharp from 'sharp';
import { signInMany } from './bench-booking.mjs';

const PASSPORT = {
  series: '45 12',
  number: '987654',
  issue_date: '2015-03-10',
  issuer_code: '770-001',
  issued_by: 'ОВД района Хамовники г. Москвы',
  birth_date: '1990-05-20',
  birth_place: 'г. Москва',
  registration_address: 'г. Москва, ул. Льва Толстого, д. 16, кв. 1',
};
const WEB = { 'client-type': 'WEB_CLIENT' };

async function call(base, method, path, { body, token, form } = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...WEB,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: response.status, body: await response.json().catch(() => null), ms: performance.now() - started };
}

function load({ url, headers, connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A set-up call that must succeed: a renter left half made would only measure the refusal of checks. */
async function must(base, method, path, options) {
  let answer = await call(base, method, path, options);
  // The identity uploads allow 30 a minute from one address: the set-up waits as a person would.
  while (answer.status === 429) {
    await new Promise((resolve) => setTimeout(resolve, ((answer.body?.retry_after ?? 10) + 1) * 1000));
    answer = await call(base, method, path, options);
  }
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** Sends a passport with its scans, has the staff token verify it and binds a card: a renter. */
async function makeRenter(base, token, staffToken, scan) {
  const passport = await must(base, 'PUT', '/api/cabinet/v2/profile/documents/passport', { body: PASSPORT, token });
  for (const kind of ['passport_main', 'selfie']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([scan], { type: 'image/jpeg' }), `${kind}.jpg`);
    await must(base, 'POST', '/api/cabinet/v2/profile/documents/files', { token, form });
  }
  await must(base, 'POST', `/api/admin/identity/documents/${passport.body.data.id}/verify`, { token: staffToken });
  const binding = await must(base, 'POST', '/api/cabinet/v2/payments/cards', { token });
  const payment = new URL(binding.body.data.confirmation_url).searchParams.get('payment');
  await must(base, 'POST', '/api/dev/payments/checkout', { body: { payment, outcome: 'succeeded', card_number: '4111 1111 1111 1111' } });
}

/** Lockers and a model lying in exactly one free unit in each: the last unit to race for. */
async function lastUnits(base, rounds) {
  const lockers = (await call(base, 'GET', '/api/cabinet/v2/rental/tariff/postomat/list')).body.data;
  const picks = [];
  for (const locker of lockers) {
    const tools = (await call(base, 'GET', `/api/cabinet/v3/rental/postomats/tools?id=${locker.id}`)).body.data;
    const counts = new Map();
    for (const tool of tools.categories.flatMap((c) => c.tools)) counts.set(tool.model_slug, (counts.get(tool.model_slug) ?? 0) + 1);
    const slug = [...counts].find(([, n]) => n === 1)?.[0];
    if (slug) picks.push({ locker, slug });
    if (picks.length === rounds) break;
  }
  return picks;
}

/** The calls' rows and the race's rows, Markdown. */
export async function benchProkat(base, { users = 50, rounds = 3, seconds = 10, connections = 50 } = {}) {
  const model = (await call(base, 'GET', '/api/cabinet/v3/rental/postomats/product?slug=makita-hr2470')).body.data;
  const targets = [
    { name: 'page `/prokat/` (guest, gzip)', path: '/prokat/', headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' } },
    {
      name: `model page \`/prokat/katalog/${model.category.slug}/${model.slug}/\` (guest, gzip)`,
      path: `/prokat/katalog/${model.category.slug}/${model.slug}/`,
      headers: { 'accept-encoding': 'gzip', cookie: 'showCookies=false' },
    },
    {
      name: '`GET /api/cabinet/v3/rental/postomats/markers` (Moscow bounds)',
      path: '/api/cabinet/v3/rental/postomats/markers?south=55.5&west=37.2&north=56&east=38',
      headers: { 'accept-encoding': 'gzip' },
    },
  ];
  const calls = [];
  for (const target of targets) {
    const url = `${base}${target.path}`;
    await load({ url, headers: target.headers, connections: 10, duration: 2 }); // warm-up
    const single = await load({ url, headers: target.headers, connections: 1, duration: Math.max(3, Math.round(seconds / 3)) });
    const loaded = await load({ url, headers: target.headers, connections, duration: seconds });
    calls.push(
      `| ${target.name} | ${single.latency.average.toFixed(2)} ms | ${Math.round(loaded.requests.average)} ` +
        `| ${loaded.latency.p50} ms | ${loaded.latency.p99} ms | ${loaded.errors + loaded.non2xx} |`,
    );
  }

  const [staffToken] = await signInMany(base, 1);
  const staffPhone = '79991000000';
  await call(base, 'POST', '/api/dev/staff/grant', { body: { phone: staffPhone, role: 'operator' } });
  const tokens = (await signInMany(base, users + 1)).slice(1);
  const scan = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8d6e5' } })
    .jpeg()
    .toBuffer();
  for (const token of tokens) await makeRenter(base, token, staffToken, scan);

  const picks = await lastUnits(base, rounds);
  const outcome = { won: 0, taken: 0, other: 0, otherCodes: new Map(), latencies: [], alternatives: true };
  const started = performance.now();
  for (const { locker, slug } of picks) {
    const results = await Promise.all(
      tokens.map((token) =>
        call(base, 'POST', '/api/cabinet/v3/rental/tools/booking', {
          token,
          body: { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'day', period_number: 1 },
        }),
      ),
    );
    for (const result of results) {
      outcome.latencies.push(result.ms);
      if (result.status === 201) outcome.won += 1;
      else if (result.status === 409 && result.body?.code === 'CELL_TAKEN') {
        outcome.taken += 1;
        outcome.alternatives &&= Array.isArray(result.body.alternatives);
      } else {
        outcome.other += 1;
        const code = `${result.status} ${result.body?.code ?? ''}`.trim();
        outcome.otherCodes.set(code, (outcome.otherCodes.get(code) ?? 0) + 1);
      }
    }
  }
  const ms = performance.now() - started;
  const sorted = outcome.latencies.sort((a, b) => a - b);
  const others = [...outcome.otherCodes].map(([code, n]) => `${n} × ${code}`).join(', ');
  const race = [
    `| ${users} renters book the last free unit of a model in one locker at once, ${picks.length} rounds ` +
      `| ${outcome.won} won, ${outcome.taken} × 409 CELL_TAKEN${outcome.alternatives ? ' (each with alternatives)' : ''}, ` +
      `${outcome.other} other${others ? ` (${others})` : ''} | ${(ms / Math.max(1, picks.length)).toFixed(0)} ms per round ` +
      `| ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 99).toFixed(0)} ms |`,
  ];
  return { calls, race };
}
