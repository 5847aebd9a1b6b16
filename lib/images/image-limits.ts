/** The limits of an uploaded photo: pure rules, shared by the API and the pages. */
export type ImageLimits = { imageMaxPixels: number; imageMaxSide: number };

/** Every upload today: a photo's size in pixels, read from its header before any pixel is decoded, and its stored copy. */
export const IMAGE_LIMITS = {
  /** 60 Мп covers 50 Мп phone cameras. */
  imageMaxPixels: 60_000_000,
  imageMaxSide: 12_000,
  /** The stored copy is re-encoded as JPEG, at most this many pixels on its longer side. */
  imageStoredMaxSide: 4096,
} as const;

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
