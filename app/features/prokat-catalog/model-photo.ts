/** Size of a model's picture shipped in public/images/prokat/ (scripts/prokat-pictures.mjs draws them). */
export const MODEL_PHOTO_WIDTH = 800;
export const MODEL_PHOTO_HEIGHT = 600;
/** Widths of the smaller copies beside every model picture (`<slug>-320w.webp`, `<slug>-480w.webp`). */
export const MODEL_PHOTO_VARIANT_WIDTHS = [320, 480] as const;
/** Size of a category's picture (`category-<slug>.webp`). */
export const CATEGORY_PICTURE_WIDTH = 480;
export const CATEGORY_PICTURE_HEIGHT = 360;

const SHIPPED_MODEL_PHOTO = /^(\/images\/prokat\/(?!category-|postomat-)[a-z0-9-]+)\.webp$/;

/**
 * The `srcset` of a shipped model picture (its 320 and 480 px copies and itself), so that a phone
 * takes the copy that fits; undefined for any other address, which is then shown as it is.
 */
export function modelPhotoSrcSet(src: string): string | undefined {
  const match = SHIPPED_MODEL_PHOTO.exec(src);
  if (!match || /-\d+w$/.test(match[1]!)) return undefined;
  return [...MODEL_PHOTO_VARIANT_WIDTHS.map((width) => `${match[1]}-${width}w.webp ${width}w`), `${src} ${MODEL_PHOTO_WIDTH}w`].join(', ');
}
