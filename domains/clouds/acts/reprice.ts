import { roundRub } from '../../../lib/format/money';
import { formatNumber } from '../../../lib/format/number';
import { addMonths, daysBetween } from '../../../lib/moscow-calendar';
import { m3Of } from '../rules';

/** What the plan cost and costs after the storekeeper's measure, for the rest of the paid period. */
export interface RepriceInput {
  /** Roubles per cubic metre per month at the warehouse. */
  pricePerM3: number;
  /** The volume the plan was priced by, and the measured one (litres). */
  oldLiters: number;
  newLiters: number;
  /** The paid period: its length in months and its discount. */
  months: number;
  discountPercent: number;
  /** The paid period's last instant as a Moscow day, exclusive (the day the order ends). */
  periodEnd: string;
  /** The order's first day: a period never starts before it. */
  orderStart: string;
  /** The Moscow day the act is accepted. */
  today: string;
}

export interface Repricing {
  oldMonthly: number;
  newMonthly: number;
  /** Days of the paid period left, today included, and the period's days. */
  daysLeft: number;
  periodDays: number;
  /** Positive: the client pays more; negative: money goes back. Integer roubles. */
  difference: number;
}

/** The monthly price of a volume before any discount, integer roubles. */
export function monthlyPrice(pricePerM3: number, liters: number): number {
  return roundRub((pricePerM3 * liters) / 1000);
}

/**
 * The difference for the rest of the current paid period: (new monthly − old monthly) × months of
 * the period with its discount, shared out by the days left of the period's days. Pure.
 */
export function reprice(input: RepriceInput): Repricing {
  const oldMonthly = monthlyPrice(input.pricePerM3, input.oldLiters);
  const newMonthly = monthlyPrice(input.pricePerM3, input.newLiters);
  const months = Math.max(1, input.months);
  const start = addMonths(input.periodEnd, -months);
  const periodStart = start < input.orderStart ? input.orderStart : start;
  const periodDays = Math.max(1, daysBetween(periodStart, input.periodEnd));
  const daysLeft = Math.min(periodDays, Math.max(0, daysBetween(input.today, input.periodEnd)));
  const discount = Math.min(100, Math.max(0, input.discountPercent)) / 100;
  const periodDifference = (newMonthly - oldMonthly) * months * (1 - discount);
  const difference = roundRub((periodDifference * daysLeft) / periodDays) || 0;
  return { oldMonthly, newMonthly, daysLeft, periodDays, difference };
}

/** A volume as the client reads it: 1400 L → «1,4 м³». */
export const volumeText = (liters: number) => `${formatNumber(m3Of(liters), { maxFraction: 1 })}\u00a0м³`;
