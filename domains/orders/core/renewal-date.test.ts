import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format/dates';
import { renewalChargeAt, renewalDueWindow } from './renewal-date';

// A period paid up to and including 19.12.2026 ends at 00:00 of 20.12 in Moscow (UTC+3).
const ENDS_AT = new Date('2026-12-19T21:00:00Z');
const HOUR = 3600 * 1000;

/** The rule in words: due from the charge moment until the period ends. */
function isRenewalDue(endsAt: Date, now: Date): boolean {
  return renewalChargeAt(endsAt).getTime() <= now.getTime() && now.getTime() < endsAt.getTime();
}

describe('the auto renewal date', () => {
  it('charges on the last paid day, a day before the period ends, and the cabinet shows that day', () => {
    expect(renewalChargeAt(ENDS_AT).toISOString()).toBe('2026-12-18T21:00:00.000Z');
    expect(formatDate(renewalChargeAt(ENDS_AT))).toBe('19.12.2026');
    // «Оплачено по» shows the last paid day: the same date.
    expect(formatDate(new Date(ENDS_AT.getTime() - 1))).toBe(formatDate(renewalChargeAt(ENDS_AT)));
  });

  it('is due from that moment until the period ends, not before and not after', () => {
    expect(isRenewalDue(ENDS_AT, new Date(ENDS_AT.getTime() - 24 * HOUR - 1))).toBe(false);
    expect(isRenewalDue(ENDS_AT, new Date(ENDS_AT.getTime() - 24 * HOUR))).toBe(true);
    expect(isRenewalDue(ENDS_AT, new Date(ENDS_AT.getTime() - HOUR))).toBe(true);
    expect(isRenewalDue(ENDS_AT, ENDS_AT)).toBe(false);
  });

  it("the job's window on ends_at says the same as the rule, hour by hour over three days", () => {
    for (let h = -72; h <= 24; h += 1) {
      const now = new Date(ENDS_AT.getTime() + h * HOUR + 17 * 60 * 1000 * (h % 2));
      const { after, until } = renewalDueWindow(now);
      const inWindow = ENDS_AT.getTime() > after.getTime() && ENDS_AT.getTime() <= until.getTime();
      expect(inWindow, now.toISOString()).toBe(isRenewalDue(ENDS_AT, now));
    }
  });
});
