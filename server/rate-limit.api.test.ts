import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
});
afterAll(async () => {
  await t.close();
});

describe('rate limit', () => {
  it('answers 429 with a Russian message and the wait once an IP exceeds the limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/api/countries', remoteAddress: '10.0.0.7' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const body = last!.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/^Слишком много запросов. Повторите через \d+ с$/);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each IP separately and never limits health checks', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/countries', remoteAddress: '10.0.0.8' });
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const health = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.7' });
      expect(health.statusCode).toBe(200);
    }
  });
});

// Shared by the processes of one deployment, separate between deployments: tests/api/redis-deployments.test.ts.

describe('rate limit when Redis is down', () => {
  it('starts, serves and keeps every limit, counting in the process instead (fails closed, never open)', async () => {
    const down = await createTestApp({ RATE_LIMIT_MAX: '2', LOGIN_CALLS_PER_IP_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:6399' });
    try {
      const general = [];
      for (let i = 0; i < 4; i += 1)
        general.push((await down.app.inject({ method: 'GET', url: '/api/countries', remoteAddress: '10.1.1.1' })).statusCode);
      expect(general).toEqual([200, 200, 429, 429]);

      const login = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await down.app.inject({
          method: 'POST',
          url: '/api/auth/phone/otp',
          remoteAddress: '10.1.1.2',
          payload: { phone: `7999000000${i}`, device_id: `redis-down-dev-${i}` },
        });
        login.push(response.statusCode);
      }
      expect(login.slice(0, 2).every((s) => s !== 429)).toBe(true);
      expect(login.slice(2)).toEqual([429, 429]);
    } finally {
      await down.close();
    }
  });
});
