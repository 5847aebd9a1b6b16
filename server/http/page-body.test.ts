import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressWhole, readPageBody } from './page-body';

const text = (s: string) => new TextEncoder().encode(s);

/** A body whose parts come as `plan` says: written at once, or after `ms` (a suspended part), or an error. */
function body(plan: ({ part: string; ms?: number } | { error: string; ms: number })[]) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const step of plan) {
        if (step.ms) await new Promise((r) => setTimeout(r, step.ms));
        if ('error' in step) return controller.error(new Error(step.error));
        controller.enqueue(text(step.part));
      }
      controller.close();
    },
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<{ chunks: string[]; error?: string }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array).toString());
    return { chunks };
  } catch (error) {
    return { chunks, error: (error as Error).message };
  }
}

describe('readPageBody', () => {
  it('a page that ends within the turn comes back whole', async () => {
    const page = await readPageBody(body([{ part: '<html>' }, { part: '<body>' }, { part: '</html>' }]));
    expect('whole' in page && page.whole.toString()).toBe('<html><body></html>');
  });

  it('a page still rendering streams: the first turn at once, the suspended part when it comes', async () => {
    const page = await readPageBody(body([{ part: '<html>' }, { part: '<b>' }, { part: '</html>', ms: 30 }]));
    if (!('stream' in page)) throw new Error('expected a stream');
    expect(await readAll(page.stream)).toEqual({ chunks: ['<html><b>', '</html>'] });
  });

  it('a body that fails later fails the stream, after what came before', async () => {
    const page = await readPageBody(body([{ part: '<html>' }, { error: 'render failed', ms: 30 }]));
    if (!('stream' in page)) throw new Error('expected a stream');
    expect(await readAll(page.stream)).toEqual({ chunks: ['<html>'], error: 'render failed' });
  });
});

describe('compressWhole', () => {
  const page = Buffer.from('<html>' + '<li>Склад</li>'.repeat(200) + '</html>');
  it.each([
    ['gzip', 'default'],
    ['br', 'default'],
    ['gzip', 'fast'],
    ['br', 'fast'],
  ] as const)('%s (%s effort) decodes to the page', (encoding, effort) => {
    const packed = compressWhole(page, encoding, effort);
    expect(packed.length).toBeLessThan(page.length / 5);
    expect((encoding === 'gzip' ? zlib.gunzipSync(packed) : zlib.brotliDecompressSync(packed)).equals(page)).toBe(true);
  });

  it.each(['gzip', 'br'] as const)('%s: the fast effort is a lighter setting than the default', (encoding) => {
    const varied = Buffer.from(Array.from({ length: 400 }, (_, i) => `<li data-i="${i * 7919}">Склад ${i % 13}</li>`).join(''));
    expect(compressWhole(varied, encoding, 'fast').length).toBeGreaterThan(compressWhole(varied, encoding).length);
  });
});
