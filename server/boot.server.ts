import closeWithGrace from 'close-with-grace';
import type { ServerBuild } from 'react-router';
import { openDatabase } from '../db/client.server';
import { seedDatabase } from '../db/seed.server';
import { EnvError, loadEnv } from '../lib/env.server';
import { createLogger, startupFailureLogger } from '../lib/logger.server';
import { buildApp } from './app';
import { housekeepingPlugin } from './plugins/housekeeping';

export interface StartOptions {
  /** Without it only the API is served (the process-level tests). */
  ssr?: { build: () => Promise<ServerBuild>; mode: 'production' | 'development'; clientDir?: string };
}

/** Validates env, opens and migrates the database, seeds it, then listens until a signal. */
export async function startServer(options: StartOptions) {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      startupFailureLogger().fatal(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A dropped database connection is reported, never fatal: the pool reconnects on the next query.
  const startLog = createLogger(env.LOG_LEVEL);
  let reportConnectionError = (error: Error) => startLog.warn({ err: error }, 'database connection lost; the next query opens a new one');
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onConnectionError: (error) => reportConnectionError(error),
  });
  await database.migrate();
  await seedDatabase(database.db, { demo: env.SEED_DEMO_DATA });

  const app = await buildApp({ env, database, ssr: options.ssr });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost; the next query opens a new one');
  await app.register(housekeepingPlugin);
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`${database.kind} database; open ${env.PUBLIC_URL}`);
  return app;
}
