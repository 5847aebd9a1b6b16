import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.server';

/** A database that neither answers nor refuses must not hold the readiness probe. */
const PING_TIMEOUT_MS = 3000;

function withinTimeout(ping: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process is alive (it stays so while the database is away). /readyz: it can serve,
 * i.e. the database answers; 503 while it does not, 200 again as soon as it does.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
  });
  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
    if (shuttingDown) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await withinTimeout(database.ping());
      return { status: 'ready', database: database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
