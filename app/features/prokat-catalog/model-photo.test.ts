import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MODEL_SEEDS } from '../../../domains/prokat/seed-catalogue-data';
import { MODEL_PHOTO_HEIGHT, MODEL_PHOTO_VARIANT_WIDTHS, MODEL_PHOTO_WIDTH, modelPhotoSrcSet } from './model-photo';

const dir = path.resolve(import.meta.dirname, '../../../public/images/prokat');

describe('modelPhotoSrcSet', () => {
  it('lists the copies and the picture itself for a shipped model picture', () => {
    expect(modelPhotoSrcSet('/images/prokat/makita-hr2470.webp')).toBe(
      '/images/prokat/makita-hr2470-320w.webp 320w, /images/prokat/makita-hr2470-480w.webp 480w, /images/prokat/makita-hr2470.webp 800w',
    );
  });

  it('leaves other addresses alone', () => {
    expect(modelPhotoSrcSet('https://cdn.example/p/1.webp')).toBeUndefined();
    expect(modelPhotoSrcSet('/images/prokat/category-perforatory.webp')).toBeUndefined();
    expect(modelPhotoSrcSet('/images/prokat/postomat-1.webp')).toBeUndefined();
    expect(modelPhotoSrcSet('/images/prokat/makita-hr2470-480w.webp')).toBeUndefined();
    expect(modelPhotoSrcSet('/images/prokat/../secret.webp')).toBeUndefined();
  });
});

describe('the shipped model pictures', () => {
  it.each(MODEL_SEEDS.map((seed) => seed.slug))('%s is 800 × 600 with its 320 and 480 px copies', async (slug) => {
    const original = path.join(dir, `${slug}.webp`);
    expect(existsSync(original), original).toBe(true);
    const photo = await sharp(original).metadata();
    expect([photo.width, photo.height]).toEqual([MODEL_PHOTO_WIDTH, MODEL_PHOTO_HEIGHT]);
    for (const width of MODEL_PHOTO_VARIANT_WIDTHS) {
      const copy = await sharp(path.join(dir, `${slug}-${width}w.webp`)).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual(['webp', width, (width * MODEL_PHOTO_HEIGHT) / MODEL_PHOTO_WIDTH]);
    }
  });

  it('has no copy without its picture', () => {
    const names = new Set(readdirSync(dir));
    for (const name of names) {
      const copyOf = /^(.+)-\d+w\.webp$/.exec(name)?.[1];
      if (copyOf) expect(names.has(`${copyOf}.webp`), name).toBe(true);
    }
  });
});
