import { describe, expect, it, vi } from 'vitest';
import { AppError, isAppError } from './errors';

describe('AppError across copies of lib/errors', () => {
  it('is recognised when another copy of the module made it, as under the dev server', async () => {
    vi.resetModules();
    const copy = await import('./errors');
    expect(copy.AppError).not.toBe(AppError);
    const error = new copy.AppError('NOT_FOUND');
    expect(isAppError(error)).toBe(true);
    expect(error instanceof AppError).toBe(true);
    expect(new AppError('NOT_FOUND') instanceof copy.AppError).toBe(true);
  });

  it('is not claimed by plain errors, look-alikes or nothing', () => {
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ code: 'NOT_FOUND', status: 404, message: 'x' })).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError('NOT_FOUND')).toBe(false);
  });

  it('keeps subclasses apart: an AppError is not an instance of a subclass', () => {
    class WindowGone extends AppError {
      constructor() {
        super('NOT_FOUND');
      }
    }
    expect(new WindowGone() instanceof AppError).toBe(true);
    expect(new WindowGone() instanceof WindowGone).toBe(true);
    expect(new AppError('NOT_FOUND') instanceof WindowGone).toBe(false);
  });
});
