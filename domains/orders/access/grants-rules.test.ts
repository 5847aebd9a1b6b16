import { describe, expect, it } from 'vitest';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { zonedDayStart } from '../../../lib/zoned-calendar';
import { grantLive, grantPeriod, grantState } from './grants-rules';

const now = new Date('2026-11-23T09:00:00Z');
const rentalEnd = moscowDayStart('2026-12-23');
const rental = { endsAt: rentalEnd, timeZone: 'Europe/Moscow' };
const fieldsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields;
  }
  return undefined;
};

describe('grant periods', () => {
  it('counts the days of the order’s place: Yekaterinburg’s 24 November has begun at 20:30 Moscow time', () => {
    const zone = 'Asia/Yekaterinburg';
    const late = new Date('2026-11-23T20:30:00Z');
    const there = { endsAt: zonedDayStart('2026-12-23', zone), timeZone: zone };
    expect(fieldsOf(() => grantPeriod({ valid_from: '2026-11-23' }, there, late))?.valid_from).toBe(
      'Начало доступа — не раньше сегодняшнего дня',
    );
    expect(grantPeriod({ valid_from: '2026-11-24', valid_to: '2026-11-25' }, there, late)).toEqual({
      validFrom: late,
      validTo: zonedDayStart('2026-11-26', zone),
    });
  });

  it('starts now and lasts while the rental is on by default; the last day is included', () => {
    expect(grantPeriod({}, rental, now)).toEqual({ validFrom: now, validTo: null });
    expect(grantPeriod({ valid_from: '2026-11-23', valid_to: '2026-11-30' }, rental, now)).toEqual({
      validFrom: now,
      validTo: moscowDayStart('2026-12-01'),
    });
    expect(grantPeriod({ valid_from: '2026-11-25' }, rental, now).validFrom).toEqual(moscowDayStart('2026-11-25'));
  });

  it('refuses a start in the past, an end before the start and anything past the paid rental', () => {
    expect(fieldsOf(() => grantPeriod({ valid_from: '2026-11-22' }, rental, now))).toEqual({
      valid_from: 'Начало доступа — не раньше сегодняшнего дня',
    });
    expect(fieldsOf(() => grantPeriod({ valid_from: '2026-11-28', valid_to: '2026-11-27' }, rental, now))?.valid_to).toBe(
      'Последний день доступа — не раньше первого',
    );
    expect(fieldsOf(() => grantPeriod({ valid_to: '2026-12-23' }, rental, now))?.valid_to).toBe(
      'Доступ — не дольше аренды: она оплачена по 22.12.2026',
    );
    expect(grantPeriod({ valid_to: '2026-12-22' }, rental, now).validTo).toEqual(rentalEnd);
    expect(fieldsOf(() => grantPeriod({ valid_from: '2026-12-23' }, rental, now))?.valid_from).toMatch(/^Аренда оплачена по 22\.12\.2026/);
  });

  it('a change keeps the start the grant already has, even when that day has passed', () => {
    const current = { validFrom: moscowDayStart('2026-11-20'), validTo: null };
    expect(grantPeriod({ valid_from: '2026-11-20', valid_to: '2026-12-01' }, rental, now, current)).toEqual({
      validFrom: current.validFrom,
      validTo: moscowDayStart('2026-12-02'),
    });
    expect(grantPeriod({ valid_to: null }, rental, now, { validFrom: now, validTo: rentalEnd }).validTo).toBeNull();
  });

  it('a grant is live from its first moment to before its end, and not once revoked', () => {
    const grant = { validFrom: now, validTo: moscowDayStart('2026-11-24'), revokedAt: null };
    expect(grantLive(grant, now)).toBe(true);
    expect(grantLive(grant, new Date(now.getTime() - 1))).toBe(false);
    expect(grantLive(grant, moscowDayStart('2026-11-24'))).toBe(false);
    expect(grantLive({ ...grant, revokedAt: now }, now)).toBe(false);
    expect(grantState(grant, new Date(now.getTime() - 1))).toBe('scheduled');
    expect(grantState(grant, moscowDayStart('2026-11-24'))).toBe('expired');
    expect(grantState({ ...grant, revokedAt: now }, now)).toBe('revoked');
  });
});
