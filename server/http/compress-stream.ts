import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

export type StreamEncoding = 'br' | 'gzip';

/** The encoding to use for a streamed page, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): StreamEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/**
 * A compressor that flushes after every write, so each part of a streamed page reaches the
 * browser as soon as React renders it instead of waiting in the compressor's buffer.
 * Writes are coalesced per tick upstream (coalesceChunks), so flushing costs little.
 */
export function createStreamCompressor(encoding: StreamEncoding): Transform {
  if (encoding === 'br') {
    return zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    });
  }
  return zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}
