/** Widths of the smaller copies beside every warehouse photo (scripts/photo-variants.mjs writes them). */
export const PHOTO_VARIANT_WIDTHS = [480, 720] as const;

/** Width of the photos themselves (public/images/warehouses/*.webp are 960 × 640). */
export const PHOTO_WIDTH = 960;
export const PHOTO_HEIGHT = 640;

const SHIPPED_PHOTO = /^(\/images\/warehouses\/[\w-]+)\.webp$/;

/**
 * The `srcset` of a warehouse photo shipped in public/ (its 480 and 720 px copies and itself), so a
 * phone takes the copy that fits its screen; undefined for any other address (an upload, a CDN),
 * which is then shown as it is.
 */
export function photoSrcSet(src: string): string | undefined {
  const match = SHIPPED_PHOTO.exec(src);
  if (!match) return undefined;
  return [...PHOTO_VARIANT_WIDTHS.map((width) => `${match[1]}-${width}w.webp ${width}w`), `${src} ${PHOTO_WIDTH}w`].join(', ');
}
