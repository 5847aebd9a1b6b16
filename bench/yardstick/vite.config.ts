import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The yardstick's server bundle is its server entry with the React Router build inside, as the main app's is.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    // The build directory sits outside this folder (react-router.config.ts): clear it all the same.
    emptyOutDir: true,
    rollupOptions: isSsrBuild ? { input: fileURLToPath(new URL('./server.ts', import.meta.url)) } : undefined,
  },
  plugins: [reactRouter()],
}));
