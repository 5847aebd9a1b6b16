import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RefundTable, refundLineRows } from './refund-table';
import { CancelStepFrame } from './step-frame';

function render(element: ReactNode): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(<RouterProvider router={router} />);
}

const steps = [
  { key: 'conditions', title: 'Условия' },
  { key: 'photo', title: 'Фото', skipped: true },
  { key: 'quality', title: 'Оценка' },
];

function frame(current: string): string {
  return render(
    <CancelStepFrame
      back={{ to: '/back/', text: '← Назад' }}
      title="Заголовок"
      stepsLabel="Шаги"
      steps={steps}
      current={current}
      heading="Шаг"
    >
      <p>Содержимое</p>
    </CancelStepFrame>,
  );
}

describe('the cancel flows’ step frame', () => {
  it('marks the current step, strikes a skipped one and names the step for the tests', () => {
    const html = frame('quality');
    expect(html).toContain('aria-current="step" data-step="quality"');
    expect(html).toContain('— не нужен');
    expect(html).toContain('data-testid="cancel-step-quality"');
    expect(html).toContain('Содержимое');
  });

  it('shows no step list on a screen outside it (the success)', () => {
    const html = frame('success');
    expect(html).not.toContain('data-testid="cancel-steps"');
    expect(html).toContain('data-testid="cancel-step-success"');
  });
});

describe('the refund table', () => {
  it('makes the last of the server’s lines the total', () => {
    const rows = refundLineRows([
      { title: 'Не использовано', amount: 1000 },
      { title: 'К возврату на карту', amount: 900 },
    ]);
    expect(rows.map((row) => row.total)).toEqual([false, true]);
    const html = render(<RefundTable rows={rows} />);
    expect(html.match(/<tr/g)).toHaveLength(2);
    expect(html).not.toContain('<p');
  });
});
