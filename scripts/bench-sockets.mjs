// The realtime socket for `npm run bench`: memory a process spends per connected socket (1,000
// sockets on one built server), and the fan-out latency of a support message between two
// processes on one PostgreSQL and one Redis (a reply posted to one, heard on a socket of the
// other). The second part needs PostgreSQL and Redis: BENCH_SOCKETS_DATABASE_URL (default: a new
// database on postgres://postgres@127.0.0.1:5432, dropped afterwards) and BENCH_REDIS_URL (default
// redis://127.0.0.1:6379); without them it is skipped and says so.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { io } from 'socket.io-client';
import { signInMany } from './bench-booking.mjs';
import { serveBuilt } from './serve-built.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const USERS = 20;
const MESSAGES = Number(process.env.BENCH_FANOUT_MESSAGES ?? 300);
const WEB = { 'content-type': 'application/json', 'client-type': 'WEB_CLIENT' };
const LIMITS = {
  LOGIN_CALLS_PER_IP_MINUTE: '100000',
  LOGIN_SENDS_PER_IP_HOUR: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '100000',
  RATE_LIMIT_MAX: '100000000',
  SOCKET_HANDSHAKES_PER_IP_MINUTE: '100000000',
};

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function connectSocket(base, token) {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io/', transports: ['websocket'], reconnection: false, auth: { token, device_type: 'IOS' } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function memoryPerSocket(port, pidOf) {
  const server = await serveBuilt({ port, env: LIMITS });
  const pid = pidOf();
  const sockets = [];
  try {
    const tokens = await signInMany(server.base, USERS);
    await sleep(2000);
    const before = rssKb(pid);
    for (let i = 0; i < SOCKETS; i += 1) sockets.push(await connectSocket(server.base, tokens[i % USERS]));
    await sleep(3000);
    const after = rssKb(pid);
    return { sockets: sockets.length, beforeMb: before / 1024, afterMb: after / 1024, perSocketKb: (after - before) / sockets.length };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  }
}

async function reachable(check) {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

async function redisAnswers(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

async function post(base, path, body, headers) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...WEB, ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function fanOut(port) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let databaseUrl = process.env.BENCH_SOCKETS_DATABASE_URL;
  let dropDatabase = null;
  if (!databaseUrl) {
    const base = 'postgres://postgres@127.0.0.1:5432/test';
    const name = `bench_sockets_${Date.now()}`;
    const ok = await reachable(async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    });
    if (!ok) return { skipped: 'no PostgreSQL at 127.0.0.1:5432 (set BENCH_SOCKETS_DATABASE_URL)' };
    databaseUrl = base.replace(/\/test$/, `/${name}`);
    dropDatabase = async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  if (!(await reachable(() => redisAnswers(redisUrl)))) {
    await dropDatabase?.();
    return { skipped: `no Redis at ${redisUrl} (set BENCH_REDIS_URL)` };
  }
  const env = { ...LIMITS, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  const one = await serveBuilt({ port, env });
  const two = await serveBuilt({ port: port + 1, env });
  let listener;
  try {
    const [userToken, staffToken] = await signInMany(one.base, 2);
    // The second bench user answers as support staff (the sandbox's twin of `npm run staff -- grant`).
    await post(one.base, '/api/dev/staff/grant', { phone: '79991000001', role: 'support' }, {});
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    const first = await post(one.base, '/api/cabinet/v2/chat/messages', { text: 'Здравствуйте' }, auth(userToken));
    listener = await connectSocket(two.base, userToken);
    await sleep(500);
    const samples = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const text = `Ответ ${i}`;
      const heard = new Promise((resolve) => {
        const onMessage = (message) => {
          if (message.text !== text) return;
          listener.off('chat:message', onMessage);
          resolve(performance.now());
        };
        listener.on('chat:message', onMessage);
      });
      const sentAt = performance.now();
      const posted = await post(one.base, `/api/admin/support/conversations/${first.conversation_id}/messages`, { text }, auth(staffToken));
      const answeredAt = performance.now();
      const heardAt = await heard;
      samples.push({ total: heardAt - sentAt, afterAnswer: Math.max(0, heardAt - answeredAt), id: posted.id });
    }
    const totals = samples.map((s) => s.total).sort((a, b) => a - b);
    const afters = samples.map((s) => s.afterAnswer).sort((a, b) => a - b);
    return {
      messages: samples.length,
      p50: percentile(totals, 50),
      p99: percentile(totals, 99),
      afterP50: percentile(afters, 50),
      afterP99: percentile(afters, 99),
    };
  } finally {
    listener?.disconnect();
    await Promise.all([one.stop(), two.stop()]);
    await dropDatabase?.();
  }
}

/** Runs both parts; prints Markdown for docs/benchmarks.md. `pidOf` finds the built server's process. */
export async function benchSockets({ port, pidOf }) {
  const memory = await memoryPerSocket(port, pidOf);
  const fan = await fanOut(port + 2);
  console.log('\nRealtime socket (socket.io, WebSocket transport):\n');
  console.log('| measure | value |');
  console.log('| --- | --- |');
  console.log(`| server RSS with no sockets (PGlite, ${USERS} users signed in) | ${memory.beforeMb.toFixed(1)} MB |`);
  console.log(`| server RSS with ${memory.sockets} sockets connected | ${memory.afterMb.toFixed(1)} MB |`);
  console.log(`| memory per connected socket | ${memory.perSocketKb.toFixed(1)} KB |`);
  if ('skipped' in fan) {
    console.log(`| fan-out between two processes | skipped: ${fan.skipped} |`);
    return;
  }
  console.log(
    `| support reply posted to process A, heard on a socket of process B (PostgreSQL + Redis), ${fan.messages} messages: ` +
      `p50 / p99 from the POST | ${fan.p50.toFixed(1)} ms / ${fan.p99.toFixed(1)} ms |`,
  );
  const after = `${fan.afterP50.toFixed(1)} ms / ${fan.afterP99.toFixed(1)} ms`;
  console.log(`| the same, from the POST's answer to the socket event: p50 / p99 | ${after} |`);
}
