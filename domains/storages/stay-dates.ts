import { AppError } from '../../lib/errors';
import { addDays, moscowDate, rentalRange, startDateProblem, type TariffKind } from './booking-dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What a visitor chose of a rental: any part may be missing (then its default). */
export interface StayChoice {
  startDate?: string | null;
  tariffKind?: TariffKind | null;
  periodCode?: string | null;
}

export interface StayPeriod {
  code: string;
  tariff_kind: TariffKind;
  title: string;
  length: number;
}

/**
 * The rental every «свободно» is counted for: its start date (Moscow), tariff, period and the
 * range [from, to) the booking would hold. The default is the booking page's default: today and
 * the first period of the tariff (monthly unless asked otherwise).
 */
export interface StayDates {
  startDate: string;
  tariffKind: TariffKind;
  periodCode: string;
  periodTitle: string;
  /** The last day of the rental, YYYY-MM-DD (the day before `to`). */
  endDate: string;
  from: Date;
  to: Date;
  isDefault: boolean;
}

/**
 * Resolves a choice against the active periods. Unknown or impossible parts fall back to the
 * default (pages read them from the address); with `strict` they are a 422 naming the field (API).
 * Null when the tariff has no period at all.
 */
export function resolveStay(choice: StayChoice, periods: StayPeriod[], now: Date, options: { strict?: boolean } = {}): StayDates | null {
  const refuse = (field: string, message: string) => {
    if (options.strict) throw new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });
  };
  const byCode = choice.periodCode
    ? periods.find((p) => p.code === choice.periodCode && (!choice.tariffKind || p.tariff_kind === choice.tariffKind))
    : undefined;
  if (choice.periodCode && !byCode) refuse('period_code', 'Такого срока аренды для выбранного тарифа нет');
  const kind: TariffKind = byCode?.tariff_kind ?? choice.tariffKind ?? 'monthly';
  const period = byCode ?? periods.find((p) => p.tariff_kind === kind);
  if (!period) return null;
  const today = moscowDate(now);
  let startDate = today;
  if (choice.startDate) {
    const wellFormed = DATE.test(choice.startDate) && !Number.isNaN(Date.parse(`${choice.startDate}T00:00:00Z`));
    const problem = wellFormed ? startDateProblem(choice.startDate, now) : 'Укажите дату начала в формате ГГГГ-ММ-ДД';
    if (problem) refuse('start_date', problem);
    else startDate = choice.startDate;
  }
  const range = rentalRange(startDate, kind, period.length);
  const first = periods.find((p) => p.tariff_kind === kind);
  return {
    startDate,
    tariffKind: kind,
    periodCode: period.code,
    periodTitle: period.title,
    endDate: addDays(moscowDate(range.to), -1),
    from: range.from,
    to: range.to,
    isDefault: startDate === today && period.code === first?.code,
  };
}
