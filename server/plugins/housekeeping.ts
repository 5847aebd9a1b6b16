import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HOUR = 3600_000;
const RENEWAL_INTERVAL = 5 * 60_000;

/** Hourly clean-up of expired login records, in every process (the deletes are idempotent). */
export const housekeepingPlugin = fp(async function housekeeping(
  app: FastifyInstance,
  options: { intervalMs?: number; renewalIntervalMs?: number },
) {
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

  // Auto renewal: every process may run it; one charge per order and period.
  const renew = async () => {
    try {
      const result = await app.services.payments.runRenewals(app.services.clock.now());
      if (result.charged + result.declined + result.failed > 0) app.log.info({ renewals: result }, 'auto renewal run');
    } catch (error) {
      app.log.warn({ err: error }, 'auto renewal failed');
    }
  };
  const renewalTimer = setInterval(() => void renew(), options.renewalIntervalMs ?? RENEWAL_INTERVAL);
  renewalTimer.unref();
  app.addHook('onClose', async () => clearInterval(renewalTimer));
});
