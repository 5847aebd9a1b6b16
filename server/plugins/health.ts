import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.server';

/** /healthz: the process is alive. /readyz: it can serve, i.e. the database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
  });
  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
    if (shuttingDown) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
