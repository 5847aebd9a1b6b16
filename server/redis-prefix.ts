import { createHash } from 'node:crypto';

/**
 * What begins every Redis key and channel of this deployment (rate-limit counters, the socket.io
 * adapter's channels): REDIS_PREFIX, or one derived from the database it runs on. Processes of one
 * deployment share a database and so a prefix; a staging site and production on one Redis do not
 * (Redis database numbers do not separate pub/sub channels).
 */
export function redisPrefix(configured: string | undefined, databaseIdentity: string): string {
  if (configured) return configured.endsWith(':') ? configured : `${configured}:`;
  return `mst-${createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 16)}:`;
}
