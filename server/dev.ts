// `npm run dev`: the same Fastify app with Vite in middleware mode (hot reload, no build step).
import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import type * as DatabaseClient from '../db/client.server';
import type * as Seed from '../db/seed.server';
import type * as Env from '../lib/env.server';
import type * as App from './app';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
// The server's own modules load through Vite too, as the pages do: one copy of each module for both
// (an error class made by a page is the class the server checks), and the stylesheets that shared
// page modules import (the sitemap reads page data) load as they do in the build.
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openDatabase } = await load<typeof DatabaseClient>('/db/client.server.ts');
const { seedDatabase } = await load<typeof Seed>('/db/seed.server.ts');
const { loadEnv } = await load<typeof Env>('/lib/env.server.ts');
const { buildApp } = await load<typeof App>('/server/app.ts');

const env = loadEnv({ NODE_ENV: 'development', ...process.env });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
await database.migrate();
await seedDatabase(database.db, { demo: env.SEED_DEMO_DATA });

const app = await buildApp({
  env,
  database,
  ssr: {
    mode: 'development',
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  },
});
await app.register(middie);
app.use((req, res, next) => {
  const url = req.url ?? '/';
  // Vite serves its modules, sources and HMR client; everything else goes to the app.
  if (/^\/(@|node_modules\/|app\/|lib\/|domains\/|__vite|\.vite\/)/.test(url) || /\.(tsx?|css|svg|png|js)(\?|$)/.test(url)) {
    vite.middlewares(req, res, next);
  } else next();
});
app.addHook('onClose', async () => {
  await vite.close();
  await database.close();
});
await app.listen({ host: env.HOST, port: env.PORT });
