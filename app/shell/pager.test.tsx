import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

function render(page: number, pages: number): string {
  const router = createMemoryRouter([{ path: '/', element: <Pager page={page} pages={pages} hrefOf={(n) => `?page=${n}`} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe('the pager', () => {
  it('links the pages before and after, and says where the list is', () => {
    const html = render(2, 3);
    expect(html).toMatch(/data-testid="pager-prev"[^>]*href="\/\?page=1"|href="\/\?page=1"[^>]*data-testid="pager-prev"/);
    expect(html).toMatch(/href="\/\?page=3"/);
    expect(html).toContain('Страница <!-- -->2<!-- --> из <!-- -->3');
  });

  it('has no link past either end, and nothing for one page', () => {
    expect(render(1, 3)).not.toContain('pager-prev');
    expect(render(3, 3)).not.toContain('pager-next');
    expect(render(1, 1)).toBe('');
  });
});
