// The entry of the production bundle: Vite builds this file together with the React Router server build.
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { startServer } from './boot.server';

// The client assets sit beside this bundle (`<build dir>/server/index.js` → `<build dir>/client`).
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

await startServer({
  ssr: { build: async () => build as never, mode: 'production', clientDir },
});
