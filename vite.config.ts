import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    // The browser's code goes through terser: about 5 KB gzipped less on every page's first load than
    // esbuild's minifier (React DOM and React Router are most of it). The server bundle stays readable.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 } },
    // The server bundle is the Fastify entry with the React Router build inside it.
    rollupOptions: isSsrBuild ? { input: './server/production.ts' } : undefined,
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  plugins: [reactRouter()],
}));
