import { describe, expect, it } from 'vitest';
import { afterConditions, cancelQuery, parseCancelState, stepPath, stepSkipped } from './state';

describe('cancel flow URL state', () => {
  it('keeps only a well-formed date and known, distinct quality marks', () => {
    const state = parseCancelState(new URLSearchParams('date=2026-12-09&quality=clean,hacker,clean,damaged&comment=ok'));
    expect(state).toEqual({ date: '2026-12-09', used: true, quality: ['clean', 'damaged'], comment: 'ok' });
    expect(parseCancelState(new URLSearchParams('date=09.12.2026')).date).toBeNull();
  });

  it('builds the step paths with the state in the query', () => {
    expect(stepPath(7, 'conditions')).toBe('/cabinet/subscriptions/storages/7/cancel/');
    expect(stepPath(7, 'photo', { date: '2026-12-09' })).toBe('/cabinet/subscriptions/storages/7/cancel/photo/?date=2026-12-09');
    expect(stepPath(7, 'success', { date: '2026-12-09' })).toBe('/cabinet/subscriptions/storages/7/cancel/success/');
    expect(cancelQuery({ date: '2026-12-09', quality: ['clean', 'safe'], comment: 'Всё хорошо' })).toBe(
      '?date=2026-12-09&quality=clean%2Csafe&comment=%D0%92%D1%81%D1%91+%D1%85%D0%BE%D1%80%D0%BE%D1%88%D0%BE',
    );
  });

  it('skips the photo when the cell was not used, and keeps that answer in the URL', () => {
    const unused = parseCancelState(new URLSearchParams('date=2026-12-09&used=0'));
    expect(unused.used).toBe(false);
    expect(afterConditions(unused)).toBe('quality');
    expect(stepSkipped('photo', unused)).toBe(true);
    expect(stepPath(7, 'quality', unused)).toBe('/cabinet/subscriptions/storages/7/cancel/quality/?date=2026-12-09&used=0');
    expect(afterConditions({ used: true })).toBe('photo');
    expect(stepSkipped('photo', { used: true })).toBe(false);
  });
});
