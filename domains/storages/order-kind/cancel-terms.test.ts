import { describe, expect, it } from 'vitest';
import { storageCancellation } from './cancel-terms';

describe('storage cancel conditions', () => {
  it('names the notice, the refund, the photo and the dates in Russian', () => {
    const text = storageCancellation.conditions({ min: '2026-11-05', max: '2026-11-30', noticeLastDay: '2026-11-18' }).join(' ');
    expect(text).toContain('14 дней');
    expect(text).toContain('по 18.11.2026');
    expect(text).toContain('10 рабочих дней');
    expect(text).toContain('сфотографируйте');
    expect(text).toContain('с 05.11.2026 по 30.11.2026');
  });
});
