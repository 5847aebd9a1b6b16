/** The booking form's choices, kept in the page address so a login (or a reload) keeps them. */
export type TariffKind = 'monthly' | 'daily' | 'guest';

export interface BookingChoices {
  tariff: 'monthly' | 'daily';
  period: string;
  /** YYYY-MM-DD */
  start: string;
  promo: string;
  bonuses: boolean;
  auto: boolean;
}

export interface ChoiceLimits {
  today: string;
  maxStart: string;
  periods: Record<'monthly' | 'daily', { code: string }[]>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Choices from the query, each one checked against what the page offers (else its default). */
export function parseChoices(params: URLSearchParams, limits: ChoiceLimits): BookingChoices {
  const wantedTariff = params.get('tariff');
  const tariff: BookingChoices['tariff'] =
    wantedTariff === 'daily' && limits.periods.daily.length > 0 ? 'daily' : limits.periods.monthly.length > 0 ? 'monthly' : 'daily';
  const periods = limits.periods[tariff];
  const period = periods.find((p) => p.code === params.get('period'))?.code ?? periods[0]?.code ?? '';
  const start = params.get('start') ?? '';
  const validStart = DATE.test(start) && start >= limits.today && start <= limits.maxStart ? start : limits.today;
  return {
    tariff,
    period,
    start: validStart,
    promo: (params.get('promo') ?? '').slice(0, 40),
    bonuses: params.get('bonuses') === '1',
    auto: params.get('auto') !== '0',
  };
}

/** The choices as a query string ("?tariff=…"), defaults included so the page reads them back as is. */
export function choicesQuery(choices: BookingChoices): string {
  const params = new URLSearchParams({ tariff: choices.tariff, period: choices.period, start: choices.start });
  if (choices.promo.trim()) params.set('promo', choices.promo.trim());
  if (choices.bonuses) params.set('bonuses', '1');
  if (!choices.auto) params.set('auto', '0');
  return `?${params.toString()}`;
}

/** The query flag of the way back from the login: the booking goes on by itself. */
export const BOOK_AFTER_LOGIN = 'book';

/** The login dialog over this page, returning to it with the choices. */
export function loginHref(pathname: string, choices: BookingChoices): string {
  // `book=1` on the way back: the page books by itself once signed in, as if pressed again.
  const params = new URLSearchParams({ login: 'dialog', redirect_back: `${pathname}${choicesQuery(choices)}&${BOOK_AFTER_LOGIN}=1` });
  return `${pathname}${choicesQuery(choices)}&${params.toString()}`;
}
