import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.server';
import { healthRoutes } from './health';

function fakeDatabase(ping: () => Promise<void>) {
  return { kind: 'postgres', ping } as unknown as Database;
}

async function readyz(database: Database) {
  const app = Fastify({ logger: false });
  await app.register(healthRoutes, { database });
  try {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    return { status: response.statusCode, body: response.json() };
  } finally {
    await app.close();
  }
}

describe('/readyz', () => {
  it('answers 200 while the database answers and 503 while it refuses', async () => {
    expect(await readyz(fakeDatabase(async () => {}))).toEqual({ status: 200, body: { status: 'ready', database: 'postgres' } });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect((await readyz(fakeDatabase(() => Promise.reject(refused)))).status).toBe(503);
  });

  it('answers 503 within a few seconds when the database hangs', async () => {
    const started = Date.now();
    const result = await readyz(fakeDatabase(() => new Promise<void>(() => {})));
    expect(result).toEqual({ status: 503, body: { status: 'unavailable', database: 'postgres' } });
    expect(Date.now() - started).toBeLessThan(5000);
  }, 10_000);
});
