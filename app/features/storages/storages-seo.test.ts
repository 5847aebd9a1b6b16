import { describe, expect, it } from 'vitest';
import { openingHours, parseId, parsePage } from './storages-seo';

describe('storages seo helpers', () => {
  it('turns access hours into schema.org openingHours', () => {
    expect(openingHours({ timetable: { office: '', access: 'Круглосуточно', access24h: true } })).toEqual(['Mo-Su 00:00-24:00']);
    expect(openingHours({ timetable: { office: '', access: 'Ежедневно 07:00–23:00', access24h: false } })).toEqual(['Mo-Su 07:00-23:00']);
    expect(openingHours({ timetable: { office: '', access: 'По записи', access24h: false } })).toEqual([]);
  });

  it('parses pages and ids strictly', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('2')).toBe(2);
    for (const bad of ['0', '02', '-1', '1.5', 'abc', '']) expect(parsePage(bad)).toBeNull();
    expect(parseId('17')).toBe(17);
    expect(parseId('017')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
