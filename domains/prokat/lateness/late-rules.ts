/**
 * The published fines for a late return (`rental_penalties`: late_return_*), as numbers: the first
 * hour after the end is free; the first day of lateness costs the model's day tariff, every next
 * started day one and a half of it; past seven days the tool counts as not returned and a one-off
 * sum is added. Pure: the job and its test apply it.
 */
export const LATE_RULES = {
  freeMinutes: 60,
  firstDayShare: 1,
  nextDayShare: 1.5,
  lostAfterDays: 7,
  lostAmount: 5000,
  /** The renter is reminded this long before the end. */
  reminderMinutes: 60,
} as const;

export const LATE_CODES = {
  firstDay: 'late_return_first_day',
  nextDay: 'late_return_next_days',
  lost: 'late_return_over_7_days',
} as const;

export interface LateFine {
  /** What it is for within the unit: `1`, `2`… for days, `lost` for the one-off sum. */
  part: string;
  code: (typeof LATE_CODES)[keyof typeof LATE_CODES];
  amount: number;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * The fines a tool due at `dueAt` has earned by `until` (its return, or now while it is out), with a
 * day tariff of `dayPrice` roubles. Day 1 starts counting after the free hour; day n ≥ 2 once the
 * lateness passes n − 1 days; the one-off sum once it passes seven days.
 */
export function lateFines(dueAt: Date, until: Date, dayPrice: number): LateFine[] {
  const late = until.getTime() - dueAt.getTime();
  if (late <= LATE_RULES.freeMinutes * 60_000) return [];
  const fines: LateFine[] = [{ part: '1', code: LATE_CODES.firstDay, amount: Math.round(dayPrice * LATE_RULES.firstDayShare) }];
  const days = Math.ceil(late / DAY);
  for (let day = 2; day <= days; day += 1) {
    fines.push({ part: String(day), code: LATE_CODES.nextDay, amount: Math.round(dayPrice * LATE_RULES.nextDayShare) });
  }
  if (late > LATE_RULES.lostAfterDays * DAY) fines.push({ part: 'lost', code: LATE_CODES.lost, amount: LATE_RULES.lostAmount });
  return fines;
}

/** «26 ч», «3 сут 4 ч», «45 мин»: how late, as the reason says it. */
export function lateness(dueAt: Date, until: Date): string {
  const minutes = Math.max(0, Math.floor((until.getTime() - dueAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} ч`;
  const rest = hours % 24;
  return rest ? `${Math.floor(hours / 24)} сут ${rest} ч` : `${Math.floor(hours / 24)} сут`;
}
