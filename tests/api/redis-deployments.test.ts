import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../lib/env.server';
import { buildApp } from '../../server/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { connect, listening, nextEvent, record, socketTo } from '../kit/sockets';
import { signedIn } from '../kit/users';

// Two deployments (a staging site and production, say) on one Redis: each on its own database,
// so each gets its own prefix for every Redis key and channel. Deployment A runs two processes,
// which must still share everything; B must hear nothing of A and count its own limits.
vi.setConfig({ testTimeout: 30_000 });

const redisUrl = process.env.TEST_REDIS_URL;
const base = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
};

const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];
let dbA: TestDatabase;
let dbB: TestDatabase;

async function appOn(database: TestDatabase, env: Record<string, string>) {
  const app = await buildApp({ env: loadEnv({ ...base, ...env }), database: database.database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  if (!redisUrl) return;
  [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const app of apps) await app.close();
  await dbA?.dispose();
  await dbB?.dispose();
});

// CI sets TEST_REDIS_URL (and REQUIRE_SERVICES); without Redis nothing is shared to begin with.
describe.runIf(Boolean(redisUrl))('two deployments on one Redis', () => {
  it("a chat message of user N on one deployment reaches N's other process there, never user N of the other", async () => {
    const a1 = await appOn(dbA, { RATE_LIMIT_MAX: '100000' });
    const a2 = await appOn(dbA, { RATE_LIMIT_MAX: '100000' });
    const b = await appOn(dbB, { RATE_LIMIT_MAX: '100000' });
    // The same user id on both databases, as two sites started from one template have.
    let userA = await signedIn(a1);
    let userB = await signedIn(b);
    for (let i = 0; i < 20 && userA.userId !== userB.userId; i += 1) {
      if (userA.userId < userB.userId) userA = await signedIn(a1);
      else userB = await signedIn(b);
    }
    expect(userA.userId).toBe(userB.userId);

    const onA2 = socketTo(await listening(a2), { cookie: userA.headers.cookie });
    const onB = socketTo(await listening(b), { cookie: userB.headers.cookie });
    sockets.push(onA2, onB);
    await Promise.all([connect(onA2), connect(onB)]);
    const leaked = record<{ text: string }>(onB, 'chat:message');

    const arrived = nextEvent<{ text: string }>(onA2, 'chat:message');
    const posted = await a1.inject({
      method: 'POST',
      url: '/api/cabinet/v2/chat/messages',
      headers: userA.headers,
      payload: { text: 'Только для A' },
    });
    expect(posted.statusCode).toBe(200);
    // It crossed Redis to A's other process; one publish reaches every subscriber of its channel at
    // once, so B, had it shared the channel, would have it now too (a little grace on top).
    expect((await arrived).text).toBe('Только для A');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaked).toEqual([]);
  });

  it('rate-limit counters are shared by the processes of a deployment and separate between deployments', async () => {
    const a1 = await appOn(dbA, { RATE_LIMIT_MAX: '2' });
    const a2 = await appOn(dbA, { RATE_LIMIT_MAX: '2' });
    const b = await appOn(dbB, { RATE_LIMIT_MAX: '2' });
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const get = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/countries', remoteAddress: address }).then((r) => r.statusCode);
    expect(await get(a1)).toBe(200);
    expect(await get(a2)).toBe(200);
    expect(await get(a1)).toBe(429);
    // The other deployment has counted nothing for this address.
    expect([await get(b), await get(b), await get(b)]).toEqual([200, 200, 429]);
  });
});
