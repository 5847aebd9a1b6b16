import { describe, expect, it } from 'vitest';
import { CellTakenError, isBookingConflict, withConflictRetry } from './booking-conflict';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('withConflictRetry', () => {
  it('retries once after an exclusion violation and returns the second result', async () => {
    let calls = 0;
    const result = await withConflictRetry(async () => {
      calls += 1;
      if (calls === 1) throw pgError('23P01');
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(calls).toBe(2);
  });

  it('treats a deadlock (40P01), also wrapped by the driver, as a conflict', async () => {
    let calls = 0;
    const wrapped = new Error('Failed query', { cause: pgError('40P01') });
    await expect(
      withConflictRetry(async () => {
        calls += 1;
        throw wrapped;
      }),
    ).rejects.toBeInstanceOf(CellTakenError);
    expect(calls).toBe(2);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withConflictRetry(async () => {
        calls += 1;
        throw pgError('23505');
      }),
    ).rejects.toThrow('pg 23505');
    expect(calls).toBe(1);
  });

  it('recognises conflict codes only', () => {
    expect(isBookingConflict(pgError('23P01'))).toBe(true);
    expect(isBookingConflict(pgError('40P01'))).toBe(true);
    expect(isBookingConflict(pgError('40001'))).toBe(false);
    expect(isBookingConflict(null)).toBe(false);
  });
});
