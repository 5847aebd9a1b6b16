import { describe, expect, it } from 'vitest';
import { formatArea, formatDecimal, formatRating } from './area';

describe('areas', () => {
  it('print a decimal comma, never a point', () => {
    expect(formatDecimal(0.5)).toBe('0,5');
    expect(formatDecimal(4.25)).toBe('4,25');
    expect(formatDecimal(30)).toBe('30');
    expect(formatDecimal(1234.5)).toBe('1234,5');
    expect(formatArea(0.5)).toBe('0,5\u00a0м²');
    expect(formatArea(12)).toBe('12\u00a0м²');
  });
  it('round to two fraction digits', () => {
    expect(formatDecimal(2.005)).toMatch(/^2(,01)?$/);
    expect(formatDecimal(1 / 3)).toBe('0,33');
  });
  it('show a mean rating with one decimal', () => {
    expect(formatRating(4.333)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
  });
});
