import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce-stream';

async function collect(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks;
}

describe('coalesceChunks', () => {
  it('joins chunks written in one tick and keeps their bytes and order', async () => {
    const source = new Readable({ read() {} });
    const out = source.pipe(coalesceChunks());
    const done = collect(out);
    for (const part of ['<html>', '<body>', 'Привет', '</body>']) source.push(Buffer.from(part));
    await new Promise((r) => setTimeout(r, 5));
    source.push(Buffer.from('</html>'));
    source.push(null);
    const chunks = await done;
    expect(Buffer.concat(chunks).toString()).toBe('<html><body>Привет</body></html>');
    // The first four arrived in one tick and leave as one chunk; the late one streams on its own.
    expect(chunks.map((c) => c.toString())).toEqual(['<html><body>Привет</body>', '</html>']);
  });
});
