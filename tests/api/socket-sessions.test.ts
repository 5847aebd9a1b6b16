import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../lib/env.server';
import { buildApp } from '../../server/app';
import { cookieHeader, loginBySms } from '../helpers/auth-session';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { connect, eventsBefore, listening, nextEvent, socketTo } from '../kit/sockets';
import { staffMember } from '../kit/staff';
import { signedIn, WEB } from '../kit/users';

// A socket follows its session and its roles: logout, sign out everywhere, deactivation and a
// role change reach every socket of that session or user, in every process, within a second.
// Two app processes on one database (and one Redis when the run has it).
vi.setConfig({ testTimeout: 30_000 });

const redisUrl = process.env.TEST_REDIS_URL;
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
  RATE_LIMIT_MAX: '100000',
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
};
const CHAT = '/api/cabinet/v2/chat/messages';

let db: TestDatabase;
let one: FastifyInstance;
let two: FastifyInstance;
const urls: string[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const appOn = async () => {
    const app = await buildApp({ env: loadEnv(env), database: db.database, logger: false });
    await app.ready();
    return app;
  };
  one = await appOn();
  two = await appOn();
  urls.push(await listening(one), await listening(two));
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.dispose();
});

/** A connected socket on process `at` (0 or 1), in all its rooms. */
async function socketOn(at: 0 | 1, cookie: string): Promise<Socket> {
  const socket = socketTo(urls[at]!, { cookie });
  sockets.push(socket);
  const joined = nextEvent(socket, 'rooms:joined');
  await connect(socket);
  await joined;
  return socket;
}

/** Resolves with what the socket heard before the server closed it, or rejects after `ms`. */
function closedByServer(socket: Socket, ms = 1000): Promise<{ ended: unknown; reason: string }> {
  let ended: unknown = null;
  socket.on('session:ended', (payload: unknown) => (ended = payload));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket was still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ ended, reason });
    });
  });
}

/** A second login session of the same phone (another device). */
async function secondSession(phone: string) {
  const { cookies } = await loginBySms(one, phone, `other-${phone}`);
  return { cookie: cookieHeader(cookies), ...WEB };
}

describe('a socket ends with its session', () => {
  it("logout closes that session's sockets in both processes within a second, and no other session's", async () => {
    const user = await signedIn(one);
    const other = await secondSession(user.phone);
    const here = await socketOn(0, user.headers.cookie);
    const there = await socketOn(1, user.headers.cookie);
    const otherDevice = await socketOn(1, other.cookie);
    const closed = [closedByServer(here), closedByServer(there)];

    const logout = await one.inject({ method: 'GET', url: '/api/auth/logout', headers: user.headers });
    expect(logout.statusCode).toBe(200);
    for (const result of await Promise.all(closed)) {
      expect(result).toEqual({ ended: { reason: 'logout' }, reason: 'io server disconnect' });
    }

    // The other device still hears the user's news.
    const heard = nextEvent<{ title: string }>(otherDevice, 'notification');
    await one.services.notifications.notify(user.userId, { title: 'После выхода', text: 'Другое устройство', showType: 'SYSTEM' });
    expect((await heard).title).toBe('После выхода');
    expect(otherDevice.connected).toBe(true);
    // And the logged-out cookie cannot open a new one.
    const again = await connect(socketTo(urls[1]!, { cookie: user.headers.cookie })).catch((error: { data?: { code: string } }) => error);
    expect((again as { data: { code: string } }).data.code).toBe('UNAUTHORIZED');
  });

  it("sign out everywhere closes every socket of the user in both processes, and nobody else's", async () => {
    const user = await signedIn(one);
    const other = await secondSession(user.phone);
    const stranger = await signedIn(one);
    const mine = [await socketOn(0, user.headers.cookie), await socketOn(1, other.cookie)];
    const theirs = await socketOn(1, stranger.headers.cookie);
    const closed = mine.map((socket) => closedByServer(socket));

    await one.services.auth.sessions.revokeAllForUser(user.userId, 'password_reset');
    for (const result of await Promise.all(closed)) {
      expect(result).toEqual({ ended: { reason: 'password_reset' }, reason: 'io server disconnect' });
    }
    expect(theirs.connected).toBe(true);
  });

  it('deactivating the account closes every socket of it within a second', async () => {
    const user = await signedIn(one);
    const other = await secondSession(user.phone);
    const mine = [await socketOn(1, user.headers.cookie), await socketOn(0, other.cookie)];
    const closed = mine.map((socket) => closedByServer(socket));

    const response = await one.inject({
      method: 'DELETE',
      url: '/api/cabinet/v2/profile',
      headers: user.headers,
      payload: { confirm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const result of await Promise.all(closed)) {
      expect(result).toEqual({ ended: { reason: 'deactivated' }, reason: 'io server disconnect' });
    }
  });
});

describe('a socket follows its roles', () => {
  // The role changes in one process and the socket lives in the other; the chat is sent where the
  // socket is, so the test holds without Redis too (chat crosses processes only through Redis).
  it("a revoked support role leaves the staff room at once: no customer's chat reaches that socket any more", async () => {
    const customer = await signedIn(one);
    const former = await staffMember(one, 'support');
    const colleague = await staffMember(one, 'support');
    const formerSocket = await socketOn(1, former.headers.cookie);
    const colleagueSocket = await socketOn(1, colleague.headers.cookie);

    const before = nextEvent<{ text: string }>(formerSocket, 'chat:message');
    expect((await two.inject({ method: 'POST', url: CHAT, headers: customer.headers, payload: { text: 'Первое' } })).statusCode).toBe(200);
    expect((await before).text).toBe('Первое');

    const rejoined = nextEvent(formerSocket, 'rooms:joined', () => true, 1000);
    await one.services.staff.revoke(former.phone, 'support', { actorUserId: null });
    await rejoined;

    // Their own message, sent after the customer's, is the marker: the customer's would come before it.
    const formerHeard = eventsBefore<{ text: string }>(formerSocket, 'chat:message', (m) => m.text === 'Маяк');
    const colleagueHeard = nextEvent<{ text: string }>(colleagueSocket, 'chat:message', (m) => m.text === 'Второе');
    expect((await two.inject({ method: 'POST', url: CHAT, headers: customer.headers, payload: { text: 'Второе' } })).statusCode).toBe(200);
    expect((await two.inject({ method: 'POST', url: CHAT, headers: former.headers, payload: { text: 'Маяк' } })).statusCode).toBe(200);
    expect(await formerHeard).toEqual([]);
    expect((await colleagueHeard).text).toBe('Второе');
    // A role change re-evaluates the socket; it does not sign the person out.
    expect(formerSocket.connected).toBe(true);
  });

  it('a role granted while the socket is open joins its room at once', async () => {
    const customer = await signedIn(one);
    const newcomer = await signedIn(one);
    const socket = await socketOn(0, newcomer.headers.cookie);
    const rejoined = nextEvent(socket, 'rooms:joined', () => true, 1000);
    await two.services.staff.grant(newcomer.phone, 'support', { actorUserId: null });
    await rejoined;
    const heard = nextEvent<{ text: string }>(socket, 'chat:message');
    expect((await one.inject({ method: 'POST', url: CHAT, headers: customer.headers, payload: { text: 'Новому' } })).statusCode).toBe(200);
    expect((await heard).text).toBe('Новому');
  });
});
