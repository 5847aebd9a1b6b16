import { describe, expect, it } from 'vitest';
import { orderPaymentTitle } from './payment-titles';
import { createProductKinds, type ProductKind } from './product-kind';

// Two kinds as the registry holds them: one names its payments, one leaves the core's words.
const named = { kind: 'boat', cabinet: { paymentTitles: { order: 'Аренда лодки', renewal: 'Автопродление лодки' } } };
const plain = { kind: 'tent', cabinet: {} };
const kinds = createProductKinds([named, plain] as unknown as ProductKind[]);

describe('the title of an order payment', () => {
  it('is the word its kind registered, else the core’s', () => {
    expect(orderPaymentTitle(kinds, 'order', 'boat')).toBe('Аренда лодки');
    expect(orderPaymentTitle(kinds, 'renewal', 'boat')).toBe('Автопродление лодки');
    expect(orderPaymentTitle(kinds, 'extension', 'boat')).toBe('Продление аренды');
    expect(orderPaymentTitle(kinds, 'order', 'tent')).toBe('Оплата заказа');
    expect(orderPaymentTitle(kinds, 'invoice', 'tent')).toBe('Оплата по счёту');
  });

  it('needs no kind, and leaves the purposes orders do not own to whoever registered them', () => {
    expect(orderPaymentTitle(kinds, 'order', null)).toBe('Оплата заказа');
    expect(orderPaymentTitle(kinds, 'order', 'gone')).toBe('Оплата заказа');
    expect(orderPaymentTitle(kinds, 'request', 'boat')).toBe('Платёж');
    expect(orderPaymentTitle(kinds, 'toString', 'boat')).toBe('Платёж');
    expect(orderPaymentTitle(kinds, 'constructor', 'boat')).toBe('Платёж');
    expect(orderPaymentTitle(kinds, 'fine', 'boat')).toBe('Штраф');
  });
});
