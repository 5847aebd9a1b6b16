import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Clock } from '../../lib/clock';
import type { ExtraKinds } from '../../server/services.server';
import { loadEnv } from '../../lib/env.server';
import { deploymentSettings, productionPublicUrl } from './deployment-settings';
import { openDatabase } from '../../db/client.server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** A test app booted as production gets what a real deployment sets (the public address, the company's details). */
function productionSettings(env: Record<string, string>): Record<string, string> {
  const deployment = env.APP_ENV ?? env.NODE_ENV;
  return deployment === 'production' ? { PUBLIC_URL: productionPublicUrl, ...deploymentSettings } : {};
}

/** The Fastify app on a fresh database, for `inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
  options: { clock?: Clock; extraKinds?: ExtraKinds } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...productionSettings(env), ...env }),
    database: db.database,
    logger: false,
    clock: options.clock,
    extraKinds: options.extraKinds,
  });
  if (extend) await extend(app);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/**
 * Another app process on the same PostgreSQL database as `first` (its own pool and services), for
 * proofs that work done by several processes at once is done once. PostgreSQL only.
 */
export async function createSecondProcess(
  first: TestApp,
  env: Record<string, string> = {},
  options: { clock?: Clock; extraKinds?: ExtraKinds } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!first.db.url) throw new Error('A second process needs the PostgreSQL test database');
  const database = await openDatabase({ url: first.db.url, poolSize: 10 });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...productionSettings(env), ...env }),
    database,
    logger: false,
    clock: options.clock,
    extraKinds: options.extraKinds,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
