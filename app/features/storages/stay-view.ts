/** The rental the free counts of a page are for, as the page shows and links it. */
export interface StayView {
  /** YYYY-MM-DD, the first day */
  start: string;
  /** YYYY-MM-DD, the last day */
  end: string;
  tariff: 'monthly' | 'daily' | 'guest';
  period: string;
  periodTitle: string;
  /** The choices the page offers: start dates today … maxStart, and the periods of the tariff. */
  today: string;
  maxStart: string;
  periods: { code: string; title: string }[];
}

/** DD.MM.YYYY of a YYYY-MM-DD date. */
export function dayText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/** «на 1 месяц с 24.11.2026 по 23.12.2026»: what a free count is counted for. */
export function stayLabel(stay: Pick<StayView, 'start' | 'end' | 'periodTitle'>): string {
  return `на ${stay.periodTitle} с ${dayText(stay.start)} по ${dayText(stay.end)}`;
}

/** The booking page's query for the same rental, so the cell it opens is booked for these dates. */
export function stayQuery(stay: Pick<StayView, 'tariff' | 'period' | 'start'>): string {
  return `?${new URLSearchParams({ tariff: stay.tariff, period: stay.period, start: stay.start }).toString()}`;
}
