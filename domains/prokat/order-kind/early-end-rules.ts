import type { RentalStage } from '../tables';
import { tariffTitle } from '../tariff-title';
import { UNIT_MS, type RentalUnit } from './extension-rules';

/**
 * Ending a tool rental early (pure): what comes back for each tool.
 *
 * - A tool never taken from its cell while its pickup window is open: everything paid for it (the
 *   booking and its extensions). One whose window is over was kept for the renter all along: nothing.
 * - A tool returned before its end: the whole hours or days of its paid time left after the return,
 *   counted from the last paid period backwards (an extension's days first, then the booking's), each
 *   at what that period cost per hour or day. A part of an hour or a day is not returned.
 * - A tool still out: the same, as if it came back now (a preview; the figure counts at the return).
 *
 * What a period cost is the money paid for it: the booking's share after its promo code and points,
 * an extension's payment. The booking's share paid with points comes back the same way, as points.
 */

/** One paid period of a tool: its length in the tariff's units and the money and points paid for it. */
export interface PaidPeriod {
  unit: RentalUnit;
  count: number;
  money: number;
  points: number;
}

/** Whole units of paid time left unused. */
export interface UnusedTime {
  unit: RentalUnit;
  count: number;
}

export interface ToolPaidTime {
  stage: RentalStage;
  pickupUntil: Date;
  dueAt: Date | null;
  returnedAt: Date | null;
  /** The booking first, then each extension in the order it was paid. */
  periods: PaidPeriod[];
}

export interface ToolRefund {
  /**
   * not_taken: waiting in its cell; missed: its pickup window passed; returned: back in a locker; out:
   * still with the renter (a preview).
   */
  state: 'not_taken' | 'missed' | 'returned' | 'out';
  unused: UnusedTime[];
  /** Roubles, rounded. */
  amount: number;
  /** Points, rounded down. */
  points: number;
}

const paidTotal = (periods: readonly PaidPeriod[]) => periods.reduce((sum, period) => sum + period.money, 0);
const pointsTotal = (periods: readonly PaidPeriod[]) => periods.reduce((sum, period) => sum + period.points, 0);

/** The money and points for the whole units of `unusedMs` of the paid periods, taken from the last period backwards. */
export function unusedRefund(periods: readonly PaidPeriod[], unusedMs: number): { amount: number; points: number; unused: UnusedTime[] } {
  let left = Math.max(0, unusedMs);
  let amount = 0;
  let points = 0;
  const counts = new Map<RentalUnit, number>();
  for (let index = periods.length - 1; index >= 0 && left > 0; index -= 1) {
    const period = periods[index]!;
    const unitMs = UNIT_MS[period.unit];
    const taken = Math.min(left, period.count * unitMs);
    const whole = Math.floor(taken / unitMs);
    if (whole > 0 && period.count > 0) {
      amount += (period.money * whole) / period.count;
      points += (period.points * whole) / period.count;
      counts.set(period.unit, (counts.get(period.unit) ?? 0) + whole);
    }
    left -= taken;
  }
  const unused = (['day', 'hour'] as const).flatMap((unit) => (counts.has(unit) ? [{ unit, count: counts.get(unit)! }] : []));
  return {
    amount: Math.min(Math.round(amount), paidTotal(periods)),
    points: Math.min(Math.floor(points + 1e-9), Math.floor(pointsTotal(periods))),
    unused,
  };
}

/** What comes back for one tool when the rental ends early at `now`. */
export function toolRefund(tool: ToolPaidTime, now: Date): ToolRefund {
  if (tool.stage === 'awaiting_pickup') {
    return tool.pickupUntil > now
      ? { state: 'not_taken', unused: [], amount: paidTotal(tool.periods), points: Math.floor(pointsTotal(tool.periods)) }
      : { state: 'missed', unused: [], amount: 0, points: 0 };
  }
  const out = tool.stage === 'in_use';
  const end = out ? now : (tool.returnedAt ?? now);
  const unusedMs = tool.dueAt ? tool.dueAt.getTime() - end.getTime() : 0;
  return { state: out ? 'out' : 'returned', ...unusedRefund(tool.periods, unusedMs) };
}

/** «2 часа», «1 сутки 3 часа». */
export function unusedTitle(unused: readonly UnusedTime[]): string {
  return unused.map((part) => tariffTitle(part.unit, part.count)).join(' ');
}

/** The paid time of the tool is over: its pickup window passed untaken, or it came back (or is out) past its end. */
export function paidTimeOver(tool: Pick<ToolPaidTime, 'stage' | 'pickupUntil' | 'dueAt' | 'returnedAt'>, now: Date): boolean {
  if (tool.stage === 'awaiting_pickup') return tool.pickupUntil <= now;
  return !tool.dueAt || tool.dueAt <= (tool.returnedAt ?? now);
}
