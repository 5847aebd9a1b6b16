import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasPgErrorCode } from './pg-errors';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('hasPgErrorCode', () => {
  it('finds the code on the error itself', () => {
    expect(hasPgErrorCode(pgError('23505'), ['23505'])).toBe(true);
    expect(hasPgErrorCode(pgError('23P01'), new Set(['23P01', '40P01']))).toBe(true);
  });

  it("finds it in drizzle's wrapped query error and deeper causes", () => {
    const drizzle = new DrizzleQueryError('insert into "users" ...', [], pgError('23505'));
    expect(hasPgErrorCode(drizzle, ['23505'])).toBe(true);
    const twice = new Error('transaction failed', { cause: new Error('Failed query', { cause: pgError('40001') }) });
    expect(hasPgErrorCode(twice, ['40P01', '40001'])).toBe(true);
  });

  it('answers false for other codes, plain errors and non-errors', () => {
    expect(hasPgErrorCode(pgError('23503'), ['23505'])).toBe(false);
    expect(hasPgErrorCode(new Error('boom'), ['23505'])).toBe(false);
    for (const value of [null, undefined, '23505', 23505, { code: 23505 }, [{ code: '23505' }]]) {
      expect(hasPgErrorCode(value, ['23505'])).toBe(false);
    }
  });

  it('reads a plain object carrying the code, as some drivers throw', () => {
    expect(hasPgErrorCode({ code: '40P01' }, ['40P01'])).toBe(true);
    expect(hasPgErrorCode({ message: 'x', cause: { code: '23505' } }, ['23505'])).toBe(true);
  });

  it('stops on a cause chain that loops', () => {
    const a: { code: string; cause?: unknown } = { code: 'X' };
    a.cause = { cause: a };
    expect(hasPgErrorCode(a, ['23505'])).toBe(false);
  });
});
