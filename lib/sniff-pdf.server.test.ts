import { describe, expect, it } from 'vitest';
import { isPdf } from './sniff-pdf.server';

const text = (value: string) => Buffer.from(value, 'latin1');

describe('isPdf', () => {
  it('recognises a PDF by its header, an Illustrator PDF too', async () => {
    expect(await isPdf(text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).toBe(true);
    expect(await isPdf(text(`%PDF-1.6\n${' '.repeat(1400)}AIPrivateData1\n%%EOF\n`))).toBe(true);
  });

  it('refuses a renamed executable, PostScript, an image and nothing', async () => {
    expect(await isPdf(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toBe(false);
    expect(await isPdf(text('%!PS-Adobe-3.0\n'))).toBe(false);
    expect(await isPdf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe(false);
    expect(await isPdf(new Uint8Array(0))).toBe(false);
  });
});
