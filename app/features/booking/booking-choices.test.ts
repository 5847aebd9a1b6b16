import { describe, expect, it } from 'vitest';
import { choicesQuery, loginHref, parseChoices } from './booking-choices';

const limits = {
  today: '2026-11-23',
  maxStart: '2027-01-22',
  periods: { monthly: [{ code: 'month-1' }, { code: 'month-3' }], daily: [{ code: 'day-7' }] },
};

describe('booking choices', () => {
  it('reads valid choices from the query and replaces invalid ones by defaults', () => {
    expect(parseChoices(new URLSearchParams('tariff=monthly&period=month-3&start=2026-12-01&promo=LETO&bonuses=1&auto=0'), limits)).toEqual(
      {
        tariff: 'monthly',
        period: 'month-3',
        start: '2026-12-01',
        promo: 'LETO',
        bonuses: true,
        auto: false,
      },
    );
    const bad = parseChoices(new URLSearchParams('tariff=weekly&period=day-7&start=2020-01-01'), limits);
    expect(bad).toMatchObject({ tariff: 'monthly', period: 'month-1', start: '2026-11-23', bonuses: false, auto: true });
    expect(parseChoices(new URLSearchParams('tariff=daily&start=2027-05-01'), limits)).toMatchObject({
      tariff: 'daily',
      period: 'day-7',
      start: '2026-11-23',
    });
  });

  it('round-trips through the query and builds the login dialog address', () => {
    const choices = { tariff: 'daily' as const, period: 'day-7', start: '2026-12-05', promo: ' ZIMA ', bonuses: false, auto: true };
    const query = choicesQuery(choices);
    expect(query).toBe('?tariff=daily&period=day-7&start=2026-12-05&promo=ZIMA');
    expect(parseChoices(new URLSearchParams(query), limits)).toEqual({ ...choices, promo: 'ZIMA' });
    const href = loginHref('/storages/sklad/5/', choices);
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('login')).toBe('dialog');
    // The way back books by itself once signed in.
    expect(params.get('redirect_back')).toBe(`/storages/sklad/5/${query}&book=1`);
  });
});
