import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_HEIGHT, PHOTO_VARIANT_WIDTHS, PHOTO_WIDTH, photoSrcSet } from './photo-variants';

const dir = path.resolve(import.meta.dirname, '../../../public/images/warehouses');
const originals = readdirSync(dir).filter((name) => name.endsWith('.webp') && !/-\d+w\.webp$/.test(name));

describe('photoSrcSet', () => {
  it('lists the copies and the photo itself for a shipped warehouse photo', () => {
    expect(photoSrcSet('/images/warehouses/moskva-aviamotornaya-1.webp')).toBe(
      '/images/warehouses/moskva-aviamotornaya-1-480w.webp 480w, /images/warehouses/moskva-aviamotornaya-1-720w.webp 720w, ' +
        '/images/warehouses/moskva-aviamotornaya-1.webp 960w',
    );
  });

  it('leaves other addresses alone', () => {
    expect(photoSrcSet('https://cdn.example/w/1.webp')).toBeUndefined();
    expect(photoSrcSet('/images/sizes/m.webp')).toBeUndefined();
    expect(photoSrcSet('/images/warehouses/../secret.webp')).toBeUndefined();
  });
});

describe('the shipped warehouse photos', () => {
  it('are there', () => {
    expect(originals.length).toBeGreaterThan(0);
  });

  it.each(originals)('%s is 960 × 640 and has its smaller copies (node scripts/photo-variants.mjs)', async (name) => {
    const photo = await sharp(path.join(dir, name)).metadata();
    expect([photo.width, photo.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
    for (const width of PHOTO_VARIANT_WIDTHS) {
      const copy = await sharp(path.join(dir, name.replace(/\.webp$/, `-${width}w.webp`))).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual(['webp', width, Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH)]);
    }
  });
});
