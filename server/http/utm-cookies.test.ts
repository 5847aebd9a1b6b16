import { describe, expect, it } from 'vitest';
import { utmFromCookies } from './utm-cookies';

describe('UTM values from cookies', () => {
  it('keeps the known keys, cut to 200 characters', () => {
    expect(utmFromCookies({ utm_source: 'yandex', utm_term: 'к'.repeat(300), other: 'x' })).toEqual({
      utm_source: 'yandex',
      utm_term: 'к'.repeat(200),
    });
    expect(utmFromCookies({})).toBeUndefined();
  });

  it('drops a value with a control character and never splits a surrogate pair', () => {
    expect(utmFromCookies({ utm_source: 'a\u0000b', utm_medium: '\uD800' })).toBeUndefined();
    const cut = utmFromCookies({ utm_content: `a${'😀'.repeat(120)}` })!.utm_content!;
    expect(cut).toBe(`a${'😀'.repeat(99)}`);
  });
});
