/**
 * When auto renewal charges: one rule for the renewal job (which orders are due) and for the date
 * the cabinet shows as «Следующее списание». A paid period ends at `ends_at` (00:00 of the day after
 * the last paid day); the next period is charged a day before that moment, i.e. on the last paid day.
 */
export const RENEWAL_LEAD_MS = 24 * 3600 * 1000;

/** What the cabinet and the booking page say about it. */
export const AUTO_RENEWAL_TEXT = 'Спишем оплату следующего периода с карты в последний оплаченный день — за сутки до окончания аренды';

/** The moment from which the next period is charged: a day before the period ends. */
export function renewalChargeAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() - RENEWAL_LEAD_MS);
}

/** The renewal rule as a window on `ends_at` for the job's query: due when `after < ends_at <= until`. */
export function renewalDueWindow(now: Date): { after: Date; until: Date } {
  return { after: now, until: new Date(now.getTime() + RENEWAL_LEAD_MS) };
}
