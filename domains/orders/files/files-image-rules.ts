/** The name an order photo's stored copy keeps. */

/** The user's file name with the extension of the stored copy (`ячейка.png` → `ячейка.jpg`), at most 200 characters. */
export function storedPhotoName(name: string, ext: string): string {
  const base = name
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .slice(0, 200 - ext.length - 1);
  return `${base || 'photo'}.${ext}`;
}
