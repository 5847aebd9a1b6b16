import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const ROOT_ROUTE = path.resolve('app/root.tsx');
const CLIENT_ENTRY = path.resolve('app/entry.client.tsx');
/**
 * The form fields' shared stylesheet (field, label, input). Forms all over the site override its
 * input rules in their own CSS modules with selectors of the same weight, which holds only while it
 * comes before theirs: it goes with the shell's stylesheets, first after global.css, as it did when
 * the root still imported the login dialog.
 */
const FORM_FIELD_STYLES = path.resolve('app/features/auth/login.module.css');

/**
 * Two chunks that every page loads whole, instead of the two dozen files of 0.2–1.5 KB Rollup made
 * of them (each gzipped on its own, each a request): `shell`, the app's own modules that
 * app/root.tsx imports, directly or not, and `vendor`, the packages the root and the client entry
 * import (React DOM, React, React Router). Together they compress better: about 5 KB less on every
 * page. The packages stay apart from the shell so that the client entry imports no app code and the
 * CSS keeps its order (global.css, the root's own stylesheet, first; then the shell's modules), and
 * so that a deploy that changes only the app leaves the cached packages alone. The root route stays
 * its own chunk; what anything loads with import() is left to Rollup.
 */
function shellChunks(): Rollup.GetManualChunk {
  let fromRoot: Set<string> | undefined;
  let fromEntry: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    const reachable = (start: string) => {
      const seen = new Set<string>();
      const queue = [start];
      while (queue.length > 0) {
        for (const imported of getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (!seen.has(imported)) {
            seen.add(imported);
            queue.push(imported);
          }
        }
      }
      return seen;
    };
    fromRoot ??= reachable(ROOT_ROUTE);
    fromEntry ??= reachable(CLIENT_ENTRY);
    // Packages, and the CommonJS wrappers (`\0…`) the bundler makes for React's.
    const isPackage = id.includes('/node_modules/') || id.startsWith('\0');
    if (isPackage) return fromRoot.has(id) || fromEntry.has(id) ? 'vendor' : undefined;
    if (id === FORM_FIELD_STYLES) return 'shell';
    if (!fromRoot.has(id) || id === ROOT_ROUTE) return undefined;
    return id.endsWith('.css') && !id.endsWith('.module.css') ? undefined : 'shell';
  };
}

/**
 * A `*.deferred.tsx` module is a part of a page that the server renders with the page and the
 * browser loads after it (app/shell/deferred.tsx). Its stylesheets have to style the server's HTML
 * from the first paint, so they are listed with the chunk that imports it (and so with the route's
 * stylesheets in React Router's manifest), not only loaded with its own chunk: the stylesheets of
 * that chunk, of the chunks it imports, and of the deferred parts it imports in turn.
 */
function deferredPartsCss(): Plugin {
  return {
    name: 'deferred-parts-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const isDeferred = (chunk: Rollup.OutputChunk) => chunk.moduleIds.some((id) => id.endsWith('.deferred.tsx'));
      const cssOf = (fileName: string, seen: Set<string>, withDeferred: boolean): string[] => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return [];
        seen.add(fileName);
        const deferred = withDeferred ? chunk.dynamicImports.filter((name) => chunks.get(name) && isDeferred(chunks.get(name)!)) : [];
        return [
          ...(chunk.viteMetadata?.importedCss ?? []),
          ...chunk.imports.flatMap((name) => cssOf(name, seen, withDeferred)),
          ...deferred.flatMap((name) => cssOf(name, seen, withDeferred)),
        ];
      };
      for (const chunk of chunks.values()) {
        const parts = chunk.dynamicImports.filter((name) => chunks.get(name) && isDeferred(chunks.get(name)!));
        if (parts.length === 0 || !chunk.viteMetadata) continue;
        const own = new Set(cssOf(chunk.fileName, new Set(), false));
        for (const css of parts.flatMap((name) => cssOf(name, new Set(), true))) {
          if (!own.has(css)) chunk.viteMetadata.importedCss.add(css);
        }
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    // The browser's code goes through terser: about 5 KB gzipped less on every page's first load than
    // esbuild's minifier (React DOM and React Router are most of it). The server bundle stays readable.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 } },
    rollupOptions: isSsrBuild
      ? // The server bundle is the Fastify entry with the React Router build inside it.
        { input: './server/production.ts' }
      : { output: { manualChunks: shellChunks() } },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [deferredPartsCss()])],
}));
