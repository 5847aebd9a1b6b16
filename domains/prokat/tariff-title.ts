import { pluralRu } from '../../lib/format/plural';

/** «1 час», «4 часа», «1 сутки», «7 суток». */
export function tariffTitle(unit: 'hour' | 'day', periodNumber: number): string {
  const words = unit === 'hour' ? (['час', 'часа', 'часов'] as const) : (['сутки', 'суток', 'суток'] as const);
  return `${periodNumber} ${pluralRu(periodNumber, words)}`;
}
