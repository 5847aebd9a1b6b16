import { describe, expect, it } from 'vitest';
import { storedPhotoName } from './files-image-rules';

describe('storedPhotoName', () => {
  it('gives the name the extension of the stored copy', () => {
    expect(storedPhotoName('пустая ячейка.png', 'jpg')).toBe('пустая ячейка.jpg');
    expect(storedPhotoName('IMG_0001.JPEG', 'jpg')).toBe('IMG_0001.jpg');
    expect(storedPhotoName('ячейка', 'jpg')).toBe('ячейка.jpg');
    expect(storedPhotoName('', 'jpg')).toBe('photo.jpg');
    expect(storedPhotoName('.png', 'jpg')).toBe('photo.jpg');
  });

  it('keeps at most 200 characters', () => {
    const name = storedPhotoName(`${'я'.repeat(300)}.webp`, 'jpg');
    expect(name).toHaveLength(200);
    expect(name.endsWith('я.jpg')).toBe(true);
  });
});
