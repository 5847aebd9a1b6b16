import { describe, expect, it } from 'vitest';
import { areaSpanOf, degreesIn, EMPTY_STORAGE_FACTS, formatDegrees, formatDegreesRange, temperatureRange } from './facts';

describe('storage facts', () => {
  it('reads the degrees of a temperature line', () => {
    expect(degreesIn('от +12 до +22 °C круглый год')).toEqual([12, 22]);
    expect(degreesIn('от −5 до +5 °C')).toEqual([-5, 5]);
    expect(degreesIn('-3…+18 °C')).toEqual([-3, 18]);
    expect(degreesIn('12-22 °C')).toEqual([12, 22]);
    expect(degreesIn('тепло')).toEqual([]);
  });

  it('takes the coldest and warmest degrees over the warehouses', () => {
    expect(temperatureRange(['от +12 до +22 °C', 'от +10 до +20 °C', ''])).toEqual({ from: 10, to: 22 });
    expect(temperatureRange(['тепло'])).toBeNull();
  });

  it('writes degrees with their sign', () => {
    expect(formatDegrees(10)).toBe('+10\u00a0°C');
    expect(formatDegrees(-5)).toBe('−5\u00a0°C');
    expect(formatDegrees(0)).toBe('0\u00a0°C');
    expect(formatDegreesRange(10, 22)).toBe('от +10 до +22\u00a0°C');
  });

  it('gives the areas of a city, or of all cities', () => {
    const facts = {
      ...EMPTY_STORAGE_FACTS,
      area_from: 0.5,
      area_to: 30,
      cities: [{ city_id: 466, min_monthly_price: 1790, area_from: 0.8, area_to: 25 }],
    };
    expect(areaSpanOf(facts)).toEqual({ from: 0.5, to: 30 });
    expect(areaSpanOf(facts, 466)).toEqual({ from: 0.8, to: 25 });
    expect(areaSpanOf(facts, 1)).toBeNull();
    expect(areaSpanOf(EMPTY_STORAGE_FACTS)).toBeNull();
  });
});
