/** Pure rules of uploaded photos: the pixel limits and the name the stored copy keeps. */
export type ImageLimits = { imageMaxPixels: number; imageMaxSide: number };

const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);

/** Why an image of these dimensions is refused, or null when it fits the limits. */
export function imageSizeProblem(width: number, height: number, limits: ImageLimits): string | null {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    return 'Не удалось прочитать размер фото. Загрузите другое фото';
  }
  if (width * height <= limits.imageMaxPixels && Math.max(width, height) <= limits.imageMaxSide) return null;
  return (
    `Фото слишком большое: ${width}×${height} пикселей. ` +
    `Подойдёт фото до ${megapixels(limits.imageMaxPixels)} Мп и не больше ${limits.imageMaxSide} ` +
    `пикселей по стороне — уменьшите его и загрузите снова`
  );
}

/** The user's file name with the extension of the stored copy (`ячейка.png` → `ячейка.jpg`), at most 200 characters. */
export function storedPhotoName(name: string, ext: string): string {
  const base = name
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .slice(0, 200 - ext.length - 1);
  return `${base || 'photo'}.${ext}`;
}
