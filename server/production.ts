// The entry of the production bundle: Vite builds this file together with the React Router server build.
// First of all: an older Node.js than the project brings is refused with what to do.
import '../scripts/require-runtime.mjs';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { startServer } from './boot.server';

// The client assets sit beside this bundle (`<build dir>/server/index.js` → `<build dir>/client`).
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

await startServer({
  ssr: { build: async () => build as never, mode: 'production', clientDir },
});
