import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HOUR = 3600_000;

/** Hourly clean-up of expired login records, in every process (the deletes are idempotent). */
export const housekeepingPlugin = fp(async function housekeeping(app: FastifyInstance, options: { intervalMs?: number }) {
  const run = async () => {
    try {
      const purged = await app.services.auth.purgeExpired();
      app.log.debug({ purged }, 'expired login records purged');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
