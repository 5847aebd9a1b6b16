import { formatNumber } from '../../../lib/format/number';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import type { Product } from '../../../domains/prokat/catalogue-schema';

/** «5 моделей». */
export function modelsText(count: number): string {
  return `${formatNumber(count)} ${pluralRu(count, ['модель', 'модели', 'моделей'])}`;
}

/**
 * A model's availability: «В наличии в 3 постаматах» when the number of lockers holding it is known,
 * «В наличии» when only the units are, «Нет в наличии» when none lies in a locker.
 */
export function availabilityText(units: number, lockers?: number | null): string {
  if (lockers === undefined || lockers === null) return units > 0 ? 'В наличии' : 'Нет в наличии';
  if (lockers <= 0) return 'Нет в наличии';
  return `В наличии в ${formatNumber(lockers)} ${pluralRu(lockers, ['постамате', 'постаматах', 'постаматах'])}`;
}

/** «2 шт.» of a model lying in one locker. */
export function unitsText(count: number): string {
  return `${formatNumber(count)} шт.`;
}

/** A distance for people: «850 м», «1,2 км», «12 км», «1 234 км». */
export function distanceText(meters: number): string {
  const m = Math.max(0, meters);
  if (m < 1000) return `${formatNumber(Math.max(10, Math.round(m / 10) * 10))}\u00a0м`;
  const km = m / 1000;
  return `${formatNumber(km, { maxFraction: km < 10 ? 1 : 0 })}\u00a0км`;
}

/** What a period of a tariff comes to per hour or per day: «163 ₽/сутки» of 490 ₽ for 3 days. */
export function perUnitText(tariff: { unit: 'hour' | 'day'; period_number: number; price_total: number }): string {
  const each = tariff.price_total / Math.max(1, tariff.period_number);
  return `${formatRub(each)}/${tariff.unit === 'hour' ? 'час' : 'сутки'}`;
}

/** Why the nearest lockers could not be found, for the person: the browser's refusal or failure. */
export function geolocationErrorText(code: number | 'unsupported'): string {
  if (code === 'unsupported') return 'Браузер не умеет определять местоположение. Выберите постамат по адресу из списка.';
  // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
  if (code === 1) {
    return (
      'Вы не разрешили доступ к местоположению, поэтому мы не знаем, какой постамат ближе. ' +
      'Разрешите доступ в настройках браузера или выберите постамат по адресу из списка.'
    );
  }
  if (code === 3) return 'Местоположение не определилось вовремя. Попробуйте ещё раз или выберите постамат по адресу из списка.';
  return 'Не удалось определить местоположение. Попробуйте ещё раз или выберите постамат по адресу из списка.';
}

/** The model's heading: its name, with the brand in front when the name does not carry it. */
export function modelHeading(product: Pick<Product, 'name' | 'brand_code'>): string {
  return product.name.toLowerCase().includes(product.brand_code.toLowerCase()) ? product.name : `${product.brand_code} ${product.name}`;
}

/** The deposit's sentence, as the page and its description say it. */
export function depositText(deposit: number): string {
  return `Залог ${formatRub(deposit)} блокируется на карте на время аренды`;
}
