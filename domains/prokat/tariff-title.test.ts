import { describe, expect, it } from 'vitest';
import { tariffTitle } from './tariff-title';

describe('prokat tariff titles', () => {
  it('names hours and days in Russian with the right form', () => {
    expect(tariffTitle('hour', 1)).toBe('1 час');
    expect(tariffTitle('hour', 3)).toBe('3 часа');
    expect(tariffTitle('hour', 5)).toBe('5 часов');
    expect(tariffTitle('day', 1)).toBe('1 сутки');
    expect(tariffTitle('day', 3)).toBe('3 суток');
    expect(tariffTitle('day', 7)).toBe('7 суток');
  });
});
