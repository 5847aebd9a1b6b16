// The booking call under contention, for `npm run bench`: many signed-in users press "book" on
// the same cell at the same moment (exactly one may win), and on distinct cells at once.
const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;

function moscowToday() {
  return new Date(Date.now() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

async function post(base, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Signs `count` bench users in through the sandbox, as the app does; returns their access tokens. */
export async function signInMany(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const phone = `7999100${String(i).padStart(4, '0')}`;
    const device = { device_id: `bench-booker-${i}`, device_type: 'IOS' };
    await post(base, '/api/auth/phone/otp', { phone, ...device });
    const outbox = await fetch(`${base}/api/dev/outbox?to=${phone}`).then((r) => r.json());
    const code = outbox.data.items.find((item) => item.code)?.code;
    const login = await post(base, '/api/auth/phone/login', { phone, code, ...device });
    tokens.push(login.body.data.access_token);
  }
  return tokens;
}

/** Ids of free cells of the first warehouses, enough for the rounds. */
async function freeCells(base, needed) {
  const list = await fetch(`${base}/api/cabinet/v2/site/storages?offset=0&limit=50`).then((r) => r.json());
  const ids = [];
  for (const warehouse of list.data.items) {
    const slots = await fetch(`${base}/api/cabinet/v2/site/storages/slots?id=${warehouse.id}`).then((r) => r.json());
    const items = slots.data.items ?? slots.data;
    for (const cell of items) if (cell.free_now !== false) ids.push(cell.id);
    if (ids.length >= needed) break;
  }
  return ids.slice(0, needed);
}

function book(base, token, cellId, key) {
  const started = performance.now();
  return post(
    base,
    '/api/cabinet/site/storages/booking',
    { slot_id: cellId, tariff_kind: 'monthly', period_code: 'month-1', start_date: moscowToday() },
    { authorization: `Bearer ${token}`, 'idempotency-key': key },
  ).then((result) => ({ ...result, ms: performance.now() - started }));
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Round after round, every user books the same cell at once; then every user books a distinct
 * cell at once. Returns Markdown rows.
 */
export async function benchBooking(base, { users = 50, rounds = 10 } = {}) {
  const tokens = await signInMany(base, users);
  const cells = await freeCells(base, rounds + users);
  const contended = { latencies: [], wins: 0, conflicts: 0, other: 0 };
  const roundsStarted = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const cellId = cells[round];
    const results = await Promise.all(tokens.map((token, i) => book(base, token, cellId, `bench-${round}-${i}`)));
    for (const result of results) {
      contended.latencies.push(result.ms);
      if (result.status === 200 || result.status === 201) contended.wins += 1;
      else if (result.status === 409) contended.conflicts += 1;
      else contended.other += 1;
    }
  }
  const roundsMs = performance.now() - roundsStarted;
  const spreadStarted = performance.now();
  const spread = await Promise.all(tokens.map((token, i) => book(base, token, cells[rounds + i], `bench-spread-${i}`)));
  const spreadMs = performance.now() - spreadStarted;
  const sortedContended = contended.latencies.sort((a, b) => a - b);
  const sortedSpread = spread.map((r) => r.ms).sort((a, b) => a - b);
  const spreadWins = spread.filter((r) => r.status === 200 || r.status === 201).length;
  return [
    `| ${users} users book one cell at once, ${rounds} rounds | ${contended.wins} ` +
      `won, ${contended.conflicts} × 409, ${contended.other} other | ${(roundsMs / rounds).toFixed(0)} ` +
      `ms per round | ${percentile(sortedContended, 50).toFixed(0)} ms ` +
      `| ${percentile(sortedContended, 99).toFixed(0)} ms |`,
    `| ${users} users book ${users} different cells at once | ${spreadWins} ` +
      `won, ${users - spreadWins} not | ${spreadMs.toFixed(0)} ms in all ` +
      `| ${percentile(sortedSpread, 50).toFixed(0)} ms | ${percentile(sortedSpread, 99).toFixed(0)} ms ` +
      `|`,
  ];
}
