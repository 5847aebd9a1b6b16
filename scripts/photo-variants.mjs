// Smaller copies of the warehouse photos for `srcset` (app/features/storages/photo-variants.ts):
// every public/images/warehouses/<name>.webp (960 × 640) gets <name>-480w.webp and <name>-720w.webp
// beside it. Run after the photos change (scripts/warehouse-photos.mjs redraws them):
//   node scripts/photo-variants.mjs
// A unit test (photo-variants.test.ts) fails when a photo has no variants or an older one.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** As PHOTO_VARIANT_WIDTHS in app/features/storages/photo-variants.ts (the unit test holds them together). */
const PHOTO_VARIANT_WIDTHS = [480, 720];
const dir = path.resolve(import.meta.dirname, '..', 'public', 'images', 'warehouses');
const originals = readdirSync(dir).filter((name) => name.endsWith('.webp') && !/-\d+w\.webp$/.test(name));
let written = 0;
for (const name of originals) {
  const source = path.join(dir, name);
  for (const width of PHOTO_VARIANT_WIDTHS) {
    const target = path.join(dir, name.replace(/\.webp$/, `-${width}w.webp`));
    await sharp(source).resize({ width }).webp({ quality: 75, effort: 6 }).toFile(target);
    written += 1;
    console.log(`${path.relative(process.cwd(), target)}: ${statSync(target).size} bytes`);
  }
}
console.log(`${written} variants of ${originals.length} photos`);
