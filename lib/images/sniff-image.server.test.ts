import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff-image.server';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

/** A PNG's signature and the header of its first chunk: what file-type needs to call it a PNG. */
const PNG_HEAD = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');

describe('sniffImage', () => {
  it('recognises JPEG, PNG, WebP and HEIC by their first bytes', async () => {
    expect((await sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0)))?.mime).toBe('image/jpeg');
    expect((await sniffImage(PNG_HEAD))?.mime).toBe('image/png');
    expect((await sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')))?.mime).toBe('image/webp');
    expect((await sniffImage(bytes(0, 0, 0, 0x18, 'ftypheic', 0)))?.mime).toBe('image/heic');
  });

  it('recognises real photos made by sharp', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#7a8c9e' } });
    expect(await sniffImage(await image.clone().jpeg().toBuffer())).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await sniffImage(await image.clone().png().toBuffer())).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffImage(await image.clone().webp().toBuffer())).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it('calls every HEIF brand of phones HEIC, to be refused by name', async () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']) {
      expect(await sniffImage(bytes(0, 0, 0, 0x18, `ftyp${brand}`, 0)), brand).toEqual({ mime: 'image/heic', ext: 'heic' });
    }
  });

  it('refuses text, PDF, SVG, video, AVIF and truncated files', async () => {
    expect(await sniffImage(bytes('hello, I am a jpg'))).toBeNull();
    expect(await sniffImage(bytes('%PDF-1.7'))).toBeNull();
    expect(await sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await sniffImage(bytes(0xff, 0xd8))).toBeNull();
    expect(await sniffImage(bytes(0, 0, 0, 0x18, 'ftypisom'))).toBeNull();
    expect(await sniffImage(bytes(0, 0, 0, 0x18, 'ftypavif', 0))).toBeNull();
    expect(await sniffImage(new Uint8Array(0))).toBeNull();
  });
});
