import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../domains/orders/cabinet/cabinet-schema';
import { SnackbarProvider } from '../../shell/snackbar/snackbar';
import { RatingCard } from './rating-card';

type Rated = Pick<OrderDetails, 'id' | 'rating' | 'can_rate'>;

function render(order: Rated): string {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SnackbarProvider>
          <RatingCard order={order} />
        </SnackbarProvider>
      ),
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

describe('RatingCard («Оцените заказ»)', () => {
  it('asks for one to five stars and a comment on a finished order not rated yet', () => {
    const html = render({ id: 7, rating: null, can_rate: true });
    expect(html).toContain('Оцените заказ');
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    for (const n of [1, 2, 3, 4, 5]) expect(html).toContain(`${n} из 5`);
    expect(html).toContain('Отправить оценку');
  });

  it('shows the rating given instead of the form', () => {
    const html = render({
      id: 7,
      rating: { order_id: 7, rating: 4, comment: 'Всё хорошо', created_at: '2026-11-27T10:00:00Z' },
      can_rate: false,
    });
    expect(html).toContain('Ваша оценка');
    expect(html).toContain('aria-label="4 из 5"');
    expect(html).toContain('Всё хорошо');
    expect(html).not.toContain('Отправить оценку');
  });

  it('shows nothing for an order outside the rating window', () => {
    expect(render({ id: 7, rating: null, can_rate: false })).not.toContain('Оцените');
  });
});
