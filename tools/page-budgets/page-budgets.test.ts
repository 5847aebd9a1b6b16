import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferredScripts } from '../../app/shell/deferred-scripts.server';
import {
  LIMITS,
  attributesOf,
  formatTable,
  largest,
  onePerRoute,
  parsePage,
  resolveModule,
  routeOf,
  sitemapPaths,
  verdict,
} from './page-budgets.js';

// The shape React Router 7 serves: module preloads and stylesheets in the head (some hrefs with a
// trailing `#`), JSON-LD, and an inline module that imports the route modules and then the entry.
const page = `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>
<link rel="preload" as="image" href="/images/home/hero.svg"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="canonical" href="https://mestechko.ru/"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n=="/>
<link rel="modulepreload" href="/assets/root-B.js" nonce="n=="/>
<link nonce="n==" rel="stylesheet" href="/assets/root-C.css"/>
<link nonce="n==" rel="stylesheet" href="/assets/dialog-D.css#"/>
<link rel="stylesheet" href="/assets/print-E.css" media="print"/>
<script src="/legacy.js"></script>
<script src="/analytics.js" async></script>
<script type="application/ld+json">{"@context":"https://schema.org","x":"import \\"/assets/not-a-module.js\\""}</script>
</head><body><div id="app"></div>
<link rel="stylesheet" href="/assets/late-F.css"/>
<script nonce="n==" type="module" async="">
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-G.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-A.js");
</script></body></html>`;

describe('sitemapPaths', () => {
  it('lists the path of every <loc>, whatever the origin, once each, entities decoded', () => {
    const xml = `<?xml version="1.0"?><urlset>
      <url><loc>https://mestechko.ru/</loc><priority>1.0</priority></url>
      <url><loc>https://mestechko.ru/storages/moskva/</loc></url>
      <url><loc> https://example.org/blog/?page=2&amp;tag=a </loc></url>
      <url><loc>https://mestechko.ru/storages/moskva/</loc></url>
    </urlset>`;
    expect(sitemapPaths(xml)).toEqual(['/', '/storages/moskva/', '/blog/?page=2&tag=a']);
  });
});

describe('resolveModule', () => {
  it('resolves relative and absolute specifiers to same-origin paths, and nothing else', () => {
    expect(resolveModule('./chunk-A.js', '/assets/home-B.js')).toBe('/assets/chunk-A.js');
    expect(resolveModule('../x.js', '/assets/deep/y.js')).toBe('/assets/x.js');
    expect(resolveModule('/assets/root.js', '/storages/')).toBe('/assets/root.js');
    expect(resolveModule('react', '/assets/a.js')).toBeNull();
    expect(resolveModule('https://cdn.example/x.js', '/')).toBeNull();
    expect(resolveModule('//cdn.example/x.js', '/')).toBeNull();
  });
});

describe('attributesOf', () => {
  it('reads quoted, unquoted and bare attributes, names lower-cased', () => {
    expect(attributesOf(` REL="stylesheet" href='/a.css?x=1&amp;y=2' media=print disabled`)).toEqual({
      rel: 'stylesheet',
      href: '/a.css?x=1&y=2',
      media: 'print',
      disabled: '',
    });
  });
});

describe('parsePage', () => {
  const parsed = parsePage(page, '/');

  it('counts the render-blocking stylesheets, fragment dropped, not the print one', () => {
    expect(parsed.stylesheets).toEqual(['/assets/root-C.css', '/assets/dialog-D.css', '/assets/late-F.css']);
  });

  it('starts no request for what an inline module imports', () => {
    const html = '<html><head><script type="module">import("/assets/entry.client-A.js");</script></head><body></body></html>';
    expect(parsePage(html).requests).toEqual([]);
  });

  it('counts the requests the head starts before first paint', () => {
    // The image preload, two module preloads, two blocking stylesheets and the synchronous script;
    // not the icon, the canonical link, the print stylesheet, the async script or anything in the body.
    expect(parsed.requests).toEqual([
      '/images/home/hero.svg',
      '/assets/entry.client-A.js',
      '/assets/root-B.js',
      '/assets/root-C.css',
      '/assets/dialog-D.css',
      '/legacy.js',
    ]);
  });
});

