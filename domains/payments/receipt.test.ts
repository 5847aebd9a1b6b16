import { describe, expect, it } from 'vitest';
import { paymentState, PAYMENT_CONFIRMATION_WINDOW_MS } from './payment-states';
import { buildReceipt, receiptFor, receiptProblem } from './receipt';

const settings = { vatCode: 1, taxSystemCode: 2 };

describe('the fiscal receipt', () => {
  it('is one service line for the whole amount, to the payer’s phone (8… becomes 7…) or else e-mail', () => {
    const receipt = buildReceipt({
      description: 'Аренда ячейки',
      amount: 2400,
      customer: { phone: '8 (916) 123-45-67', email: 'a@b.ru' },
      settings,
    });
    expect(receipt).toEqual({
      customer: { phone: '79161234567' },
      items: [
        {
          description: 'Аренда ячейки',
          quantity: '1',
          amount: { value: '2400.00', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
      tax_system_code: 2,
    });
    expect(receiptProblem(receipt, '2400.00')).toBeNull();
    expect(buildReceipt({ description: 'x', amount: 1, customer: { phone: null, email: 'a@b.ru' }, settings }).customer).toEqual({
      email: 'a@b.ru',
    });
    expect(
      buildReceipt({ description: 'я'.repeat(300), amount: 1, customer: { phone: '79161234567' }, settings }).items[0]!.description,
    ).toHaveLength(128);
  });

  it('is refused without a contact, with an incomplete item, or when the items do not sum to the amount', () => {
    const good = buildReceipt({ description: 'Аренда', amount: 1000, customer: { phone: '79161234567' }, settings });
    expect(receiptProblem(undefined, '1000.00')).toBe('receipt is required');
    expect(receiptProblem({ ...good, customer: {} }, '1000.00')).toMatch(/customer/);
    expect(receiptProblem(good, '999.00')).toMatch(/sum/);
    expect(receiptProblem({ ...good, items: [] }, '1000.00')).toMatch(/items/);
    expect(receiptProblem({ ...good, items: [{ ...good.items[0]!, vat_code: 13 }] }, '1000.00')).toMatch(/vat_code/);
    expect(receiptProblem({ ...good, items: [{ ...good.items[0]!, payment_mode: 'whatever' }] }, '1000.00')).toMatch(/payment_mode/);
    expect(receiptProblem({ ...good, items: [{ ...good.items[0]!, description: 'я'.repeat(129) }] }, '1000.00')).toMatch(/description/);
    // Two lines of 500 sum to the 1000.
    const split = { ...good, items: [{ ...good.items[0]!, quantity: '2', amount: { value: '500.00', currency: 'RUB' } }] };
    expect(receiptProblem(split, '1000.00')).toBeNull();
    expect(receiptProblem(receiptFor(good, 300), '300.00')).toBeNull();
  });
});

describe('payment states', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const base = {
    status: 'pending',
    purpose: 'order',
    amount: 1000,
    refundedAmount: 0,
    createdAt: new Date(now.getTime() - 60_000),
    order: { status: 'awaiting_payment', holdExpiresAt: null },
  };

  it('an unpaid payment waits while its order waits and the hour lasts, then has expired', () => {
    expect(paymentState(base, now)).toBe('pending');
    expect(paymentState({ ...base, order: { status: 'active', holdExpiresAt: null } }, now)).toBe('expired');
    expect(paymentState({ ...base, order: { status: 'awaiting_payment', holdExpiresAt: new Date(now.getTime() - 1) } }, now)).toBe(
      'expired',
    );
    expect(paymentState({ ...base, createdAt: new Date(now.getTime() - PAYMENT_CONFIRMATION_WINDOW_MS) }, now)).toBe('expired');
    // An extension of an active order is not expired by the order being active.
    expect(paymentState({ ...base, purpose: 'extension', order: { status: 'active', holdExpiresAt: null } }, now)).toBe('pending');
  });

  it('money moved: paid, refunded, partly refunded; a refusal is failed', () => {
    expect(paymentState({ ...base, status: 'succeeded' }, now)).toBe('paid');
    expect(paymentState({ ...base, status: 'succeeded', refundedAmount: 1000 }, now)).toBe('refunded');
    expect(paymentState({ ...base, status: 'succeeded', refundedAmount: 10 }, now)).toBe('partially_refunded');
    expect(paymentState({ ...base, status: 'canceled' }, now)).toBe('failed');
    expect(paymentState({ ...base, status: 'waiting_for_capture' }, now)).toBe('processing');
  });
});
