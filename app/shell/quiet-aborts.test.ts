import { describe, expect, it } from 'vitest';
import { installQuietAborts, isAbortError } from './quiet-aborts';

/** A window stand-in that records the listeners and dispatches to them. */
function fakeWindow() {
  const listeners = new Map<string, ((event: never) => void)[]>();
  return {
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatch(type: string, payload: Record<string, unknown>) {
      let prevented = false;
      const event = { ...payload, preventDefault: () => (prevented = true) };
      for (const listener of listeners.get(type) ?? []) listener(event as never);
      return prevented;
    },
  };
}

describe('quiet aborts', () => {
  it('knows an aborted request by its name, whatever threw it', () => {
    expect(isAbortError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true);
    expect(isAbortError(Object.assign(new Error('signal is aborted without reason'), { name: 'AbortError' }))).toBe(true);
    expect(isAbortError(new Error('Нет соединения'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });

  it('silences an unawaited aborted request, and nothing else', () => {
    const win = fakeWindow();
    installQuietAborts(win as never);
    expect(win.dispatch('unhandledrejection', { reason: new DOMException('aborted', 'AbortError') })).toBe(true);
    expect(win.dispatch('error', { error: new DOMException('aborted', 'AbortError') })).toBe(true);
    expect(win.dispatch('unhandledrejection', { reason: new TypeError('Failed to fetch') })).toBe(false);
    expect(win.dispatch('error', { error: new Error('boom') })).toBe(false);
  });
});
