/** Image types of order photos, recognised by their first bytes, never by name or header (HEIC is recognised to be refused by name). */
export type ImageType = { mime: string; ext: string };

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffImage(bytes: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return { mime: 'image/heic', ext: 'heic' };
  return null;
}

/** A Content-Disposition value that keeps a Russian name and cannot break the header. */
export function contentDisposition(name: string, fallbackExt: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, '_').slice(0, 120) || `photo.${fallbackExt}`;
  return `inline; filename="photo.${fallbackExt}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
