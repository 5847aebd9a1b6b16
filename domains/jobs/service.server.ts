import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db as IDatabase } from 'pg-boss';
import type { Database } from '../../db/client.server';
import type { Tx } from '../../db/tx';

/** A scheduled job: `cron` in Moscow time, one run per tick however many processes work it. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run: () => Promise<unknown>;
  /** Seconds a run may take before the engine counts its process as dead and runs it again. */
  expireInSeconds?: number;
}

/** A job sent on demand: data in, retried `retryLimit` times with the engine's backoff on a throw. */
export interface QueuedJob<T extends object> {
  name: string;
  run: (data: T) => Promise<unknown>;
  retryLimit?: number;
}

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** What a domain needs to ask for work later; it never sees the engine behind it. */
export interface JobQueue {
  /** Sends a job; with `tx` it exists only if that transaction commits. */
  send(name: string, data: object, options?: { tx?: Tx; startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
}

export interface JobEngine extends JobQueue {
  readonly running: boolean;
  /** Installs or upgrades pg-boss's schema, then works these jobs and keeps their schedules. */
  start(jobs?: { scheduled?: ScheduledJob[]; queued?: QueuedJob<never>[] }): Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`), then stops polling and closes the engine's connections. */
  stop(timeoutMs?: number): Promise<void>;
}

type WithClient = { $client?: unknown };

/**
 * pg-boss on the app's own database: PGlite through pg-boss's PGlite adapter (one connection, shared
 * with the app), PostgreSQL through a small pool of its own on the same connection string.
 */
function bossConnection(database: Database): ConstructorOptions {
  const client = (database.db as unknown as WithClient).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as Parameters<typeof fromPglite>[0]), backend: 'pglite' };
  const url = (client as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
  if (!url) throw new Error('The job engine needs the PostgreSQL connection string of the app pool');
  return { connectionString: url, max: 3, application_name: 'mestechko-jobs' };
}

function txDatabase(tx: Tx): IDatabase {
  return fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql as unknown as Parameters<typeof fromDrizzle>[1]);
}

export function createJobEngine(options: {
  database: Database;
  log: JobLog;
  /** How often idle workers ask for work. */
  pollingIntervalSeconds?: number;
  /** How often the engine looks for schedules due (tests shorten it). */
  cronCheckSeconds?: number;
}): JobEngine {
  const cron = options.cronCheckSeconds
    ? { cronWorkerIntervalSeconds: options.cronCheckSeconds, cronMonitorIntervalSeconds: options.cronCheckSeconds }
    : {};
  const boss = new PgBoss({ ...bossConnection(options.database), schema: 'pgboss', ...cron });
  boss.on('error', (error) => options.log.warn({ err: error }, 'job engine error'));
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  let running = false;

  async function start(jobs: { scheduled?: ScheduledJob[]; queued?: QueuedJob<never>[] } = {}) {
    await boss.start();
    for (const job of jobs.scheduled ?? []) {
      // singleton: a run still going (in any process) is not joined by the next tick.
      await boss.createQueue(job.name, { policy: 'singleton', expireInSeconds: job.expireInSeconds ?? 600, retryLimit: 2, retryDelay: 30 });
      await boss.work(job.name, polling, async () => {
        await job.run();
      });
      await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Moscow' });
    }
    for (const job of jobs.queued ?? []) {
      await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 5, retryBackoff: true, retryDelay: 30, expireInSeconds: 300 });
      await boss.work<object>(job.name, polling, async (jobs) => {
        for (const one of jobs) await (job.run as (data: object) => Promise<unknown>)(one.data);
      });
    }
    running = true;
  }

  return {
    get running() {
      return running;
    },
    start,
    async stop(timeoutMs = 10_000) {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.tx ? { db: txDatabase(sendOptions.tx) } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
  };
}
