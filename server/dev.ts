// `npm run dev`: the same Fastify app with Vite in middleware mode (hot reload, no build step).
import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { openDatabase } from '../db/client.server';
import { seedDatabase } from '../db/seed.server';
import { loadEnv } from '../lib/env.server';
import { buildApp } from './app';

const env = loadEnv({ NODE_ENV: 'development', ...process.env });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
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
