import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReturn, pendingReturn, rememberReturn, withReturn } from './return-path';

describe('the way back to a booking', () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => kept.get(key) ?? null,
        setItem: (key: string, value: string) => void kept.set(key, value),
        removeItem: (key: string) => void kept.delete(key),
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps a path of this site until forgotten', () => {
    rememberReturn('/prokat/5/?book=drill&period=day-1');
    expect(pendingReturn()).toBe('/prokat/5/?book=drill&period=day-1');
    forgetReturn();
    expect(pendingReturn()).toBeNull();
  });

  it('keeps nothing of another site', () => {
    rememberReturn('//evil.example/x');
    rememberReturn('https://evil.example/');
    expect(pendingReturn()).toBeNull();
  });

  it('forgets it after three hours', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    rememberReturn('/prokat/5/?book=drill');
    vi.setSystemTime(new Date('2026-01-01T12:59:00Z'));
    expect(pendingReturn()).toBe('/prokat/5/?book=drill');
    vi.setSystemTime(new Date('2026-01-01T13:01:00Z'));
    expect(pendingReturn()).toBeNull();
  });

  it('brings it along a link as `back`', () => {
    expect(withReturn('/cabinet/profile/passport/', '/prokat/5/?book=drill&qty=2')).toBe(
      '/cabinet/profile/passport/?back=%2Fprokat%2F5%2F%3Fbook%3Ddrill%26qty%3D2',
    );
    expect(withReturn('/cabinet/payments/?tab=cards', '/prokat/5/')).toBe('/cabinet/payments/?tab=cards&back=%2Fprokat%2F5%2F');
  });
});
