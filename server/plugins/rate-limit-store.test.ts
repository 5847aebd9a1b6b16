import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MemoryCounters, redisWithFallbackStore } from './rate-limit-store';

function fakeRedis(status: string, answer: (key: string) => Promise<[number, number]>) {
  const fake = { status, defineCommand: () => undefined, mestechkoRateIncr: answer };
  return fake as unknown as Redis;
}

const incr = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 2),
  );

const route = { routeInfo: { method: 'POST', url: '/api/auth/phone/otp' } } as never;

describe('rate limit store', () => {
  it("counts in Redis while it answers, keyed by the deployment's prefix and the route", async () => {
    const keys: string[] = [];
    const Store = redisWithFallbackStore(
      fakeRedis('ready', async (key) => (keys.push(key), [7, 1000])),
      () => {},
      'mst-abc:',
    );
    const result = await incr(new Store({} as never).child(route), '10.0.0.1');
    expect(result).toEqual({ current: 7, ttl: 1000 });
    expect(keys).toEqual(['mst-abc:rl:POST/api/auth/phone/otp-10.0.0.1']);
  });

  it('keeps counting in memory when Redis fails, and tells once per failure', async () => {
    const failures: Error[] = [];
    const Store = redisWithFallbackStore(
      fakeRedis('ready', () => Promise.reject(new Error('Connection is closed.'))),
      (error) => failures.push(error),
    );
    const store = new Store({} as never).child(route);
    const counts = [];
    for (let i = 0; i < 4; i += 1) counts.push((await incr(store, '10.0.0.1')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(failures).toHaveLength(4);
  });

  it('does not even try Redis while it is not connected', async () => {
    let calls = 0;
    const Store = redisWithFallbackStore(
      fakeRedis('reconnecting', async () => (calls++, [1, 1])),
      () => {},
    );
    const store = new Store({} as never).child(route);
    expect((await incr(store, 'a')).current).toBe(1);
    expect((await incr(store, 'a')).current).toBe(2);
    expect(calls).toBe(0);
  });
});

describe('memory counters', () => {
  it('start a new window once the old one ends', () => {
    const counters = new MemoryCounters();
    expect(counters.incr('k', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(counters.incr('k', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counters.incr('k', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('forget the oldest windows beyond their capacity', () => {
    const counters = new MemoryCounters(2);
    counters.incr('a', 1000, 0);
    counters.incr('a', 1000, 0);
    counters.incr('b', 1000, 0);
    counters.incr('c', 1000, 0);
    expect(counters.incr('a', 1000, 0).current).toBe(1);
  });
});
