import { formatRub } from '../../../lib/format/money';
import type { RentalPenalty } from '../../../domains/content/schema';

/** "1 000 ₽" for a fixed sum, otherwise the words of the contract ("100 % стоимости инструмента"). */
export function penaltyAmount(penalty: Pick<RentalPenalty, 'amount' | 'amount_text'>): string {
  if (penalty.amount !== null) return formatRub(penalty.amount);
  return penalty.amount_text ?? 'по договору';
}
