import { describe, expect, it } from 'vitest';
import { cellText, hoursText, openingHours, postomatsCountText, postomatTitle, priceFromText, toolsCountText } from './view';

describe('prokat texts', () => {
  it('counts tools and lockers in Russian', () => {
    expect(toolsCountText(1)).toBe('1 инструмент');
    expect(toolsCountText(3)).toBe('3 инструмента');
    expect(toolsCountText(18)).toBe('18 инструментов');
    expect(toolsCountText(21)).toBe('21 инструмент');
    expect(postomatsCountText(6)).toBe('6 постаматов');
    expect(postomatsCountText(2)).toBe('2 постамата');
  });

  it('says «Круглосуточно» for a locker open round the clock, else its hours', () => {
    expect(hoursText({ text: 'Круглосуточно', around24h: true })).toBe('Круглосуточно');
    expect(hoursText({ text: '24/7', around24h: true })).toBe('Круглосуточно');
    expect(hoursText({ text: 'Ежедневно 10:00–22:00', around24h: false })).toBe('Ежедневно 10:00–22:00');
  });

  it('writes a price, a cell and a locker title', () => {
    expect(priceFromText(1290)).toBe('от 1\u00a0290\u00a0₽');
    expect(cellText(12)).toBe('Ячейка 12');
    expect(postomatTitle({ number: 'П-101', name: 'ТЦ «Авиапарк»' })).toBe('П-101 · ТЦ «Авиапарк»');
  });
});

describe('openingHours', () => {
  it('states daily hours and round the clock for schema.org, even past midnight', () => {
    expect(openingHours({ text: 'Круглосуточно', around24h: true })).toEqual(['Mo-Su 00:00-24:00']);
    expect(openingHours({ text: 'Ежедневно 10:00–22:00', around24h: false })).toEqual(['Mo-Su 10:00-22:00']);
    expect(openingHours({ text: 'Ежедневно 05:30–01:00', around24h: false })).toEqual(['Mo-Su 05:30-01:00']);
  });

  it('leaves other text out rather than guess', () => {
    expect(openingHours({ text: 'По будням 9–18', around24h: false })).toEqual([]);
  });
});
