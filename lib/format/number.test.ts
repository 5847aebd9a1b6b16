import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberStyle } from './number';

const styles: NumberStyle[] = [
  {},
  { maxFraction: 0 },
  { maxFraction: 1 },
  { maxFraction: 2, grouping: false },
  { minFraction: 1, maxFraction: 1 },
  { minFraction: 2, maxFraction: 2 },
];

function intl(value: number, { minFraction = 0, maxFraction = 3, grouping = true }: NumberStyle): string {
  return new Intl.NumberFormat('ru-RU', {
    minimumFractionDigits: minFraction,
    maximumFractionDigits: maxFraction,
    useGrouping: grouping,
  }).format(value);
}

describe('formatNumber', () => {
  it('writes numbers as Intl does for ru-RU', () => {
    expect(formatNumber(1234.5)).toBe('1\u00a0234,5');
    expect(formatNumber(12500, { maxFraction: 0 })).toBe('12\u00a0500');
    expect(formatNumber(0.5, { maxFraction: 0 })).toBe('1');
    expect(formatNumber(-1234.5, { maxFraction: 0 })).toBe('-1\u00a0235');
    expect(formatNumber(999.95, { maxFraction: 1 })).toBe('1\u00a0000');
    expect(formatNumber(5, { minFraction: 1, maxFraction: 1 })).toBe('5,0');
  });

  it('agrees with Intl on edge values and on thousands of random ones', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.005,
      2.675,
      1.45,
      0.05,
      0.0004999,
      0.0005,
      1e-7,
      999.9995,
      1000,
      9999.5,
      123456789.123,
      1e21,
      2 ** 53,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 10 - 3);
      values.push(Math.round((random() - 0.3) * magnitude * 10_000) / 10_000);
    }
    for (const value of values)
      for (const style of styles) expect(formatNumber(value, style), `${value} ${JSON.stringify(style)}`).toBe(intl(value, style));
  });

  it('leaves what is not a finite number as JavaScript writes it', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
