import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CloudRequestPaidPage } from './success-pages';

describe('the return delivery’s success page', () => {
  it('names the payment’s time as such: «Когда» next to a return reads as the delivery’s time', () => {
    const html = renderToString(
      <MemoryRouter>
        <CloudRequestPaidPage
          page={{
            id: 'p-1',
            order_id: 7,
            amount: 590,
            paid_at: '2026-11-28T10:15:00Z',
            description: 'Доставка вещей из облака',
            card_last4: '1111',
            links: { order: '/cabinet/requests/3/', payments: '/cabinet/payments/' },
          }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('<dt>Время оплаты</dt>');
    expect(html).toContain('28.11.2026 13:15');
    expect(html).not.toContain('<dt>Когда</dt>');
  });
});
