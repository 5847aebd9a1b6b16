// The pure part of `npm run budget:pages` (scripts/page-budgets.mjs): what a served page's HTML
// makes the browser fetch (stylesheets, requests before first paint, scripts at high priority), the
// route it rendered, and the limits a page is held to. No network and no files here: the script
// passes the HTML (and browser-scripts.js measures the JavaScript in Chromium).

/** The limits a guest page is held to (KB = 1024 bytes, gzipped at level 9). */
export const LIMITS = {
  // JavaScript a guest's browser loads until the network is idle, deferred chunks included (every
  // script response, measured in Chromium): what a phone downloads, parses and runs. From issue 33.
  jsKb: 130,
  // The files that JavaScript comes in: each is a request and a module to evaluate. From issue 33.
  jsFiles: 15,
  // Render-blocking stylesheets: nothing is painted until all of them have arrived (7.6–11.6 KB when written).
  cssKb: 20,
  // The HTML document as served, inline route data and manifest included: the first response,
  // which everything else waits for. Guards against loader data growing into the page (7.4–16.0 KB when written).
  htmlKb: 30,
  // Requests the head starts before first paint (render-blocking stylesheets, classic and module
  // scripts, module preloads, preloads): each competes with the stylesheets for the connection.
  // Module preloads are most of them (one a chunk); pages made 44–59 when written, so this guards
  // against the chunks splitting further. Going much lower means merging chunks.
  requests: 60,
  // Scripts the head fetches at high priority (module preloads without `fetchpriority="low"`,
  // synchronous and module scripts with a src): they share the connection with the document's end
  // and the first photo, and a script that arrives before the first paint holds it back. None since
  // entry.server starts React Router's scripts after the page has loaded (shell/deferred-scripts.server.ts).
  urgentScripts: 0,
};

