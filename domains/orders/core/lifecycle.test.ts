import { describe, expect, it } from 'vitest';
import { canTransition, effectiveStatus, orderGroup, orderStatuses } from './lifecycle';

describe('order lifecycle', () => {
  it('allows payment, cancellation and expiry of an unpaid order only', () => {
    expect(canTransition('awaiting_payment', 'active')).toBe(true);
    expect(canTransition('awaiting_payment', 'canceled')).toBe(true);
    expect(canTransition('awaiting_payment', 'expired')).toBe(true);
    expect(canTransition('awaiting_payment', 'finished')).toBe(false);
    expect(canTransition('awaiting_payment', 'cancel_requested')).toBe(false);
  });

  it('lets an active order renew, request cancellation or finish, and withdraw a cancellation', () => {
    expect(canTransition('active', 'active')).toBe(true);
    expect(canTransition('active', 'cancel_requested')).toBe(true);
    expect(canTransition('cancel_requested', 'active')).toBe(true);
    expect(canTransition('cancel_requested', 'finished')).toBe(true);
    expect(canTransition('active', 'awaiting_payment')).toBe(false);
    expect(canTransition('active', 'expired')).toBe(false);
    // Canceled before its service began (a cloud pickup not yet made), with the money returned.
    expect(canTransition('active', 'canceled')).toBe(true);
    expect(canTransition('cancel_requested', 'canceled')).toBe(false);
  });

  it('never leaves a terminal status', () => {
    for (const end of ['finished', 'canceled', 'expired'] as const) {
      for (const to of orderStatuses) expect(canTransition(end, to)).toBe(false);
    }
  });

  it('reads an unpaid order past its hold as expired', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(effectiveStatus({ status: 'awaiting_payment', holdExpiresAt: new Date('2026-11-23T09:59:59Z') }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'awaiting_payment', holdExpiresAt: new Date('2026-11-23T10:15:00Z') }, now)).toBe('awaiting_payment');
    expect(effectiveStatus({ status: 'active', holdExpiresAt: new Date('2026-11-01T00:00:00Z') }, now)).toBe('active');
  });

  it('groups statuses into the three cabinet lists', () => {
    expect(orderGroup('cancel_requested')).toBe('active');
    expect(orderGroup('awaiting_payment')).toBe('awaiting_payment');
    expect(orderGroup('expired')).toBe('finished');
  });
});