describe('parsePage: scripts held until the page has loaded', () => {
  it('counts neither the held preloads nor the held bootstrap as a request or an urgent script', async () => {
    const held = await text(Readable.from([Buffer.from(page)]).pipe(deferredScripts()));
    expect(held).not.toContain('rel="modulepreload"');
    const parsed = parsePage(held, '/');
    expect(parsed.requests).toEqual(['/images/home/hero.svg', '/assets/root-C.css', '/assets/dialog-D.css', '/legacy.js']);
    expect(parsed.urgentScripts).toEqual(['/legacy.js']);
  });
});

describe('parsePage: scripts at high priority', () => {
  it('lists the head scripts fetched at high priority: module preloads not marked low and synchronous or module scripts', () => {
    expect(parsePage(page, '/').urgentScripts).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js', '/legacy.js']);
  });

  it('leaves out module preloads marked low (any case), async scripts and anything in the body', () => {
    const html =
      '<html><head><link rel="modulepreload" fetchPriority="low" href="/assets/a.js"/>' +
      '<link rel="modulepreload" fetchpriority="LOW" href="/assets/b.js"/><script src="/x.js" async></script>' +
      '</head><body><link rel="modulepreload" href="/assets/c.js"/></body></html>';
    expect(parsePage(html).urgentScripts).toEqual([]);
  });
});

describe('routeOf', () => {
  // React Router's bootstrap as served: the partial manifest (the matched routes and the discovered
  // ones), then the route modules of the match, root first.
  const served = (modules: string, routes: Record<string, object>) => `<html><body><script type="module">
import * as route0 from "/assets/root-B.js";
  window.__reactRouterManifest = ${JSON.stringify({ entry: { module: '/assets/entry.client-A.js' }, routes }, null, 2)};
  window.__reactRouterRouteModules = ${modules};
import("/assets/entry.client-A.js");</script></body></html>`;
  const routes = {
    root: { id: 'root', path: '' },
    'routes/layouts/default': { id: 'routes/layouts/default', parentId: 'root' },
    'routes/storages/warehouse': { id: 'routes/storages/warehouse', parentId: 'routes/layouts/default', path: 'storages/:slug' },
    'routes/home': { id: 'routes/home', parentId: 'routes/layouts/default', index: true },
  };

  it('names the matched route and its pattern', () => {
    const html = served('{"root":route0,"routes/layouts/default":route1,"routes/storages/warehouse":route2}', routes);
    expect(routeOf(html)).toEqual({ id: 'routes/storages/warehouse', pattern: '/storages/:slug/' });
  });

  it('reads the index route as its parent path', () => {
    const html = served('{"root":route0,"routes/layouts/default":route1,"routes/home":route2}', routes);
    expect(routeOf(html)).toEqual({ id: 'routes/home', pattern: '/' });
  });

  it('still names the route when the manifest does not list it', () => {
    const html = served('{"root":route0,"routes/x":route1}', routes);
    expect(routeOf(html)).toEqual({ id: 'routes/x', pattern: null });
  });

  it('gives null for a page React Router did not render', () => {
    expect(routeOf('<html><body>plain</body></html>')).toBeNull();
  });
});

describe('onePerRoute', () => {
  it('keeps the first page of each route, in order, and every page without a route', () => {
    const warehouse = { id: 'routes/storages/warehouse', pattern: '/storages/:slug/' };
    const pages = [
      { path: '/', route: { id: 'routes/home', pattern: '/' } },
      { path: '/storages/a/', route: warehouse },
      { path: '/plain/', route: null },
      { path: '/storages/b/', route: warehouse },
      { path: '/other/', route: null },
    ];
    expect(onePerRoute(pages).map((page) => page.path)).toEqual(['/', '/storages/a/', '/plain/', '/other/']);
  });
});