// How entry.server hands over React Router's scripts until the page has loaded (app/shell/deferred-scripts.ts):
// the module preloads as a JSON list, the bootstrap module as a data block; its loader starts both.
// Neither is a request before first paint; browser-scripts.js waits for the loader to have started them.
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
export const DEFERRED_PRELOADS_ID = 'deferred-module-preloads';

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of one start tag's inner text (`rel="stylesheet" href=…`), names lower-cased. */
export function attributesOf(text) {
  const attributes = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The URL without its fragment (React Router links some stylesheets as `….css#`). */
function withoutFragment(url) {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The page paths (`/storages/`) of a sitemap, in its order, whatever origin its `<loc>`s name. */
export function sitemapPaths(xml) {
  const paths = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    const url = new URL(decodeEntities(match[1]), 'http://sitemap.invalid');
    const path = `${url.pathname}${url.search}`;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/**
 * The route a served page rendered, from what React Router writes into it: the last of
 * `window.__reactRouterRouteModules` (the matched routes, root first) is its id, and the paths of the
 * matched routes in `window.__reactRouterManifest` make its pattern (`/storages/:slug/`). Null when
 * the page names no route. Pages of one pattern share their route module and so their scripts.
 */
export function routeOf(html) {
  const modules = html.match(/__reactRouterRouteModules\s*=\s*\{([^}]*)\}/);
  if (!modules) return null;
  const ids = [...modules[1].matchAll(/"([^"]+)"\s*:/g)].map((match) => match[1]);
  if (ids.length === 0) return null;
  const manifest = html.match(/__reactRouterManifest\s*=\s*(\{[\s\S]*?\});?\s*(?:window\.|<\/script)/);
  let routes = {};
  try {
    routes = manifest ? (JSON.parse(manifest[1]).routes ?? {}) : {};
  } catch {
    // an unreadable manifest leaves the pattern unknown; the id still groups the page
  }
  const segments = ids.map((id) => routes[id]?.path).filter((segment) => segment);
  const known = ids.every((id) => routes[id]);
  const pattern = known ? `/${segments.join('/')}${segments.length ? '/' : ''}`.replace(/\/{2,}/g, '/') : null;
  return { id: ids[ids.length - 1], pattern };
}

/**
 * One page of each route, the first the list names, in its order: `pages` are `{ path, route }`
 * with `route` from `routeOf`; a page with no route stands for itself.
 */
export function onePerRoute(pages) {
  const seen = new Set();
  return pages.filter((page) => {
    const key = page.route?.id ?? `path:${page.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A specifier resolved against the module that imports it, as a same-origin path; null for another origin or a bare name. */
export function resolveModule(specifier, fromPath = '/') {
  if (!/^(\.{1,2}\/|\/(?!\/))/.test(specifier)) return null;
  const base = new URL(fromPath, 'http://page.invalid');
  const url = new URL(specifier, base);
  return url.origin === base.origin ? url.pathname : null;
}

/**
 * What the HTML of a page asks for before it is painted.
 * - `stylesheets`: render-blocking stylesheets anywhere in the document (not `media="print"`, not disabled);
 * - `requests`: the distinct URLs the head starts fetching before first paint: its render-blocking
 *   stylesheets, synchronous and module scripts with a src, module preloads and preloads (fonts, images).
 */
export function parsePage(html, pagePath = '/') {
  const headEnd = html.search(/<\/head\s*>/i);
  const headLimit = headEnd === -1 ? html.length : headEnd;
  const stylesheets = [];
  const requests = [];
  const urgentScripts = [];
  const add = (list, url) => {
    if (url && !list.includes(url)) list.push(url);
  };
  const local = (href) => resolveModule(withoutFragment(href), pagePath) ?? withoutFragment(href);

  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1]);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = attributes.href;
    if (!href) continue;
    const inHead = match.index < headLimit;
    if (rel.includes('stylesheet') && !rel.includes('alternate') && attributes.media !== 'print' && !('disabled' in attributes)) {
      add(stylesheets, local(href));
      if (inHead) add(requests, local(href));
    } else if (rel.includes('modulepreload')) {
      if (inHead) add(requests, local(href));
      if (inHead && (attributes.fetchpriority ?? '').toLowerCase() !== 'low') add(urgentScripts, local(href));
    } else if (rel.includes('preload') && inHead) {
      add(requests, local(href));
    }
  }

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = attributesOf(match[1]);
    const type = (attributes.type ?? '').toLowerCase();
    const isModule = type === 'module';
    const isClassic = type === '' || type === 'text/javascript' || type === 'application/javascript';
    if (!attributes.src || (!isModule && !isClassic)) continue; // inline scripts, JSON-LD, JSON data, held scripts
    if (match.index >= headLimit) continue;
    const src = local(attributes.src);
    if (isModule || !('async' in attributes || 'defer' in attributes)) add(requests, src);
    if ((attributes.fetchpriority ?? '').toLowerCase() !== 'low' && !('async' in attributes)) add(urgentScripts, src);
  }
  return { stylesheets, requests, urgentScripts };
}

const kb = (bytes) => bytes / 1024;

/**
 * A page's figures against the limits: `{ ok, over }`, where `over` names each limit missed.
 * `page` holds gzipped byte counts (`jsGzip`, `cssGzip`, `htmlGzip`), `jsFiles` and `requests`; an `error` fails it outright.
 */
export function verdict(page, limits = LIMITS) {
  if (page.error) return { ok: false, over: [page.error] };
  const over = [];
  if (kb(page.jsGzip ?? 0) > limits.jsKb) over.push(`JS ${kb(page.jsGzip).toFixed(1)} > ${limits.jsKb} KB`);
  if ((page.jsFiles ?? 0) > limits.jsFiles) over.push(`JS files ${page.jsFiles} > ${limits.jsFiles}`);
  if (kb(page.cssGzip ?? 0) > limits.cssKb) over.push(`CSS ${kb(page.cssGzip).toFixed(1)} > ${limits.cssKb} KB`);
  if (kb(page.htmlGzip ?? 0) > limits.htmlKb) over.push(`HTML ${kb(page.htmlGzip).toFixed(1)} > ${limits.htmlKb} KB`);
  if ((page.requests ?? 0) > limits.requests) over.push(`requests ${page.requests} > ${limits.requests}`);
  if ((page.urgentScripts ?? 0) > limits.urgentScripts) {
    over.push(`${page.urgentScripts} scripts at high priority in the head > ${limits.urgentScripts}`);
  }
  return { ok: over.length === 0, over };
}

/** The table the script prints (Markdown, so it pastes into docs/benchmarks.md as is). */
export function formatTable(pages, limits = LIMITS) {
  const lines = [
    `| route | JS KB gz (files) | CSS KB gz (files) | HTML KB gz (raw) | requests | verdict |`,
    `| --- | ---: | ---: | ---: | ---: | --- |`,
  ];
  for (const page of pages) {
    const { ok, over } = verdict(page, limits);
    const result = ok ? 'ok' : `**over**: ${over.join(', ')}`;
    if (page.error) {
      lines.push(`| \`${page.path}\` | – | – | – | – | ${result} |`);
      continue;
    }
    lines.push(
      `| \`${page.path}\` | ${kb(page.jsGzip).toFixed(1)} (${page.jsFiles}) | ${kb(page.cssGzip).toFixed(1)} (${page.cssFiles}) | ` +
        `${kb(page.htmlGzip).toFixed(1)} (${kb(page.htmlRaw).toFixed(1)}) | ${page.requests} | ${result} |`,
    );
  }
  return lines.join('\n');
}

/** The largest of a page's files, `sizes` mapping each path to its gzipped bytes: `[{ path, gzip }]`, largest first. */
export function largest(paths, sizes, count = 10) {
  return paths
    .map((path) => ({ path, gzip: sizes.get(path) ?? 0 }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}
