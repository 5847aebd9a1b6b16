import { IDENTITY_RULES, type PassportInput } from './schema';

/** «4512» → «45 **»: the region stays, the rest is hidden. */
export function maskSeries(series: string): string {
  return `${series.slice(0, 2)} **`;
}

/** «123456» → «***456». */
export function maskNumber(number: string): string {
  return `***${number.slice(-3)}`;
}

function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-') as [string, string, string];
  // 29 February + n years, when that year has none, is 1 March (the day after 28 February).
  const year = Number(y) + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (m === '02' && d === '29' && !leap) return `${year}-03-01`;
  return `${String(year).padStart(4, '0')}-${m}-${d}`;
}

/**
 * The rules between the dates of a passport, per field (empty when it passes): issued not in the
 * future, not before the current form (1 July 1997) and not before the 14th birthday; born in the past.
 */
export function passportDateProblems(input: Pick<PassportInput, 'issue_date' | 'birth_date'>, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.birth_date >= today) problems.birth_date = 'Дата рождения должна быть в прошлом';
  else if (input.birth_date < '1900-01-01') problems.birth_date = 'Проверьте год рождения';
  if (input.issue_date > today) problems.issue_date = 'Дата выдачи не может быть в будущем';
  else if (input.issue_date < IDENTITY_RULES.passportFormSince) {
    problems.issue_date = 'Паспорта этого образца выдают с 1 июля 1997 года: проверьте дату выдачи';
  } else if (!problems.birth_date && input.issue_date < addYears(input.birth_date, IDENTITY_RULES.passportMinAge)) {
    problems.issue_date = 'Паспорт выдают с 14 лет: дата выдачи раньше 14-летия';
  }
  return problems;
}
