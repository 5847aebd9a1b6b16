import { Transform } from 'node:stream';

/**
 * Joins chunks written in the same tick into one. React writes a rendered page as many small
 * chunks; each one costs a round trip through zlib's thread pool when the reply is compressed.
 * Chunks from later ticks (a suspended part arriving) still go out as soon as they come, so the
 * page keeps streaming.
 */
export function coalesceChunks(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const flushPending = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  };
  return new Transform({
    transform(chunk: Buffer | Uint8Array, _encoding, callback) {
      pending.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => flushPending(this));
      }
      callback();
    },
    flush(callback) {
      flushPending(this);
      callback();
    },
  });
}
