import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, imageSizeProblem } from './image-limits';

const limits = IMAGE_LIMITS;

describe('imageSizeProblem', () => {
  it('lets phone photos through, up to the limits exactly', () => {
    expect(imageSizeProblem(4032, 3024, limits)).toBeNull();
    expect(imageSizeProblem(8160, 6144, limits)).toBeNull();
    expect(imageSizeProblem(12_000, 5_000, limits)).toBeNull();
    expect(imageSizeProblem(1, 1, limits)).toBeNull();
  });

  it('refuses too many pixels or too long a side, naming the limits in Russian', () => {
    const huge = imageSizeProblem(30_000, 30_000, limits);
    expect(huge).toBe(
      'Фото слишком большое: 30000×30000 пикселей. Подойдёт фото до 60 Мп и не больше 12000 пикселей ' +
        'по стороне — уменьшите его и загрузите снова',
    );
    expect(imageSizeProblem(10_000, 6_001, limits)).toContain('слишком большое');
    expect(imageSizeProblem(12_001, 10, limits)).toContain('12001×10');
  });

  it('refuses dimensions that are not positive integers', () => {
    expect(imageSizeProblem(0, 10, limits)).toBe('Не удалось прочитать размер фото. Загрузите другое фото');
    expect(imageSizeProblem(Number.NaN, 10, limits)).not.toBeNull();
    expect(imageSizeProblem(10.5, 10, limits)).not.toBeNull();
  });
});

describe('IMAGE_LIMITS', () => {
  it('keeps the limits every upload has had', () => {
    expect(IMAGE_LIMITS).toEqual({ imageMaxPixels: 60_000_000, imageMaxSide: 12_000, imageStoredMaxSide: 4096 });
  });
});
