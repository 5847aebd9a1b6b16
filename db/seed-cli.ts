// `npm run db:seed`: reference rows, and demo data into an empty database (idempotent).
import { loadEnv } from '../lib/env.server';
import { openDatabase } from './client.server';
import { seedDatabase } from './seed.server';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await seedDatabase(database.db, { demo: true });
await database.close();
console.warn(`seeded (${database.kind})`);
