import { describe, expect, it } from 'vitest';
import { formatShortNumber } from '../../lib/format/short-number';
import { clientLockSeconds, maskEmail, maskPhone, resendWaitSeconds, waitText } from './rules';
import { phoneSchema, sitePathSchema } from './schema';

describe('login rules', () => {
  it('resend waits 60 s and doubles, up to 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(resendWaitSeconds)).toEqual([60, 120, 240, 480, 600, 600]);
  });

  it('locks a client after five wrong codes, doubling from a minute up to a day', () => {
    expect([0, 4].map(clientLockSeconds)).toEqual([0, 0]);
    expect([5, 6, 7].map(clientLockSeconds)).toEqual([60, 120, 240]);
    expect(clientLockSeconds(40)).toBe(24 * 3600);
  });

  it('says how long to wait in Russian', () => {
    expect(waitText(0.2)).toBe('1 с');
    expect(waitText(45)).toBe('45 с');
    expect(waitText(61)).toBe('2 мин');
    expect(waitText(7200)).toBe('2 ч');
  });

  it('masks where the code went', () => {
    expect(maskPhone('79991234567')).toBe('+7 (999) ***-**-67');
    expect(maskEmail('ivan@mail.ru')).toBe('i***@mail.ru');
  });
});

describe('phone and path schemas', () => {
  it('accepts any formatting of a Russian number and keeps digits with a leading 7', () => {
    expect(phoneSchema.parse('+7 (999) 123-45-67')).toBe('79991234567');
    expect(phoneSchema.parse('8 999 123 45 67')).toBe('79991234567');
    expect(phoneSchema.safeParse('+7 (999) 123-45').success).toBe(false);
    expect(phoneSchema.safeParse('+1 202 555 0100').success).toBe(false);
  });

  it('accepts only same-site paths', () => {
    expect(sitePathSchema.safeParse('/cabinet/profile/?tab=1').success).toBe(true);
    for (const bad of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'cabinet/']) {
      expect(sitePathSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('short bonus balance', () => {
  it('fits the badge', () => {
    expect(formatShortNumber(950)).toBe('950');
    expect(formatShortNumber(1250)).toBe('1,2 тыс.');
    expect(formatShortNumber(15_000)).toBe('15 тыс.');
    expect(formatShortNumber(1_550_000)).toBe('1,5 млн');
  });
});
