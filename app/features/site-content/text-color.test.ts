import { describe, expect, it } from 'vitest';
import { DARK_TEXT, FALLBACK_BACKGROUND, LIGHT_TEXT, readableTextColor, relativeLuminance, safeBackground } from './text-color';

describe('readableTextColor', () => {
  it('puts dark text on light backgrounds', () => {
    expect(readableTextColor('#FFF4E5')).toBe(DARK_TEXT);
    expect(readableTextColor('#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColor('#ff0')).toBe(DARK_TEXT);
  });

  it('puts light text on dark backgrounds', () => {
    expect(readableTextColor('#000000')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#3b3fd8')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#c62828')).toBe(LIGHT_TEXT);
  });

  it('falls back to dark text and the neutral surface for a bad colour', () => {
    expect(readableTextColor('red')).toBe(DARK_TEXT);
    expect(safeBackground('url(x)')).toBe(FALLBACK_BACKGROUND);
    expect(safeBackground('#ABC')).toBe('#aabbcc');
  });

  it('measures luminance from black to white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1);
  });
});
