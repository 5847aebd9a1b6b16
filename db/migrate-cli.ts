// `npm run db:migrate`: applies committed migrations to DATABASE_URL (or the embedded database).
import { loadEnv } from '../lib/env.server';
import { openDatabase } from './client.server';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
console.warn(`migrations applied (${database.kind})`);
