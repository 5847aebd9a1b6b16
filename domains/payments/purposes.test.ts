import { describe, expect, it } from 'vitest';
import { createPaymentPurposes } from './purposes';
import type { SettledEvent } from './settle.server';

const event = { outcome: 'succeeded' } as SettledEvent;

describe('the purpose registry: a payment’s purpose is owned by the caller that registered it', () => {
  it('finds what a caller registered; an unknown purpose is a clear error', () => {
    const purposes = createPaymentPurposes();
    purposes.register({ name: 'deposit', title: () => 'Залог', paysOwner: false });
    expect(purposes.get('deposit').title(null)).toBe('Залог');
    expect(purposes.find('fine')).toBeUndefined();
    expect(() => purposes.get('fine')).toThrow(
      expect.objectContaining({ code: 'PAYMENT_PURPOSE_UNKNOWN', message: 'Неизвестное назначение платежа: fine' }),
    );
  });

  it('the newest registration of a name is used; disposing it restores the one before', async () => {
    const purposes = createPaymentPurposes();
    purposes.register({ name: 'order', title: () => 'Оплата заказа', settled: async () => 'applied' });
    const dispose = purposes.register({ name: 'order', title: () => 'Другая', settled: async () => 'refund' });
    expect(await purposes.get('order').settled!(event)).toBe('refund');
    dispose();
    expect(await purposes.get('order').settled!(event)).toBe('applied');
    expect(purposes.get('order').title(null)).toBe('Оплата заказа');
  });

  it('listen replaces only the outcome listener of the named purposes, keeping their words', async () => {
    const purposes = createPaymentPurposes();
    purposes.register({ name: 'order', title: (owner) => `Аренда (${owner?.kind ?? '—'})`, settled: async () => 'applied' });
    purposes.register({ name: 'request', title: () => 'Доставка', settled: async () => 'applied' });
    const dispose = purposes.listen(['order'], async () => 'ignored');
    expect(await purposes.get('order').settled!(event)).toBe('ignored');
    expect(await purposes.get('request').settled!(event)).toBe('applied');
    expect(purposes.get('order').title(null)).toBe('Аренда (—)');
    dispose();
    expect(await purposes.get('order').settled!(event)).toBe('applied');
    expect(() => purposes.listen(['nobody'], async () => 'applied')).toThrow(expect.objectContaining({ code: 'PAYMENT_PURPOSE_UNKNOWN' }));
  });
});
