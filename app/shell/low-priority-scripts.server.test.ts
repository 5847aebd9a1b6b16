import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-scripts.server';

const page =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><style>a{color:red}</style>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/><link rel="modulepreload" href="/assets/vendor-2.js" nonce="n"/>' +
  '</head><body><p>Склад на Авиамоторной — ячейки от 1 м²</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

/** The page as React might write it: cut every `size` bytes, through multi-byte letters and tags alike. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload of the head low and leaves the rest of the page as it was', async () => {
    const out = await through(page, 4096);
    expect(out.match(/<link rel="modulepreload" fetchPriority="low" href="\/assets\/(entry\.client-1|vendor-2)\.js"/g)).toHaveLength(2);
    expect(out).toBe(
      page.replace(
        /<link rel="modulepreload" href="\/assets\/(entry|vendor)/g,
        '<link rel="modulepreload" fetchPriority="low" href="/assets/$1',
      ),
    );
    expect(out).toContain('<link rel="modulepreload" href="/assets/late.js"/>');
  });

  it('gives the same page whatever the chunk sizes, with tags and letters cut in two', async () => {
    const whole = await through(page, 4096);
    for (const size of [1, 2, 3, 5, 7, 13, 24, 25, 26, 40, 97]) expect(await through(page, size), `chunks of ${size}`).toBe(whole);
  });

  it('passes a page without a head end untouched but for its preloads', async () => {
    const fragment = '<div>Ячейка</div><link rel="modulepreload" href="/x.js"/><';
    expect(await through(fragment, 5)).toBe('<div>Ячейка</div><link rel="modulepreload" fetchPriority="low" href="/x.js"/><');
  });
});
