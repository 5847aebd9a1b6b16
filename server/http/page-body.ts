import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { coalesceChunks } from './coalesce-stream';
import type { StreamEncoding } from './compress-stream';

/** A page body as read: whole when it ended within the first turn of the event loop, else a stream. */
export type PageBody = { whole: Buffer } | { stream: Readable };

const TURN = Symbol('turn');

async function* chunksOf(
  head: Buffer | undefined,
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (head) yield head;
  for (let step = await pending; !step.done; step = await reader.read()) yield step.value;
}

function joined(chunks: Uint8Array[]): Buffer | undefined {
  if (chunks.length === 0) return undefined;
  return Buffer.concat(chunks.map((c) => (Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength))));
}

/**
 * Reads what React Router hands over as a page's body until the event loop's next turn. Loaders
 * resolve before rendering, so a page usually renders in one go and has ended by then: it comes back
 * whole, to be sent (and compressed) in one piece with its length, without a stream per request.
 * A page still rendering then (a suspended part) comes back as a stream: what arrived in the first
 * turn at once, then each later turn's chunks joined (coalesceChunks) as soon as they arrive, so it
 * streams as before. A body that fails comes back as a stream that fails the same way.
 */
export async function readPageBody(body: ReadableStream<Uint8Array>): Promise<PageBody> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  const turn = new Promise<typeof TURN>((resolve) => setImmediate(resolve, TURN));
  for (;;) {
    const read = reader.read();
    let step: ReadableStreamReadResult<Uint8Array> | typeof TURN;
    try {
      step = await Promise.race([read, turn]);
    } catch {
      step = TURN; // the stream's error reaches its reader through `read`
    }
    if (step === TURN) {
      const source = Readable.from(chunksOf(joined(chunks), read, reader), { objectMode: false });
      // pipeline, not pipe: a failing body fails the returned stream too (its reader logs it).
      return { stream: pipeline(source, coalesceChunks(), () => undefined) };
    }
    if (step.done) return { whole: joined(chunks) ?? Buffer.alloc(0) };
    chunks.push(step.value);
  }
}

/**
 * How hard a whole page is compressed: `default` as the streamed pages (compress-stream.ts); `fast`
 * for a page rendered for one signed-in person and sent once, where the compression's CPU counts
 * against every request: brotli quality 0 (its one-pass encoder: a fifth less time than quality 1
 * for 2–3 % more bytes on a 26 KB cabinet page) or gzip 1.
 */
export type CompressionEffort = 'default' | 'fast';

/** A whole page compressed in one pass. */
export function compressWhole(page: Buffer, encoding: StreamEncoding, effort: CompressionEffort = 'default'): Buffer {
  const fast = effort === 'fast';
  if (encoding === 'br') {
    return zlib.brotliCompressSync(page, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 0 : 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    });
  }
  return zlib.gzipSync(page, { level: fast ? 1 : 6 });
}