describe('verdict', () => {
  const within = { jsGzip: 120 * 1024, jsFiles: 12, cssGzip: 10 * 1024, htmlGzip: 12 * 1024, requests: 40 };

  it('passes a page within every limit, and one exactly at a limit', () => {
    expect(verdict(within)).toEqual({ ok: true, over: [] });
    expect(verdict({ ...within, jsGzip: LIMITS.jsKb * 1024, jsFiles: LIMITS.jsFiles, requests: LIMITS.requests }).ok).toBe(true);
  });

  it('fails a page whose JavaScript comes in more files than the limit', () => {
    expect(verdict({ ...within, jsFiles: 37 })).toEqual({ ok: false, over: ['JS files 37 > 15'] });
  });

  it('fails a page over the JavaScript limit and says by how much', () => {
    expect(verdict({ ...within, jsGzip: 150.8 * 1024 })).toEqual({ ok: false, over: ['JS 150.8 > 130 KB'] });
  });

  it('fails a page over the CSS, HTML or requests limit', () => {
    expect(verdict({ ...within, cssGzip: (LIMITS.cssKb + 1) * 1024 }).over).toEqual([`CSS ${LIMITS.cssKb + 1}.0 > ${LIMITS.cssKb} KB`]);
    expect(verdict({ ...within, htmlGzip: (LIMITS.htmlKb + 1) * 1024 }).over).toEqual([
      `HTML ${LIMITS.htmlKb + 1}.0 > ${LIMITS.htmlKb} KB`,
    ]);
    expect(verdict({ ...within, requests: LIMITS.requests + 1 }).over).toEqual([`requests ${LIMITS.requests + 1} > ${LIMITS.requests}`]);
  });

  it('fails a page whose head fetches a script at high priority', () => {
    expect(verdict({ ...within, urgentScripts: 0 }).ok).toBe(true);
    expect(verdict({ ...within, urgentScripts: 2 }).over).toEqual(['2 scripts at high priority in the head > 0']);
  });

  it('holds a page to the limits it is given', () => {
    expect(verdict(within, { ...LIMITS, jsKb: 100 }).ok).toBe(false);
  });

  it('fails a page that could not be measured', () => {
    expect(verdict({ path: '/x/', error: 'HTTP 500' })).toEqual({ ok: false, over: ['HTTP 500'] });
  });
});

describe('formatTable', () => {
  it('prints a row a page with its figures and verdict', () => {
    const table = formatTable([
      {
        path: '/',
        jsGzip: 150.8 * 1024,
        jsFiles: 44,
        cssGzip: 11.4 * 1024,
        cssFiles: 12,
        htmlGzip: 13.6 * 1024,
        htmlRaw: 57.6 * 1024,
        requests: 57,
      },
      {
        path: '/sms/',
        jsGzip: 100 * 1024,
        jsFiles: 14,
        cssGzip: 8 * 1024,
        cssFiles: 10,
        htmlGzip: 8 * 1024,
        htmlRaw: 33 * 1024,
        requests: 40,
      },
      { path: '/gone/', error: 'HTTP 404', jsGzip: 0, jsFiles: 0, cssGzip: 0, cssFiles: 0, htmlGzip: 0, htmlRaw: 0, requests: 0 },
    ]);
    expect(table.split('\n').slice(2)).toEqual([
      '| `/` | 150.8 (44) | 11.4 (12) | 13.6 (57.6) | 57 | **over**: JS 150.8 > 130 KB, JS files 44 > 15 |',
      '| `/sms/` | 100.0 (14) | 8.0 (10) | 8.0 (33.0) | 40 | ok |',
      '| `/gone/` | – | – | – | – | **over**: HTTP 404 |',
    ]);
  });
});

describe('largest', () => {
  it('lists the largest files first', () => {
    const sizes = new Map([
      ['/a.js', 10],
      ['/b.js', 300],
      ['/c.js', 20],
    ]);
    expect(largest(['/a.js', '/b.js', '/c.js'], sizes, 2)).toEqual([
      { path: '/b.js', gzip: 300 },
      { path: '/c.js', gzip: 20 },
    ]);
  });
});
