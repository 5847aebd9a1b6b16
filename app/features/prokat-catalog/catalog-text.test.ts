import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  depositText,
  distanceText,
  geolocationErrorText,
  modelHeading,
  modelsText,
  perUnitText,
  unitsText,
} from './catalog-text';

describe('catalogue texts', () => {
  it('counts models and units in Russian', () => {
    expect(modelsText(1)).toBe('1 модель');
    expect(modelsText(3)).toBe('3 модели');
    expect(modelsText(45)).toBe('45 моделей');
    expect(unitsText(2)).toBe('2 шт.');
  });

  it('says where a model lies', () => {
    expect(availabilityText(4, 1)).toBe('В наличии в 1 постамате');
    expect(availabilityText(4, 3)).toBe('В наличии в 3 постаматах');
    expect(availabilityText(9, 11)).toBe('В наличии в 11 постаматах');
    expect(availabilityText(9, 21)).toBe('В наличии в 21 постамате');
    expect(availabilityText(0, 0)).toBe('Нет в наличии');
    expect(availabilityText(2)).toBe('В наличии');
    expect(availabilityText(0, null)).toBe('Нет в наличии');
  });

  it('gives distances in metres and kilometres the Russian way', () => {
    expect(distanceText(0)).toBe('10\u00a0м');
    expect(distanceText(847)).toBe('850\u00a0м');
    expect(distanceText(1000)).toBe('1\u00a0км');
    expect(distanceText(1234)).toBe('1,2\u00a0км');
    expect(distanceText(9_960)).toBe('10\u00a0км');
    expect(distanceText(12_480)).toBe('12\u00a0км');
    expect(distanceText(1_234_567)).toBe('1\u00a0235\u00a0км');
  });

  it('prices a period per hour or per day', () => {
    expect(perUnitText({ unit: 'hour', period_number: 3, price_total: 450 })).toBe('150\u00a0₽/час');
    expect(perUnitText({ unit: 'day', period_number: 3, price_total: 1290 })).toBe('430\u00a0₽/сутки');
    expect(perUnitText({ unit: 'day', period_number: 7, price_total: 2490 })).toBe('356\u00a0₽/сутки');
  });

  it('names the model with its brand once and states the deposit', () => {
    expect(modelHeading({ name: 'Перфоратор Makita HR2470', brand_code: 'Makita' })).toBe('Перфоратор Makita HR2470');
    expect(modelHeading({ name: 'Мойка K 5', brand_code: 'Karcher' })).toBe('Karcher Мойка K 5');
    expect(depositText(3000)).toBe('Залог 3\u00a0000\u00a0₽ блокируется на карте на время аренды');
  });

  it('explains a refused or failed location in Russian', () => {
    expect(geolocationErrorText(1)).toMatch(/^Вы не разрешили доступ к местоположению/);
    expect(geolocationErrorText(2)).toMatch(/^Не удалось определить местоположение/);
    expect(geolocationErrorText(3)).toMatch(/вовремя/);
    expect(geolocationErrorText('unsupported')).toMatch(/^Браузер не умеет/);
  });
});
