import { pluralRu } from '../../../lib/format/plural';

/**
 * Holds are a short reservation while paying, never a way to keep cells from others. The numbers
 * count an account and a phone together: a signed-in user's orders, the guest orders placed with
 * the user's phone, and for a guest also the orders of the account with that phone.
 */
export const HOLD_RULES = {
  /** Orders awaiting payment with a live hold, at once. Paying, cancelling or expiry frees a place. */
  maxUnpaid: 3,
  /**
   * Unpaid orders of one cell placed in the last `sameCellWindowHours`: a hold is never extended,
   * and booking the cell again after the time ran out is a new hold, allowed this many times.
   */
  maxSameCellPerWindow: 3,
  sameCellWindowHours: 24,
} as const;

export function unpaidHoldsMessage(limit: number = HOLD_RULES.maxUnpaid): string {
  const holds = pluralRu(limit, ['неоплаченная бронь', 'неоплаченные брони', 'неоплаченных броней']);
  return `У вас уже ${limit} ${holds}. Оплатите или отмените одну из них, чтобы забронировать ещё`;
}

export function sameCellHoldsMessage(limit: number = HOLD_RULES.maxSameCellPerWindow): string {
  const times = pluralRu(limit, ['раз', 'раза', 'раз']);
  return `Вы уже ${limit} ${times} за сутки бронировали эту ячейку без оплаты. Выберите другую ячейку или попробуйте завтра`;
}
