import { describe, expect, it } from 'vitest';
import { HOLD_RULES, sameCellHoldsMessage, unpaidHoldsMessage } from './hold-rules';

describe('hold rules', () => {
  it('names the limits in Russian with the right word forms', () => {
    expect(HOLD_RULES.maxUnpaid).toBe(3);
    expect(unpaidHoldsMessage()).toBe('У вас уже 3 неоплаченные брони. Оплатите или отмените одну из них, чтобы забронировать ещё');
    expect(unpaidHoldsMessage(5)).toMatch(/^У вас уже 5 неоплаченных броней\./);
    expect(unpaidHoldsMessage(1)).toMatch(/^У вас уже 1 неоплаченная бронь\./);
    expect(sameCellHoldsMessage()).toMatch(/^Вы уже 3 раза за сутки бронировали эту ячейку без оплаты/);
  });
});
