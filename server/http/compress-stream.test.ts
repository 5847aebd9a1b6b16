import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStreamCompressor, pickEncoding } from './compress-stream';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('createStreamCompressor', () => {
  it.each(['gzip', 'br'] as const)('%s: flushes each write so the first part can be read before the end', async (encoding) => {
    const compressor = createStreamCompressor(encoding);
    const received: Buffer[] = [];
    compressor.on('data', (chunk: Buffer) => received.push(chunk));
    compressor.write('<html><body><header>Шапка</header>');
    await new Promise((r) => setTimeout(r, 50));
    const early = Buffer.concat(received);
    const decode = encoding === 'gzip' ? zlib.gunzipSync : zlib.brotliDecompressSync;
    // A flushed stream decodes up to the flush point even though it has not ended.
    const partial =
      encoding === 'gzip'
        ? zlib.gunzipSync(early, { finishFlush: zlib.constants.Z_SYNC_FLUSH })
        : zlib.brotliDecompressSync(early, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    expect(partial.toString()).toBe('<html><body><header>Шапка</header>');
    compressor.end('</body></html>');
    await new Promise((r) => compressor.on('end', r));
    expect(decode(Buffer.concat(received)).toString()).toBe('<html><body><header>Шапка</header></body></html>');
  });
});
