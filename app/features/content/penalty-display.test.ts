import { describe, expect, it } from 'vitest';
import { groupPenalties } from './group-penalties';
import { penaltyAmount } from './penalty-amount';

describe('penalty display', () => {
  it('formats a sum in roubles and falls back to the words', () => {
    expect(penaltyAmount({ amount: 1500, amount_text: null })).toBe(`1\u00a0500\u00a0₽`);
    expect(penaltyAmount({ amount: null, amount_text: '100 % стоимости инструмента' })).toBe('100 % стоимости инструмента');
  });

  it('groups in the order of the list', () => {
    const base = { description: '', amount: 1, amount_text: null, unit: 'разово' };
    const groups = groupPenalties([
      { ...base, id: 1, code: 'a', title: 'A', group: 'Повреждение' },
      { ...base, id: 2, code: 'b', title: 'B', group: 'Утеря' },
      { ...base, id: 3, code: 'c', title: 'C', group: 'Повреждение' },
    ]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['Повреждение', [1, 3]],
      ['Утеря', [2]],
    ]);
  });
});
