import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOADS_ID, deferredScriptsLoader } from '../../app/shell/deferred-scripts';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { scriptsLoaded } from './browser-scripts.js';

// A page shaped as the app serves it (decision 0015): the module preloads held in a JSON list, the
// bootstrap held as a data block, and the loader that starts both once the page has loaded. The
// entry then imports a part of the page later, after hydration's work, as the app's deferred parts do.
const page = `<!DOCTYPE html><html><head><title>t</title>
<script type="application/json" id="${DEFERRED_PRELOADS_ID}">["/assets/vendor.js"]</script>
<script src="/assets/classic.js"></script>
</head><body><h1>Склады</h1>
<script type="${DEFERRED_MODULE_TYPE}">import("/assets/entry.js");</script>
<script>${deferredScriptsLoader()}</script>
</body></html>`;

const plain =
  '<!DOCTYPE html><html><head><title>t</title><script type="module" src="/assets/entry-plain.js"></script></head><body>x</body></html>';

const files: Record<string, string> = {
  '/': page,
  '/plain/': plain,
  '/assets/classic.js': 'window.classic = 1;',
  '/assets/vendor.js': 'export const v = 1;',
  '/assets/entry.js': `import { v } from "./vendor.js";
const until = Date.now() + 150; while (Date.now() < until); // hydration's work, no request meanwhile
setTimeout(() => import("./below-fold.deferred.js"), 200);`,
  '/assets/below-fold.deferred.js': 'import "./below-fold-data.js";',
  '/assets/below-fold-data.js': 'export const d = 1;',
  '/assets/entry-plain.js': 'import("./missing.js").catch(() => {});',
};

let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined)
      return response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Нет такой страницы</h1>');
    response.writeHead(200, { 'content-type': request.url?.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH');
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('scriptsLoaded', () => {
  it('counts the held scripts and a chunk imported after the load event, not only what the HTML names', async () => {
    const scripts = (await scriptsLoaded(browser, `${base}/`)).map((url) => new URL(url).pathname);
    expect(scripts.sort()).toEqual([
      '/assets/below-fold-data.js',
      '/assets/below-fold.deferred.js',
      '/assets/classic.js',
      '/assets/entry.js',
      '/assets/vendor.js',
    ]);
  }, 60_000);

  it('leaves out a script the server did not send', async () => {
    const scripts = (await scriptsLoaded(browser, `${base}/plain/`)).map((url) => new URL(url).pathname);
    expect(scripts).toEqual(['/assets/entry-plain.js']);
  }, 60_000);

  it('fails a page that does not answer 200', async () => {
    await expect(scriptsLoaded(browser, `${base}/gone/`)).rejects.toThrow('HTTP 404');
  }, 60_000);
});
