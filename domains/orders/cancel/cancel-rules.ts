import { addDays, DAY_MS, dayTitle } from '../../../lib/moscow-calendar';
import { zonedDate, zonedDayStart, zonedDaysBetween, zonedMonthsBefore } from '../../../lib/zoned-calendar';

/**
 * Ending a paid rental early (pure), the same for every kind; the kind gives the notice days:
 *
 * - The rent runs until the chosen last day (inclusive); it can be any day from today (or the
 *   first day of the rent) to the last paid day.
 * - A last day closer than the notice is still billed as if the notice had been given.
 * - Whole days of the prepaid period after the billed end come back: to the card, except the part
 *   of the period that was paid with bonus points, which comes back as points (points are not
 *   money) when the rental ends.
 */
export { addDays, dayTitle };

export interface CancelOrderFacts {
  startsAt: Date;
  /** End of the paid period (exclusive instant). */
  endsAt: Date;
  /** What the current period cost before bonus points: money paid plus points spent. */
  periodValue: number;
  bonusesUsed: number;
  /** Length of one period: calendar months (monthly tariff) or days (daily and guest). */
  periodUnit: 'month' | 'day';
  periodUnits: number;
  /** The kind's notice: a last day closer than this is billed as if it had been given. */
  noticeDays: number;
  /** The IANA zone of the order's place: its days are the ones counted. */
  timeZone: string;
}

/** The first and last day a person may choose as the last day of the rent. */
export function cancelDateRange(order: CancelOrderFacts, now: Date): { min: string; max: string } {
  const day = (moment: Date) => zonedDate(moment, order.timeZone);
  const today = day(now);
  const firstDay = day(order.startsAt);
  const min = firstDay > today ? firstDay : today;
  const max = day(new Date(order.endsAt.getTime() - 1));
  return { min, max: max < min ? min : max };
}

/** Start of the period the order is in now: the end minus one period, never before the rent began. */
export function currentPeriodStart(order: CancelOrderFacts): Date {
  const end = order.endsAt;
  let start: Date;
  if (order.periodUnit === 'month') {
    start = zonedMonthsBefore(end, order.periodUnits, order.timeZone);
  } else {
    start = new Date(end.getTime() - order.periodUnits * DAY_MS);
  }
  return start < order.startsAt ? order.startsAt : start;
}

export interface CancelCalculation {
  /** The chosen last day of the rent. */
  lastDay: string;
  /** The instant the rent ends (00:00 after the last day, on the place's clock). */
  endsAt: Date;
  /** The last day that is billed: the chosen one or the end of the notice, whichever is later. */
  billedLastDay: string;
  noticeApplied: boolean;
  periodDays: number;
  unusedDays: number;
  /** Price of one day of the current period, roubles (rounded for display only). */
  dayPrice: number;
  unusedValue: number;
  bonusesWithheld: number;
  refund: number;
  lines: { title: string; amount: number }[];
}

export type CancelDateProblem = { problem: 'before_min' | 'after_max'; message: string };

export function checkCancelDate(order: CancelOrderFacts, now: Date, lastDay: string): CancelDateProblem | null {
  const { min, max } = cancelDateRange(order, now);
  if (lastDay < min) return { problem: 'before_min', message: `Дата окончания — не раньше ${dayTitle(min)}` };
  if (lastDay > max) {
    return {
      problem: 'after_max',
      message: `Дата окончания — не позже ${dayTitle(max)}, последнего оплаченного дня. Чтобы остаться дольше, продлите аренду`,
    };
  }
  return null;
}

/** The refund for ending the rent after `lastDay`; the date must pass checkCancelDate first. */
export function calculateCancel(order: CancelOrderFacts, now: Date, lastDay: string): CancelCalculation {
  const zone = order.timeZone;
  const endsAt = zonedDayStart(addDays(lastDay, 1), zone);
  const noticeEnd = zonedDayStart(addDays(zonedDate(now, zone), order.noticeDays), zone);
  const periodStart = currentPeriodStart(order);
  let billedEnd = endsAt;
  if (noticeEnd > billedEnd) billedEnd = noticeEnd;
  if (periodStart > billedEnd) billedEnd = periodStart;
  if (billedEnd > order.endsAt) billedEnd = order.endsAt;
  const periodDays = Math.max(1, zonedDaysBetween(periodStart, order.endsAt, zone));
  const unusedDays = Math.max(0, zonedDaysBetween(billedEnd, order.endsAt, zone));
  const unusedValue = Math.round((order.periodValue * unusedDays) / periodDays);
  const bonusesWithheld = Math.min(unusedValue, Math.max(0, order.bonusesUsed));
  const refund = unusedValue - bonusesWithheld;
  const lines = [{ title: `Неиспользованные дни: ${unusedDays}`, amount: unusedValue }];
  if (bonusesWithheld > 0) lines.push({ title: 'Оплачено баллами — вернём баллами', amount: -bonusesWithheld });
  lines.push({ title: 'К возврату на карту', amount: refund });
  return {
    lastDay,
    endsAt,
    billedLastDay: zonedDate(new Date(billedEnd.getTime() - 1), zone),
    noticeApplied: noticeEnd > endsAt,
    periodDays,
    unusedDays,
    dayPrice: Math.round(order.periodValue / periodDays),
    unusedValue,
    bonusesWithheld,
    refund,
    lines,
  };
}

