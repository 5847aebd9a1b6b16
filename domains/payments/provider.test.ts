import { describe, expect, it } from 'vitest';
import { cancellationTitle, mapProviderStatus, parseProviderAmount, providerAmount } from './provider';
import { fromYooKassa, yookassaIdempotenceKey } from './yookassa.server';

describe('provider formats', () => {
  it('integer roubles become "123.00" and back', () => {
    expect(providerAmount(123)).toBe('123.00');
    expect(providerAmount(1)).toBe('1.00');
    expect(providerAmount(150000)).toBe('150000.00');
    expect(() => providerAmount(0)).toThrow();
    expect(() => providerAmount(12.5)).toThrow();
    expect(parseProviderAmount('123.00')).toBe(123);
    expect(parseProviderAmount('99.50')).toBe(100);
    expect(() => parseProviderAmount('abc')).toThrow();
  });

  it('maps provider statuses; anything unknown stays pending, never a success', () => {
    expect(mapProviderStatus('succeeded')).toBe('succeeded');
    expect(mapProviderStatus('canceled')).toBe('canceled');
    expect(mapProviderStatus('waiting_for_capture')).toBe('waiting_for_capture');
    expect(mapProviderStatus('pending')).toBe('pending');
    expect(mapProviderStatus('SUCCEEDED')).toBe('pending');
    expect(mapProviderStatus('refunded')).toBe('pending');
  });

  it('explains cancellations in Russian', () => {
    expect(cancellationTitle('insufficient_funds')).toBe('Недостаточно средств на карте');
    expect(cancellationTitle('something_new')).toBe('Платёж не прошёл');
    expect(cancellationTitle(null)).toBe('Платёж не прошёл');
  });

  it('keeps idempotence keys within 64 characters, stably', () => {
    expect(yookassaIdempotenceKey('renewal:1:2')).toBe('renewal:1:2');
    const long = 'x'.repeat(100);
    expect(yookassaIdempotenceKey(long)).toHaveLength(64);
    expect(yookassaIdempotenceKey(long)).toBe(yookassaIdempotenceKey(long));
  });

  it('reads a YooKassa payment with a saved card', () => {
    const p = fromYooKassa({
      id: 'p1',
      status: 'succeeded',
      amount: { value: '1500.00', currency: 'RUB' },
      payment_method: {
        id: 'pm1',
        saved: true,
        card: { first6: '555555', last4: '4477', card_type: 'MasterCard', expiry_month: '07', expiry_year: '2030' },
      },
      metadata: { payment_uuid: 'u' },
    });
    expect(p).toMatchObject({ id: 'p1', status: 'succeeded', amount: 1500, confirmationUrl: null });
    expect(p.paymentMethod).toEqual({
      id: 'pm1',
      saved: true,
      card: { first6: '555555', last4: '4477', cardType: 'MasterCard', expiryMonth: 7, expiryYear: 2030 },
    });
  });
});
