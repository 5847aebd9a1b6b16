import { describe, expect, it } from 'vitest';
import { cellSubject } from './cell-subject';

describe('the cell in order texts', () => {
  it('prints its area with a decimal comma', () => {
    expect(cellSubject({ number: '12', sizeCode: 'XS', area: 0.5 })).toBe('ячейка XS №12 (0,5\u00a0м²)');
    expect(cellSubject({ number: '7', area: 2.25 })).toBe('ячейка 7 (2,25\u00a0м²)');
    expect(cellSubject({ number: '3', sizeCode: 'M', area: 4.5 })).not.toContain('4.5');
  });
});
