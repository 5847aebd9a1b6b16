import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const ROOT_ROUTE = path.resolve('app/root.tsx');
const CLIENT_ENTRY = path.resolve('app/entry.client.tsx');
/** The layout of every guest page: what it imports goes with the shell too. */
const GUEST_LAYOUT = path.resolve('app/routes/layouts/default.tsx');
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
 * app/root.tsx, the client entry or the guest pages' layout import, directly or not, with the small
 * shared helpers (isSmallSharedHelper), and `vendor`, the packages the root and the client entry
 * import (React DOM, React, React Router). Together they compress better: about 5 KB less on every
 * page. The packages stay apart from the shell so that the client entry imports no app code and the
 * CSS keeps its order (global.css, the root's own stylesheet, first; then the shell's modules), and
 * so that a deploy that changes only the app leaves the cached packages alone. The root route stays
 * its own chunk; what anything loads with import() is left to Rollup.
 */
function shellChunks(): Rollup.GetManualChunk {
  let fromRoot: Set<string> | undefined;
  let fromEntry: Set<string> | undefined;
  let fromGuestLayout: Set<string> | undefined;
  const helperVerdicts = new Map<string, boolean>();
  let moduleInfo: Rollup.GetModuleInfo = () => null;
  return (id, { getModuleInfo }) => {
    moduleInfo = getModuleInfo;
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
    fromGuestLayout ??= reachable(GUEST_LAYOUT);
    // Packages, and the CommonJS wrappers (`\0…`) the bundler makes for React's.
    const isPackage = id.includes('/node_modules/') || id.startsWith('\0');
    if (isPackage) return fromRoot.has(id) || fromEntry.has(id) ? 'vendor' : undefined;
    if (id === FORM_FIELD_STYLES) return 'shell';
    if (id === ROOT_ROUTE) return undefined;
    if (inShellGraph(id)) {
      return id.endsWith('.css') && !id.endsWith('.module.css') ? undefined : 'shell';
    }
    return isShellHelper(id) ? 'shell' : undefined;
  };

  function inShellGraph(id: string): boolean {
    return Boolean(fromRoot?.has(id) || fromEntry?.has(id) || fromGuestLayout?.has(id));
  }

  /**
   * A small shared helper whose own imports are in the shell already or are such helpers: Rollup puts
   * a module's dependencies that no other chunk claims into the chunk it goes to, so a helper that
   * imported zod or luxon would bring them to every page.
   */
  function isShellHelper(id: string, seen = new Set<string>()): boolean {
    const known = helperVerdicts.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return true;
    seen.add(id);
    const info = moduleInfo(id);
    const verdict =
      isSmallSharedHelper(id, info) && (info?.importedIds ?? []).every((dep) => inShellGraph(dep) || isShellHelper(dep, seen));
    helperVerdicts.set(id, verdict);
    return verdict;
  }
}

/** Below this size (its built code, before minifying) a helper shared by several modules goes with the shell. */
const SMALL_HELPER_BYTES = 3_000;
/** Where such helpers live: formatting and site helpers, and the shell's own. */
const SHARED_HELPER_DIRS = ['lib/', 'app/shell/'].map((dir) => path.resolve(dir) + '/');

/**
 * A small script module of the app that several modules import (a formatter, a cookie helper): Rollup
 * would make it a file of its own, shared by the pages that use it, of 0.1–0.5 KB gzipped, one request
 * each. Every page loads the shell anyway, and such a helper costs it less than its own request.
 * Components, stylesheets and what the app loads with import() stay where Rollup puts them.
 */
function isSmallSharedHelper(id: string, info: Rollup.ModuleInfo | null): boolean {
  if (!info || id.includes('.css') || id.includes('.deferred.') || !/\.(ts|tsx)$/.test(id)) return false;
  if (!SHARED_HELPER_DIRS.some((dir) => id.startsWith(dir)) || id.endsWith('.tsx') || info.dynamicImporters.length > 0) return false;
  const importers = new Set([...info.importers, ...info.dynamicImporters]);
  return importers.size >= 2 && (info.code?.length ?? Number.POSITIVE_INFINITY) < SMALL_HELPER_BYTES;
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
    minify: isSsrBuild || process.env.PERF_NOMINIFY ? false : 'terser',
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 } },
    rollupOptions: isSsrBuild
      ? // The server bundle is the Fastify entry with the React Router build inside it.
        { input: './server/production.ts' }
      : { output: { manualChunks: shellChunks() } },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [deferredPartsCss()])],
}));
