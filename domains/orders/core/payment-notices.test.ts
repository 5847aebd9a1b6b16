import { describe, expect, it } from 'vitest';
import type { SettledEvent } from '../../payments/service.server';
import { paymentNotice } from './payment-notices.server';

const order = (status: string) => ({ id: 42, kind: 'storage', status }) as Parameters<typeof paymentNotice>[1];
const event = (purpose: string, outcome: 'succeeded' | 'canceled') =>
  ({ outcome, now: new Date(), payment: { purpose, amount: 3000 } }) as unknown as SettledEvent;

describe('what a payment outcome tells the order’s owner', () => {
  it('a renewal charged or declined, an extension paid', () => {
    // The order's page comes from its kind's registration; the notice carries the link it is given.
    expect(paymentNotice(event('renewal', 'succeeded'), order('active'), 'applied', '/cabinet/subscriptions/storages/42/')).toMatchObject({
      title: 'Аренда продлена',
      link: '/cabinet/subscriptions/storages/42/',
    });
    expect(paymentNotice(event('renewal', 'canceled'), order('active'), 'ignored')).toMatchObject({
      title: 'Продление не оплачено',
      link: '/cabinet/payments/?tab=cards',
    });
    expect(paymentNotice(event('extension', 'succeeded'), order('active'), 'applied')?.text).toMatch(
      /^Заказ №42 продлён, оплачено 3\s000\s₽\.$/,
    );
  });

  it('each outcome names its event, which picks the channels it goes out on', () => {
    const events = [
      paymentNotice(event('order', 'succeeded'), order('awaiting_payment'), 'applied'),
      paymentNotice(event('order', 'canceled'), order('awaiting_payment'), 'ignored'),
      paymentNotice(event('order', 'succeeded'), order('awaiting_payment'), 'refund'),
      paymentNotice(event('renewal', 'succeeded'), order('active'), 'applied'),
      paymentNotice(event('renewal', 'canceled'), order('active'), 'ignored'),
      paymentNotice(event('extension', 'succeeded'), order('active'), 'applied'),
    ].map((notice) => notice?.event);
    expect(events).toEqual(['paid', 'payment_failed', 'refund_due', 'renewal_charged', 'renewal_declined', 'extension_paid']);
  });

  it('nothing for a declined renewal of an order that has ended, or an outcome that changed nothing', () => {
    expect(paymentNotice(event('renewal', 'canceled'), order('finished'), 'ignored')).toBeNull();
    expect(paymentNotice(event('order', 'succeeded'), order('active'), 'ignored')).toBeNull();
  });
});
