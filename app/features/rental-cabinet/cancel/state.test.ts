import { describe, expect, it } from 'vitest';
import { earlyEndPath, parseEarlyEndState } from './state';

describe('the rentals’ cancel flow in the URL', () => {
  it('keeps known marks once each and the comment', () => {
    const state = parseEarlyEndState(new URLSearchParams('quality=dirty,bogus,dirty,other&comment=Нет%20кейса'));
    expect(state).toEqual({ quality: ['dirty', 'other'], comment: 'Нет кейса' });
  });
  it('builds each step’s path; success carries no choices', () => {
    expect(earlyEndPath(7, 'recalc', { quality: ['all_good'], comment: '' })).toBe(
      '/cabinet/subscriptions/rental/7/cancel/recalc/?quality=all_good',
    );
    expect(earlyEndPath(7, 'success', { quality: ['all_good'] })).toBe('/cabinet/subscriptions/rental/7/cancel/success/');
  });
});
