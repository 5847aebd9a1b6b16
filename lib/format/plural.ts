const rules = new Intl.PluralRules('ru-RU');

/** Picks the Russian word form: pluralRu(5, ['день', 'дня', 'дней']) → "дней". */
export function pluralRu(count: number, [one, few, many]: readonly [string, string, string]): string {
  const rule = rules.select(count);
  if (rule === 'one') return one;
  if (rule === 'few') return few;
  return many;
}

/** «балл», «балла», «баллов» for the count. */
export const pointsWord = (count: number): string => pluralRu(count, ['балл', 'балла', 'баллов']);
