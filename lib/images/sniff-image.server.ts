import { fileTypeFromBuffer } from 'file-type';

/** Image types of uploaded photos, recognised by their bytes (file-type), never by name or header; HEIC only to be refused by name. */
export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'; ext: 'jpg' | 'png' | 'webp' | 'heic' };

const JPEG: ImageType = { mime: 'image/jpeg', ext: 'jpg' };
const PNG: ImageType = { mime: 'image/png', ext: 'png' };
const WEBP: ImageType = { mime: 'image/webp', ext: 'webp' };
const HEIC: ImageType = { mime: 'image/heic', ext: 'heic' };

/** file-type's answers that are a photo we know; an animated PNG is a PNG (its first frame is kept), every HEIF flavour is HEIC. */
const KNOWN: Record<string, ImageType> = {
  'image/jpeg': JPEG,
  'image/png': PNG,
  'image/apng': PNG,
  'image/webp': WEBP,
  'image/heic': HEIC,
  'image/heic-sequence': HEIC,
  'image/heif': HEIC,
  'image/heif-sequence': HEIC,
};

/** The photo type of these bytes, or null for anything else (text, PDF, SVG, video, a truncated header). */
export async function sniffImage(bytes: Uint8Array): Promise<ImageType | null> {
  // A header file-type cannot parse is no photo of ours either.
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return (found && KNOWN[found.mime]) ?? null;
}
