import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/errors';
import { isApiRequest } from '../http/request-path';
import { redisWithFallbackStore } from './rate-limit-store';

export interface RateLimitOptions {
  max: number;
  timeWindow: number;
  redisUrl?: string;
  /** Begins every counter's key: the deployment's prefix (server/redis-prefix.ts). */
  redisPrefix?: string;
}

/**
 * Per-IP limit on the API. Redis keeps the counters when REDIS_URL is set, so several processes
 * share them; otherwise, and whenever Redis does not answer, each process counts in memory: a
 * limit never fails open. Routes tighten it with `config.rateLimit` (login codes, leads).
 */
export const rateLimitPlugin = fp(async function rateLimitRegistration(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : undefined;
  let store: FastifyRateLimitStoreCtor | undefined;
  if (redis) {
    let warned = false;
    const fallBack = (error: unknown) => {
      if (!warned) app.log.warn({ err: error }, 'rate limit: Redis unavailable, counting in this process until it answers');
      warned = true;
    };
    redis.on('error', fallBack);
    redis.on('ready', () => {
      if (warned) app.log.info('rate limit: Redis answers again, counters are shared');
      warned = false;
    });
    await redis.connect().catch(fallBack);
    store = redisWithFallbackStore(redis, fallBack, options.redisPrefix);
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindow,
    store,
    skipOnError: false,
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('TOO_MANY_REQUESTS', {
        message: `Слишком много запросов. Повторите через ${seconds} с`,
        details: { retry_after: seconds },
      });
    },
  });
});