/** The last day the notice covers when it is given on the day of `now` at a place of this zone. */
export function noticeLastDay(now: Date, noticeDays: number, timeZone: string): string {
  return addDays(zonedDate(now, timeZone), noticeDays - 1);
}

/** The last day of a rent that ends at `endsAt` (exclusive), on the place's clock. */
export function lastDayBefore(endsAt: Date, timeZone: string): string {
  return zonedDate(new Date(endsAt.getTime() - 1), timeZone);
}

export const cancelReasons = [
  { code: 'moving', title: 'Переезжаю' },
  { code: 'not_needed', title: 'Вещи больше не нужно хранить' },
  { code: 'too_expensive', title: 'Дорого' },
  { code: 'found_other', title: 'Нашёл другое место для хранения' },
  { code: 'location', title: 'Неудобно добираться' },
  { code: 'service', title: 'Не устроило обслуживание' },
  { code: 'other', title: 'Другое' },
] as const;
export type CancelReasonCode = (typeof cancelReasons)[number]['code'];
export const cancelReasonCodes = cancelReasons.map((r) => r.code) as [CancelReasonCode, ...CancelReasonCode[]];

/** How the service went: the full list and the short one shown first. */
export const qualityStatuses = [
  { code: 'all_good', title: 'Всё понравилось', positive: true, short: true },
  { code: 'clean', title: 'Чисто и сухо', positive: true, short: true },
  { code: 'easy_access', title: 'Удобный доступ к ячейке', positive: true, short: true },
  { code: 'polite_staff', title: 'Вежливый персонал', positive: true, short: true },
  { code: 'safe', title: 'Вещи в сохранности', positive: true, short: false },
  { code: 'fair_price', title: 'Честная цена', positive: true, short: false },
  { code: 'convenient_app', title: 'Удобный кабинет и приложение', positive: true, short: false },
  { code: 'dirty', title: 'Грязно или сыро', positive: false, short: true },
  { code: 'access_problems', title: 'Трудности с доступом', positive: false, short: false },
  { code: 'rude_staff', title: 'Неприветливый персонал', positive: false, short: false },
  { code: 'damaged', title: 'Вещи повреждены', positive: false, short: true },
  { code: 'expensive', title: 'Слишком дорого', positive: false, short: false },
] as const;
export type QualityStatusCode = (typeof qualityStatuses)[number]['code'];
export const qualityStatusCodes = qualityStatuses.map((q) => q.code) as [QualityStatusCode, ...QualityStatusCode[]];

/**
 * Marks that cannot go together: each good mark and its opposite, and «Всё понравилось» with
 * any complaint. The page unticks the other side; the API refuses such a pair.
 */
export const qualityOpposites: readonly (readonly [QualityStatusCode, QualityStatusCode])[] = [
  ['clean', 'dirty'],
  ['easy_access', 'access_problems'],
  ['polite_staff', 'rude_staff'],
  ['safe', 'damaged'],
  ['fair_price', 'expensive'],
  ...qualityStatuses.filter((q) => !q.positive).map((q) => ['all_good', q.code] as const),
];

/** The marks that cannot stand with `code`. */
export function qualityOppositesOf(code: string): string[] {
  return qualityOpposites.flatMap(([a, b]) => (a === code ? [b] : b === code ? [a] : []));
}

/** Ticks or unticks a mark; ticking one unticks the marks that contradict it. */
export function toggleQuality(chosen: readonly string[], code: string): string[] {
  if (chosen.includes(code)) return chosen.filter((c) => c !== code);
  const opposite = new Set(qualityOppositesOf(code));
  return [...chosen.filter((c) => !opposite.has(c)), code];
}

/** Why a set of marks contradicts itself, in Russian; null when it does not. */
export function qualityConflict(codes: readonly string[]): string | null {
  const chosen = new Set(codes);
  for (const [a, b] of qualityOpposites) {
    if (!chosen.has(a) || !chosen.has(b)) continue;
    const title = (code: string) => qualityStatuses.find((q) => q.code === code)?.title ?? code;
    return a === 'all_good'
      ? `«Всё понравилось» нельзя отметить вместе с замечаниями: уберите «${title(b)}» или «Всё понравилось»`
      : `Отметки «${title(a)}» и «${title(b)}» противоречат друг другу: оставьте одну`;
  }
  return null;
}

/** The comments of the flow: the reason's and the one about the service go in one text of at most 1000. */
export const REASON_COMMENT_MAX = 480;
export const QUALITY_COMMENT_MAX = 480;

export function reasonTitle(code: string | null | undefined): string | null {
  if (!code) return null;
  return cancelReasons.find((r) => r.code === code)?.title ?? code;
}
