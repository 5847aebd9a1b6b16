import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES, EVENT_CATEGORIES, MAX_ATTEMPTS, nextAttemptAt, planChannel, retryDelayMs } from './delivery-policy';

const everywhere = { phone: true, confirmedEmail: true, devices: 1 };
const allOn = { sms: true, email: true, push: true };

describe('which channels a notification goes out on', () => {
  it('SMS and e-mail only for the urgent events, push for every one', () => {
    for (const event of ['payment_failed', 'renewal_declined', 'hold_expiring', 'refund_paid']) {
      expect(planChannel('sms', event, allOn, everywhere)).toEqual({ status: 'pending' });
      expect(planChannel('email', event, allOn, everywhere)).toEqual({ status: 'pending' });
    }
    expect(planChannel('sms', 'booked', allOn, everywhere)).toEqual({ status: 'skipped', reason: 'not urgent' });
    expect(planChannel('email', 'paid', allOn, everywhere)).toEqual({ status: 'skipped', reason: 'not urgent' });
    expect(planChannel('push', 'paid', allOn, everywhere)).toEqual({ status: 'pending' });
  });

  it('the user’s choice, then where they can be reached', () => {
    expect(planChannel('sms', 'payment_failed', { ...allOn, sms: false }, everywhere)).toEqual({ status: 'skipped', reason: 'turned off' });
    expect(planChannel('email', 'payment_failed', allOn, { ...everywhere, confirmedEmail: false })).toMatchObject({ status: 'skipped' });
    expect(planChannel('push', 'payment_failed', allOn, { ...everywhere, devices: 0 })).toMatchObject({ status: 'skipped' });
  });

  it('money and holds go by SMS and e-mail unless the user says otherwise; news goes nowhere', () => {
    expect(DEFAULT_CHOICES.payments).toEqual(allOn);
    expect(DEFAULT_CHOICES.orders).toEqual(allOn);
    expect(DEFAULT_CHOICES.news).toEqual({ sms: false, email: false, push: false });
    expect(EVENT_CATEGORIES.hold_expiring).toBe('orders');
    expect(EVENT_CATEGORIES.refund_paid).toBe('payments');
  });
});

describe('retries', () => {
  it('wait 1, 2, 4… minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('the next attempt is due the sum of the waits after the delivery was made', () => {
    const created = new Date('2026-11-23T09:00:00Z');
    expect(nextAttemptAt(created, 0)).toEqual(created);
    expect(nextAttemptAt(created, 1)).toEqual(new Date('2026-11-23T09:01:00Z'));
    expect(nextAttemptAt(created, 3)).toEqual(new Date('2026-11-23T09:07:00Z'));
  });
});
