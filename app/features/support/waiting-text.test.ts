import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting-text';

describe('waiting text', () => {
  const now = '2026-11-26T12:00:00Z';
  it('says how long the user has waited, in Russian', () => {
    expect(waitingText('2026-11-26T11:59:30Z', now)).toBe('ждёт меньше минуты');
    expect(waitingText('2026-11-26T11:55:00Z', now)).toBe('ждёт 5 мин');
    expect(waitingText('2026-11-26T09:10:00Z', now)).toBe('ждёт 2 ч');
    expect(waitingText('2026-11-25T12:00:00Z', now)).toBe('ждёт 1 день');
    expect(waitingText('2026-11-23T12:00:00Z', now)).toBe('ждёт 3 дня');
    expect(waitingText('2026-11-16T12:00:00Z', now)).toBe('ждёт 10 дней');
  });
});
