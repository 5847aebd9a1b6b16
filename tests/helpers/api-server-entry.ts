// The server as production boots it (env, database, migrations, seed, signals), without the web
// pages: the process-level tests start it with `node --import tsx`.
import { register } from 'node:module';

register('./css-stub-hooks.mjs', import.meta.url);
const { startServer } = await import('../../server/boot.server');
await startServer({});
