import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    // The server bundle is the Fastify entry with the React Router build inside it.
    rollupOptions: isSsrBuild ? { input: './server/production.ts' } : undefined,
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  plugins: [reactRouter()],
}));
