import { describe, expect, it } from 'vitest';
import { contentDisposition, sniffImage } from './files-sniff';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImage', () => {
  it('recognises JPEG, PNG, WebP and HEIC by their first bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))?.mime).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe('image/png');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffImage(bytes(0, 0, 0, 0x18, 'ftypheic', 0))?.mime).toBe('image/heic');
  });
  it('refuses text, PDF, SVG and truncated files', () => {
    expect(sniffImage(bytes('hello, I am a jpg'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImage(bytes(0, 0, 0, 0x18, 'ftypisom'))).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('keeps the Russian name encoded and strips header breakers', () => {
    const value = contentDisposition('ячейка\r\n"1".jpg', 'jpg');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toContain("filename*=UTF-8''");
    expect(decodeURIComponent(value.split("''")[1] ?? '')).toBe('ячейка___1_.jpg');
  });
});
