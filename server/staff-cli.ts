// `npm run staff -- grant <phone> <role>` (also `revoke`, `list`): staff roles of the configured database.
import { openDatabase } from '../db/client.server';
import { loadEnv } from '../lib/env.server';
import { createServices } from './services.server';
import { runStaffCommand } from './staff-command';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const { code, lines } = await runStaffCommand(createServices(env, database).staff, process.argv.slice(2));
  process[code === 0 ? 'stdout' : 'stderr'].write(`${lines.join('\n')}\n`);
  process.exitCode = code;
} finally {
  await database.close();
}
