// Signed-in pages for `npm run bench` (BENCH_ONLY=signed-in runs only this part): every cabinet page
// of a user with realistic data and every staff-console page of a staff user, each against the
// yardstick, in interleaved rounds at BENCH_SIGNED_IN_CONNECTIONS (default 10) connections. The data
// are made as a person would make them, through the API and the sandbox: two storage orders (one
// paid, one awaiting payment), a paid clouds order with its pickup request, a saved address, a
// review approved in the console (bonus points), a support message, and the notifications these
// leave. The staff user holds every staff role.
//
// Each page is fetched once first: its status, its HTML size (uncompressed) and the number of
// database statements its render made (`x-db-queries`, sent by a server running as APP_ENV=test).
// Then every page is loaded once unmeasured, and the rounds begin.

/** Inside the Moscow delivery zone, as the seed's zones draw it. */
const ADDRESS = { address: 'г Москва, ул Тверская, д 7', latitude: 55.7613, longitude: 37.6081, floor: 3 };
const REVIEW =
  'Хранил вещи всю зиму: в боксе сухо и тепло, на входе охрана, к ячейке подъехать можно прямо на машине. ' +
  'Менеджер помог выбрать размер, продлил аренду без визита.';
const STAFF_ROLES = ['admin', 'operator', 'support', 'mover', 'storekeeper'];
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;
const moscowToday = () => new Date(Date.now() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

async function call(base, method, path, { body, token, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json.data;
}

/** Signs a phone in through the sandbox outbox, as the app does; returns its tokens. */
export async function signInPhone(base, phone, deviceId) {
  const device = { device_id: deviceId, device_type: 'IOS' };
  await call(base, 'POST', '/api/auth/phone/otp', { body: { phone, ...device } });
  const outbox = await call(base, 'GET', `/api/dev/outbox?to=${phone}`);
  const code = outbox.items.find((item) => item.code)?.code;
  return call(base, 'POST', '/api/auth/phone/login', { body: { phone, code, ...device } });
}

const cookieOf = (tokens) => `showCookies=false; mst_at=${tokens.access_token}; mst_rt=${tokens.refresh_token}`;

function paymentOf(confirmationUrl) {
  return new URL(confirmationUrl).searchParams.get('payment');
}

async function pay(base, booked) {
  const payment = paymentOf(booked.payment.confirmation_url);
  await call(base, 'POST', '/api/dev/payments/checkout', { body: { payment, outcome: 'succeeded' } });
}

/** Two free cells of the first warehouse. */
async function freeCells(base, needed) {
  const list = await call(base, 'GET', '/api/cabinet/v2/site/storages?offset=0&limit=5');
  const ids = [];
  for (const warehouse of list.items) {
    const slots = await call(base, 'GET', `/api/cabinet/v2/site/storages/slots?id=${warehouse.id}`);
    for (const cell of slots.items ?? slots) if (cell.is_free !== false) ids.push(cell.id);
    if (ids.length >= needed) break;
  }
  return ids.slice(0, needed);
}

/**
 * Makes the bench's signed-in user and staff user with their data; returns the pages to measure
 * (name, path, the cookie to send).
 */
export async function prepareSignedIn(base) {
  const staffPhone = '79990000009';
  const userPhone = '79990000008';
  await signInPhone(base, staffPhone, 'bench-staff-0009');
  for (const role of STAFF_ROLES) await call(base, 'POST', '/api/dev/staff/grant', { body: { phone: staffPhone, role } });
  const staff = await signInPhone(base, staffPhone, 'bench-staff-0009');
  const user = await signInPhone(base, userPhone, 'bench-user-0008');
  const token = user.access_token;

  const [paidCell, heldCell] = await freeCells(base, 2);
  const booking = (cellId, key) =>
    call(base, 'POST', '/api/cabinet/site/storages/booking', {
      token,
      headers: { 'idempotency-key': key },
      body: { slot_id: cellId, tariff_kind: 'monthly', period_code: 'month-1', start_date: moscowToday() },
    });
  const storage = await booking(paidCell, `bench-signed-in-${paidCell}`);
  await pay(base, storage);
  await booking(heldCell, `bench-signed-in-${heldCell}`);

  const address = await call(base, 'POST', '/api/cabinet/profile/address/create', { token, body: ADDRESS });
  const clouds = await call(base, 'GET', '/api/cabinet/site/clouds');
  const calendar = await call(base, 'GET', `/api/cabinet/v2/site/slots/months-and-days?id=${clouds.warehouse_id}`);
  const windows = calendar.months.flatMap((m) => m.days.flatMap((d) => d.windows.filter((w) => w.free)));
  const cloud = await call(base, 'POST', '/api/cabinet/v2/orders/clouds', {
    token,
    body: {
      warehouse_id: clouds.warehouse_id,
      volume: 1.5,
      period_code: 'cloud_1m',
      window_id: windows[windows.length - 1].id,
      address_id: address.id,
      contact_name: 'Бенч',
      contact_phone: userPhone,
    },
  });
  await pay(base, cloud);

  const groups = await call(base, 'GET', '/api/cabinet/v2/site/feedbackForm/warehouseGroups');
  const review = await call(base, 'POST', '/api/cabinet/v2/site/feedbackForm/sendReview', {
    token,
    body: { group_id: groups[0].id, rating: 5, text: REVIEW },
  });
  await call(base, 'POST', `/api/admin/reviews/${review.id}/approve`, { token: staff.access_token });
  await call(base, 'POST', '/api/cabinet/v2/chat/messages', { token, body: { text: 'Здравствуйте! Как продлить аренду ячейки?' } });
  const conversations = await call(base, 'GET', '/api/admin/support/conversations', { token: staff.access_token });
  const conversationId = (conversations.items ?? conversations)[0]?.id;

  const storageId = storage.order_id;
  const cloudId = cloud.order_id;
  const requestId = cloud.request_id;
  const cabinet = [
    '/cabinet/',
    '/cabinet/subscriptions/',
    '/cabinet/subscriptions/?line=clouds',
    `/cabinet/subscriptions/storages/${storageId}/`,
    `/cabinet/subscriptions/storages/${storageId}/cancel/`,
    `/cabinet/subscriptions/clouds/${cloudId}/`,
    `/cabinet/subscriptions/clouds/${cloudId}/return/`,
    '/cabinet/cloud/',
    '/cabinet/requests/',
    `/cabinet/requests/${requestId}/`,
    '/cabinet/payments/',
    `/cabinet/payments/receipts/${storage.payment.id}/`,
    '/cabinet/notifications/',
    '/cabinet/bonuses/',
    '/cabinet/bonuses/history/',
    '/cabinet/profile/',
    '/cabinet/profile/documents/',
    '/cabinet/profile/passport/',
    '/cabinet/profile/lodgers/',
    '/cabinet/addresses/',
    '/cabinet/companies/',
    '/cabinet/support/',
    '/cabinet/account/deactivation/',
  ];
  const console = [
    '/admin/',
    '/admin/support/',
    ...(conversationId ? [`/admin/support/${conversationId}/`] : []),
    '/admin/reviews/',
    '/admin/ratings/',
    '/admin/leads/',
    '/admin/notices/',
    '/admin/banners/',
    '/admin/invoices/',
    '/admin/documents/',
    '/admin/staff/',
    '/admin/audit/',
    '/admin/clouds/',
    '/admin/clouds/mover/',
    `/admin/clouds/mover/${requestId}/`,
    '/admin/clouds/storekeeper/',
    `/admin/clouds/storekeeper/${requestId}/`,
  ];
  // Asked as a browser asks (Chrome's header): every current browser accepts brotli, which the server picks.
  const page = (path, tokens, area) => ({ area, path, headers: { 'accept-encoding': BROWSER_ENCODINGS, cookie: cookieOf(tokens) } });
  return [...cabinet.map((path) => page(path, user, 'cabinet')), ...console.map((path) => page(path, staff, 'console'))];
}

/** Status, HTML size (uncompressed) and database statements of one render of the page. */
async function probe(base, target) {
  const response = await fetch(`${base}${target.path}`, { headers: { cookie: target.headers.cookie }, redirect: 'manual' });
  const html = await response.arrayBuffer();
  const queries = response.headers.get('x-db-queries');
  return { status: response.status, bytes: html.byteLength, queries: queries === null ? undefined : Number(queries) };
}

/**
 * The signed-in part: `rounds` rounds, each the yardstick then every page, loaded runs of
 * `seconds` at `connections`. `loadedRun(url, headers, pid, connections)` gives `{ result, cpuMs }`.
 * Returns Markdown lines.
 */
export async function benchSignedIn({ base, yardstick, appPid, loadedRun, warmUp, rounds, connections, target = 0.5 }) {
  const all = await prepareSignedIn(base);
  for (const page of all) Object.assign(page, await probe(base, page));
  // A page that answers anything but 200 (a redirect, a refusal) is listed, not loaded.
  const pages = all.filter((page) => page.status === 200);
  const skipped = all.filter((page) => page.status !== 200);
  const rates = new Map([[yardstick, []], ...pages.map((p) => [p, []])]);
  const cpu = new Map([[yardstick, []], ...pages.map((p) => [p, []])]);
  // One pass over every page before the rounds: the first pages measured otherwise ran while the
  // server and the database were still warming up (a page's first round up to 40 % below its second).
  for (const page of [yardstick, ...pages]) await warmUp(page.url ?? `${base}${page.path}`, page.headers);
  for (let round = 0; round < rounds; round += 1) {
    for (const page of [yardstick, ...pages]) {
      const url = page.url ?? `${base}${page.path}`;
      const pid = page.pid ?? appPid;
      await warmUp(url, page.headers);
      const { result, cpuMs } = await loadedRun(url, page.headers, pid, connections);
      rates.get(page).push(result.requests.average);
      cpu.get(page).push(cpuMs);
      if (result.non2xx + result.errors > 0) page.failed = (page.failed ?? 0) + result.non2xx + result.errors;
    }
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const fixed = (value, digits = 2) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
  const cpuOf = (page) => (cpu.get(page).every((c) => c !== undefined) ? median(cpu.get(page)) : undefined);
  const yardRate = median(rates.get(yardstick));
  const yardCpu = cpuOf(yardstick);
  const lines = [
    `| page | status | HTML KB | DB statements | req/s per round | median | share of the yardstick | CPU ms per request ` +
      `| share by CPU | ≥ ${target} |`,
    '| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    `| yardstick | 200 | | | ${rates.get(yardstick).map(Math.round).join(', ')} | ${Math.round(yardRate)} | 1.00 ` +
      `| ${fixed(yardCpu)} | 1.00 | |`,
  ];
  let met = 0;
  for (const page of pages) {
    const rate = median(rates.get(page));
    const share = rate / yardRate;
    const pageCpu = cpuOf(page);
    const cpuShare = pageCpu && yardCpu ? yardCpu / pageCpu : undefined;
    const ok = share >= target && (cpuShare === undefined || cpuShare >= target) && !page.failed;
    if (ok) met += 1;
    lines.push(
      `| \`${page.path}\` | ${page.status}${page.failed ? ` (${page.failed} failed)` : ''} | ${(page.bytes / 1024).toFixed(1)} ` +
        `| ${page.queries ?? '–'} | ${rates.get(page).map(Math.round).join(', ')} | ${Math.round(rate)} | ${share.toFixed(2)} ` +
        `| ${fixed(pageCpu)} | ${fixed(cpuShare)} | ${ok ? 'yes' : 'no'} |`,
    );
  }
  for (const page of skipped) lines.push(`| \`${page.path}\` | ${page.status} (not loaded) | | | | | | | | |`);
  lines.push('', `${met} of ${pages.length} signed-in pages at ${target} of the yardstick or more (by req/s and by CPU per request).`);
  return lines;
}
