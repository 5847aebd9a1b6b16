import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOADS_ID, deferredScriptsLoader } from './deferred-scripts';
import { deferredScripts, deferScriptsInPage } from './deferred-scripts.server';

const bootstrap =
  'import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"a": "x<y"};\nimport("/assets/entry.client-1.js");';
const head =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><style>a{color:red}</style>' +
  '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/vendor-2.js" nonce="n"/><link rel="preload" as="image" href="/hero.webp"/></head>';
const body =
  '<body><p>Склад на Авиамоторной — ячейки от 1 м²</p><!--$?--><template id="B:1"></template><!--/$-->' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${bootstrap}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
  '<div hidden id="S:1"><p>Отзывы</p></div><script>$RC("B:1","S:1")</script></body></html>';
const page = head + body;

/** The page as React might write it: cut every `size` bytes, through multi-byte letters and tags alike. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(deferredScripts()));
}

describe('deferredScripts', () => {
  it('holds the module preloads and the bootstrap module, adds the loader after it and leaves the rest as it was', async () => {
    const out = await through(page, 65536);
    const hrefs = '["/assets/entry.client-1.js","/assets/vendor-2.js"]';
    const list = `<script type="application/json" id="${DEFERRED_PRELOADS_ID}">${hrefs}</script>`;
    const expectedHead =
      '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><style>a{color:red}</style>' +
      `<link rel="preload" as="image" href="/hero.webp"/>${list}</head>`;
    const expectedBody = body.replace(
      `<script nonce="n" type="module" async="">${bootstrap}</script>`,
      `<script nonce="n" type="${DEFERRED_MODULE_TYPE}">${bootstrap}</script><script nonce="n">${deferredScriptsLoader()}</script>`,
    );
    expect(out).toBe(expectedHead + expectedBody);
  });

  it('gives the same page whatever the chunk sizes, with tags and letters cut in two', async () => {
    const whole = await through(page, 65536);
    for (const size of [1, 2, 3, 5, 7, 13, 24, 25, 26, 40, 97, 150, 300])
      expect(await through(page, size), `chunks of ${size}`).toBe(whole);
    expect(deferScriptsInPage(Buffer.from(page)).toString('utf8'), 'a page rewritten whole').toBe(whole);
  });

  it('passes a page without a head end or a bootstrap module as it came but for its preloads', async () => {
    const fragment = '<div>Ячейка</div><link rel="modulepreload" href="/x.js"/><script>1<2</script><';
    expect(await through(fragment, 5)).toBe('<div>Ячейка</div><script>1<2</script><');
    const noBootstrap = `${head}<body><p>Без скриптов</p></body></html>`;
    expect(await through(noBootstrap, 7)).toContain('<body><p>Без скриптов</p></body></html>');
    for (const whole of [fragment, noBootstrap])
      expect(deferScriptsInPage(Buffer.from(whole)).toString('utf8')).toBe(await through(whole, 5));
  });

  it('leaves a module script with a src alone and holds the inline one after it', async () => {
    const dev = page.replace('<body>', '<body><script type="module" src="/@vite/client"></script>');
    const out = await through(dev, 11);
    expect(deferScriptsInPage(Buffer.from(dev)).toString('utf8'), 'a page rewritten whole').toBe(out);
    expect(out).toContain('<body><script type="module" src="/@vite/client"></script>');
    expect(out).toContain(`<script nonce="n" type="${DEFERRED_MODULE_TYPE}">${bootstrap}</script>`);
  });

  it('writes a loader that parses as a script', () => {
    expect(() => new Function(deferredScriptsLoader())).not.toThrow();
  });
});
