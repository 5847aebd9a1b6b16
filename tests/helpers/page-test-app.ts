import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import type { Clock } from '../../lib/clock';
import { loadEnv } from '../../lib/env.server';
import { buildApp } from '../../server/app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface PageTestApp {
  app: FastifyInstance;
  db: TestDatabase;
  /** The rendered HTML of a page (GET, following no redirects); fails on any status but 200. */
  page(url: string, headers?: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

/**
 * The Fastify app with its server-rendered pages, on a fresh database: the React Router build comes
 * from Vite in middleware mode (no build step, no port, no hot reload), as `npm run dev` serves it.
 */
export async function createPageTestApp(options: { clock?: Clock; demo?: boolean; guestPageCache?: boolean } = {}): Promise<PageTestApp> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const db = await createTestDatabase({ demo: options.demo });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: db.database,
    logger: false,
    clock: options.clock,
    ssr: {
      mode: 'development',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      guestPageCache: options.guestPageCache,
    },
  });
  await app.ready();
  return {
    app,
    db,
    async page(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
      return response.body;
    },
    async close() {
      await app.close();
      await vite.close();
      await db.dispose();
    },
  };
}
