import { BONUS_VALID_MONTHS } from './earning-figures';
import type { BonusEntryKind } from './ledger-rules';

/** Days before a lot expires when its owner is warned (once per lot). */
export const EXPIRY_WARNING_DAYS = 7;

/** When points credited at `at` expire: the published rule, BONUS_VALID_MONTHS after they came. */
export function expiryOf(at: Date, months = BONUS_VALID_MONTHS): Date {
  const end = new Date(at.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

export interface LedgerLine {
  id: number;
  kind: BonusEntryKind;
  /** Signed, as the ledger keeps it. */
  points: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A credit (an earn, or a revert that gave points back) and what is left of it. */
export interface Lot {
  id: number;
  points: number;
  expiresAt: Date | null;
  remaining: number;
}

/**
 * What is left of each credit when every debit (spend, expiry) takes the oldest points first.
 * All credits last the same time from when they came, so the oldest is also the first to expire.
 * The balance never went below zero, so a debit is always covered by credits that came before it,
 * and handing the debits' total out to the credits in order gives each what is left of it.
 */
export function lotsOf(lines: readonly LedgerLine[]): Lot[] {
  const credits = lines.filter((line) => line.points > 0).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  let debits = lines.filter((line) => line.points < 0).reduce((sum, line) => sum - line.points, 0);
  return credits.map((credit) => {
    const taken = Math.min(debits, credit.points);
    debits -= taken;
    return { id: credit.id, points: credit.points, expiresAt: credit.expiresAt, remaining: credit.points - taken };
  });
}

/** The points of lots past their expiry that nothing has spent or expired yet. */
export function expiredPoints(lots: readonly Lot[], now: Date): number {
  return lots
    .filter((lot) => lot.expiresAt !== null && lot.expiresAt.getTime() <= now.getTime())
    .reduce((sum, lot) => sum + lot.remaining, 0);
}

/** Lots with points left that expire after `now` and within `days`, soonest first. */
export function expiringWithin(lots: readonly Lot[], now: Date, days: number): Lot[] {
  const until = now.getTime() + days * 86_400_000;
  return lots
    .filter(
      (lot) => lot.remaining > 0 && lot.expiresAt !== null && lot.expiresAt.getTime() > now.getTime() && lot.expiresAt.getTime() <= until,
    )
    .sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime());
}
