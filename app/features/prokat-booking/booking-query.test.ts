import { describe, expect, it } from 'vitest';
import { choiceQuery, onlyBookingChanged, withBooking } from './booking-address';
import { loginHref, parsePeriod, pickPeriod, readChoice } from './booking-query';

describe('the booking choice in the address', () => {
  it('reads a model, a locker, a period, the units and the way on; anything malformed is dropped', () => {
    expect(readChoice('?book=makita-hr2470&at=12&period=day-3&qty=2&go=book')).toEqual({
      slug: 'makita-hr2470',
      at: 12,
      period: 'day-3',
      qty: 2,
      go: 'book',
    });
    expect(readChoice('?book=x&at=0&period=week-1&qty=9&go=pay')).toEqual({ slug: 'x', at: null, period: null, qty: 1, go: null });
    expect(readChoice('?book=../etc')).toBeNull();
    expect(readChoice('?period=day-1')).toBeNull();
  });

  it('writes the choice over the other keys of the address and back again', () => {
    const query = choiceQuery({ slug: 'drill', at: 3, period: 'hour-2', qty: 1 }, '?city=moscow&book=old&go=book');
    expect(query).toBe('?city=moscow&book=drill&at=3&period=hour-2');
    expect(readChoice(query)).toMatchObject({ slug: 'drill', at: 3, period: 'hour-2', qty: 1, go: null });
    expect(withBooking('?book=drill&qty=2')).toBe('');
  });

  it('sends a guest to the login dialog over the page, back to the choice with the way on', () => {
    const href = loginHref('/prokat/5/', '?book=drill&period=day-1', 'book');
    const params = new URL(href, 'http://x').searchParams;
    expect(new URL(href, 'http://x').pathname).toBe('/prokat/5/');
    expect(params.get('login')).toBe('dialog');
    expect(params.get('book')).toBe('drill');
    expect(params.get('redirect_back')).toBe('/prokat/5/?book=drill&period=day-1&go=book');
  });

  it('picks the wanted period when sold, else the first day, else the first', () => {
    const tariffs = [
      { unit: 'hour' as const, period_number: 1 },
      { unit: 'day' as const, period_number: 1 },
    ];
    expect(pickPeriod(tariffs, 'hour-1')).toBe('hour-1');
    expect(pickPeriod(tariffs, 'day-7')).toBe('day-1');
    expect(pickPeriod(tariffs.slice(0, 1), null)).toBe('hour-1');
    expect(pickPeriod([], null)).toBeNull();
    expect(parsePeriod('day-3')).toEqual({ unit: 'day', period_number: 3 });
  });

  it('keeps the page’s data when only the booking or the login dialog changed', () => {
    const url = (search: string, path = '/prokat/5/') => new URL(`http://x${path}${search}`);
    expect(onlyBookingChanged(url(''), url('?book=drill&period=day-1'))).toBe(true);
    expect(onlyBookingChanged(url('?book=drill'), url('?book=drill&login=dialog&redirect_back=%2F'))).toBe(true);
    expect(onlyBookingChanged(url(''), url('?categories=1'))).toBe(false);
    expect(onlyBookingChanged(url(''), url('', '/prokat/6/'))).toBe(false);
  });
});
