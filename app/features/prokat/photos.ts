/** The lockers' photos shipped in public/ are 960 × 640 with 480 and 720 px copies beside them. */
export const POSTOMAT_PHOTO_WIDTH = 960;
export const POSTOMAT_PHOTO_HEIGHT = 640;
const POSTOMAT_PHOTO = /^(\/images\/prokat\/postomat-[\w-]+)\.webp$/;

/** The models' pictures are 800 × 600 with 320 and 480 px copies (scripts/prokat-pictures.mjs). */
export const MODEL_PICTURE_WIDTH = 800;
export const MODEL_PICTURE_HEIGHT = 600;
const MODEL_PICTURE = /^(\/images\/prokat\/(?!postomat-|category-)[\w-]+)\.webp$/;

function srcSet(src: string, pattern: RegExp, widths: readonly number[], full: number): string | undefined {
  const match = pattern.exec(src);
  if (!match || /-\d+w$/.test(match[1]!)) return undefined;
  return [...widths.map((width) => `${match[1]}-${width}w.webp ${width}w`), `${src} ${full}w`].join(', ');
}

/** The `srcset` of a locker photo shipped in public/; undefined for any other address (shown as it is). */
export const postomatPhotoSrcSet = (src: string) => srcSet(src, POSTOMAT_PHOTO, [480, 720], POSTOMAT_PHOTO_WIDTH);

/** The `srcset` of a model picture shipped in public/; undefined for any other address. */
export const modelPictureSrcSet = (src: string) => srcSet(src, MODEL_PICTURE, [320, 480], MODEL_PICTURE_WIDTH);
