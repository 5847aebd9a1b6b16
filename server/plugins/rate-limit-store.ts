import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };

const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** Fixed-window counters of this process, capped in size; the oldest windows go first. */
export class MemoryCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly capacity = 50_000) {}

  incr(key: string, timeWindow: number, now = Date.now()): Result {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
      if (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * Counters in Redis, shared by every process; while Redis does not answer, in this process's
 * memory instead. A limit never turns off because Redis is away: it only stops being shared.
 */
export function redisWithFallbackStore(redis: Redis, onFallback: (error: Error) => void, keyPrefix = '') {
  redis.defineCommand('mestechkoRateIncr', { numberOfKeys: 1, lua: INCR_SCRIPT });
  const memory = new MemoryCounters();
  const incrInRedis = (key: string, timeWindow: number) =>
    (redis as unknown as { mestechkoRateIncr(key: string, window: number): Promise<[number, number]> }).mestechkoRateIncr(key, timeWindow);

  function store(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        const fullKey = `${prefix}${key}`;
        const local = () => callback(null, memory.incr(fullKey, timeWindow));
        if (redis.status !== 'ready') return local();
        incrInRedis(fullKey, timeWindow).then(
          ([current, ttl]) => callback(null, { current, ttl }),
          (error: Error) => {
            onFallback(error);
            local();
          },
        );
      },
      child(routeOptions) {
        // The plugin passes the route as `routeInfo` (empty for `app.rateLimit()` handlers).
        const route = (routeOptions as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
        return store(`${prefix}${route.method ?? ''}${route.url ?? ''}-`);
      },
    };
  }

  return function FallbackStore(this: unknown) {
    return store(`${keyPrefix}rl:`);
  } as unknown as FastifyRateLimitStoreCtor;
}
