import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/errors';

export interface RateLimitOptions {
  max: number;
  timeWindow: number;
  redisUrl?: string;
}

/**
 * Per-IP limit on the API. Redis keeps the counters when REDIS_URL is set, so several
 * processes share them; otherwise each process counts in memory.
 * Routes tighten it with `config.rateLimit` (login codes, leads).
 */
export const rateLimitPlugin = fp(async function rateLimitRegistration(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : undefined;
  if (redis) {
    // Connect before serving so the first requests are counted. If Redis is down, requests are
    // let through (skipOnError) and the outage is logged: limits fail open rather than the site.
    await redis.connect().catch((error: unknown) => app.log.warn({ err: error }, 'rate limit: Redis unavailable, limits off'));
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindow,
    redis,
    nameSpace: 'mestechko-rl:',
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('TOO_MANY_REQUESTS', {
        message: `Слишком много запросов. Повторите через ${seconds} с`,
        details: { retry_after: seconds },
      });
    },
  });
});
