/** The four movements of bonus points. */
export const BONUS_ENTRY_KINDS = ['earn', 'spend', 'revert', 'expire'] as const;
export type BonusEntryKind = (typeof BONUS_ENTRY_KINDS)[number];

/** The signed points an entry adds to the balance: earn and revert add, spend and expire take away. */
export function signedPoints(kind: BonusEntryKind, points: number): number {
  return kind === 'earn' || kind === 'revert' ? points : -points;
}

/** Points asked of a movement are a positive whole number; anything else is a programming error. */
export function assertPoints(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0) throw new Error(`Bonus points must be a positive integer, got ${points}`);
}

/** What a spend or an expiry may take: what is asked, never more than the balance (never below zero). */
export function takeablePoints(balance: number, wanted: number): number {
  return Math.max(0, Math.min(wanted, balance));
}

/** What a revert of an order may give back: its spends less what earlier reverts returned. */
export function revertablePoints(entries: ReadonlyArray<{ kind: BonusEntryKind; points: number }>): number {
  let spent = 0;
  for (const entry of entries) {
    if (entry.kind === 'spend') spent -= entry.points;
    if (entry.kind === 'revert') spent -= entry.points;
  }
  return Math.max(0, spent);
}

/** The balance the entries add up to. */
export function ledgerSum(entries: ReadonlyArray<{ points: number }>): number {
  return entries.reduce((sum, entry) => sum + entry.points, 0);
}
