import { describe, expect, it } from 'vitest';
import { isHexColor, normalizeHex } from './color';
import { formatDate, formatDateTime, formatTime } from './dates';
import { formatDuration } from './duration';
import { formatRub, roundRub } from './money';
import { formatPhone, phoneDigits, phoneHref } from './phone';
import { pluralRu } from './plural';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('phone', () => {
  it('reformats 7 or 8 plus ten digits as +7 (xxx) xxx-xx-xx', () => {
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('89991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('+7 999 123 45 67')).toBe('+7 (999) 123-45-67');
  });
  it('leaves other numbers as they are', () => {
    expect(formatPhone('375291234567')).toBe('375291234567');
    expect(formatPhone('7999123456')).toBe('7999123456');
    expect(formatPhone('')).toBe('');
  });
  it('strips non-digits for the API and builds tel: links', () => {
    expect(phoneDigits('+7 (999) 123-45-67')).toBe('79991234567');
    expect(phoneHref('88005553524')).toBe('tel:+78005553524');
  });
});

describe('hex colours', () => {
  it('accepts 3- and 6-digit hex', () => {
    expect(normalizeHex('#FFF')).toBe('#ffffff');
    expect(normalizeHex('3b3fd8')).toBe('#3b3fd8');
    expect(isHexColor('#abcd')).toBe(false);
  });
  it.each(['#abcd', 'red', '#12345g', '', '#1234567'])('fails on %j with Bad Hex', (value) => {
    expect(() => normalizeHex(value)).toThrow('Bad Hex');
  });
});

describe('durations', () => {
  it('shows minutes:seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(61.9)).toBe('1:01');
  });
});

describe('money', () => {
  it('shows roubles without decimals', () => {
    expect(nbsp(formatRub(12500))).toBe('12 500 ₽');
    expect(nbsp(formatRub(990.6))).toBe('991 ₽');
    expect(nbsp(formatRub(0))).toBe('0 ₽');
  });
  it('rounds half away from zero', () => {
    expect(roundRub(2.5)).toBe(3);
    expect(roundRub(-2.5)).toBe(-3);
    expect(roundRub(2.4)).toBe(2);
  });
});

describe('dates', () => {
  it('shows DD.MM.YYYY and HH:mm in Moscow time by default', () => {
    const instant = '2026-01-05T21:30:00Z';
    expect(formatDate(instant)).toBe('06.01.2026');
    expect(formatTime(instant)).toBe('00:30');
    expect(formatDateTime(instant)).toBe('06.01.2026 00:30');
  });
  it('uses the given time zone', () => {
    expect(formatTime('2026-01-05T21:30:00Z', 'Asia/Vladivostok')).toBe('07:30');
  });
  it('writes Moscow time without Intl exactly as Intl does, before and after the 2014 change', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
    const instants = [
      Date.UTC(2014, 9, 25, 21, 59),
      Date.UTC(2014, 9, 25, 22, 0),
      Date.UTC(2014, 0, 1, 20, 30),
      Date.UTC(2030, 11, 31, 21, 0),
    ];
    for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2031, 0, 1); t += 7_777_777_777 / 97) instants.push(Math.floor(t / 60_000) * 60_000);
    for (const instant of instants)
      expect(formatDateTime(instant), new Date(instant).toISOString()).toBe(intl.format(instant).replace(',', ''));
  });
  it('refuses invalid dates', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('plurals', () => {
  it('picks the Russian form', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => pluralRu(n, forms))).toEqual(['день', 'дня', 'дней', 'дней', 'день', 'дня', 'дней']);
  });
});
