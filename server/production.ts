// The entry of the production bundle: Vite builds this file together with the React Router server build.
import * as build from 'virtual:react-router/server-build';
import { startServer } from './boot.server';

await startServer({
  ssr: { build: async () => build as never, mode: 'production', clientDir: 'build/client' },
});
