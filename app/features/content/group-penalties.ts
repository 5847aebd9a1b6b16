import type { RentalPenalty } from '../../../domains/content/schema';

export interface PenaltyGroup {
  name: string;
  items: RentalPenalty[];
}

/** Groups the fines by their heading, keeping the order the API gave. */
export function groupPenalties(penalties: RentalPenalty[]): PenaltyGroup[] {
  const groups = new Map<string, RentalPenalty[]>();
  for (const penalty of penalties) {
    const list = groups.get(penalty.group);
    if (list) list.push(penalty);
    else groups.set(penalty.group, [penalty]);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}
