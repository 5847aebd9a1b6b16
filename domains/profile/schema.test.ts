import { describe, expect, it } from 'vitest';
import '../../lib/zod-ru';
import { deactivationSchema, emailSchema, isoDateSchema, passwordSchema, profileUpdateSchema } from './schema';
import { ageOn } from './service.server';

describe('profile rules', () => {
  it('names: trimmed, spaces collapsed, letters with single spaces and hyphens, empty clears', () => {
    expect(profileUpdateSchema.parse({ first_name: '  Анна   Мария ', last_name: 'Салтыков-Щедрин', middle_name: '' })).toEqual({
      first_name: 'Анна Мария',
      last_name: 'Салтыков-Щедрин',
      middle_name: null,
    });
    expect(profileUpdateSchema.parse({ first_name: 'Zoë' }).first_name).toBe('Zoë');
    for (const bad of ['Анна--Мария', '-Анна', 'Анна-', 'Иван1', 'Ив_ан', "O'Neil"]) {
      expect(profileUpdateSchema.safeParse({ first_name: bad }).success, bad).toBe(false);
    }
    expect(profileUpdateSchema.safeParse({ first_name: 'Я'.repeat(60) }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ first_name: 'Я'.repeat(61) }).success).toBe(false);
  });

  it('dates: YYYY-MM-DD that exist in the calendar', () => {
    expect(isoDateSchema.safeParse('2000-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('1900-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2001-13-01').success).toBe(false);
    expect(isoDateSchema.safeParse('2001-1-01').success).toBe(false);
    expect(profileUpdateSchema.parse({ birth_date: '' })).toEqual({ birth_date: null });
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('age in full years, the birthday counting from its day', () => {
    const today = new Date('2026-11-23T09:00:00Z');
    expect(ageOn('2012-11-23', today)).toBe(14);
    expect(ageOn('2012-11-24', today)).toBe(13);
    expect(ageOn('1906-11-23', today)).toBe(120);
    expect(ageOn('1906-11-22', today)).toBe(120);
    expect(ageOn('1905-11-23', today)).toBe(121);
  });

  it('e-mail lower-cased and trimmed; passwords need letters and digits', () => {
    expect(emailSchema.parse('  Name@Mail.RU ')).toBe('name@mail.ru');
    expect(emailSchema.safeParse('name@').success).toBe(false);
    expect(passwordSchema.safeParse('пароль12').success).toBe(true);
    expect(passwordSchema.safeParse('password').success).toBe(false);
    expect(passwordSchema.safeParse('12345678').success).toBe(false);
    expect(passwordSchema.safeParse('abc1234').success).toBe(false);
  });

  it('deactivation needs confirm: true', () => {
    expect(deactivationSchema.safeParse({ confirm: true }).success).toBe(true);
    expect(deactivationSchema.safeParse({ confirm: 'true' }).success).toBe(false);
    expect(deactivationSchema.parse({ confirm: true, reason: '  дорого  ' }).reason).toBe('дорого');
  });
});
