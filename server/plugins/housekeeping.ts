import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../domains/jobs/service.server';

/**
 * The background work of the product as scheduled jobs on the job engine (decision 0018): one run
 * per tick across every process on the database. The engine stops after the HTTP drain (onClose
 * hooks run once the server has closed), before the database is closed.
 */
export const housekeepingPlugin = fp(async function housekeeping(app: FastifyInstance) {
  const { services } = app;
  const logged = (what: string, run: () => Promise<unknown>) => async () => {
    try {
      app.log.debug({ job: what, result: await run() }, 'job done');
    } catch (error) {
      app.log.warn({ err: error, job: what }, 'job failed');
      throw error;
    }
  };
  const scheduled: ScheduledJob[] = [
    {
      name: 'auth.purge-expired',
      cron: '7 * * * *',
      run: logged('auth.purge-expired', () => services.auth.purgeExpired()),
    },
    {
      // Auto renewal, then finishing rentals past their end and retrying refunds the provider refused.
      name: 'payments.renewals',
      cron: '*/5 * * * *',
      expireInSeconds: 1800,
      run: logged('payments.renewals', () => services.payments.runRenewals(services.clock.now())),
    },
    {
      name: 'orders.hold-expiring',
      cron: '* * * * *',
      run: logged('orders.hold-expiring', () => services.orders.warnExpiringHolds(services.clock.now())),
    },
    {
      // Deposits: holds renewed before the provider lets them lapse, and what a provider failure left undone.
      name: 'orders.deposits',
      cron: '* * * * *',
      run: logged('orders.deposits', () => services.orders.retryDeposits(services.clock.now())),
    },
    {
      // Tools out of their lockers: a reminder before the end, a notice at it, fines for every period late.
      name: 'prokat.lateness',
      cron: '* * * * *',
      run: logged('prokat.lateness', () => services.prokatLateness.run(services.clock.now())),
    },
    {
      // Waitlist offers run out and pass to the next person; tools freed anywhere are kept for the first one waiting.
      name: 'prokat.waitlist',
      cron: '* * * * *',
      run: logged('prokat.waitlist', () => services.prokatWaitlist.run(services.clock.now())),
    },
    {
      // Fines due (a late return, a damage staff confirmed) are charged to the saved card, once each.
      name: 'orders.fines',
      cron: '* * * * *',
      run: logged('orders.fines', () => services.orders.fines.chargeDue(services.clock.now())),
    },
    {
      // Points past their expiry go, and owners hear a week ahead (decision 0025); 04:20 Moscow time.
      name: 'bonuses.expiry',
      cron: '20 4 * * *',
      run: logged('bonuses.expiry', () => services.bonuses.runExpiry(services.clock.now())),
    },
    {
      // The clouds' pickup windows for the days ahead (and unpaid requests' seats whose hold ended); 00:10 Moscow time.
      name: 'clouds.windows',
      cron: '10 0 * * *',
      run: logged('clouds.windows', () => services.clouds.booking.dailyWindows(services.clock.now())),
    },
    {
      // Unpaid pickups and returns past their hold give their window's seat back.
      name: 'clouds.expired-holds',
      cron: '* * * * *',
      run: logged('clouds.expired-holds', () => services.clouds.booking.freeExpiredHolds(services.clock.now())),
    },
    {
      // Volume surcharges of accepted acts that never reached the provider are charged again.
      name: 'clouds.act-settlements',
      cron: '*/10 * * * *',
      run: logged('clouds.act-settlements', () => services.clouds.cabinet.acts.retryUnsettled(services.clock.now())),
    },
    {
      name: 'notifications.deliveries',
      cron: '* * * * *',
      run: logged('notifications.deliveries', () => services.deliveries.run(services.clock.now())),
    },
    {
      // Closing acts of company-paid orders for the month that ended (and any month missed before).
      name: 'payments.closing-acts',
      cron: '30 3 1 * *',
      expireInSeconds: 1800,
      run: logged('payments.closing-acts', () => services.payments.acts.run(services.clock.now())),
    },
  ];
  await services.jobs.start({ scheduled });
  app.addHook('onClose', async () => services.jobs.stop(services.env.SHUTDOWN_TIMEOUT_MS));
});
