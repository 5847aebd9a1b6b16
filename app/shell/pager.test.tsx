import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filteredPageHref, Pager } from './pager';

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

  it('links a filtered list: the non-empty filter values and the page, or "." for the first plain page', () => {
    expect(filteredPageHref({ status: 'issued', kind: '' }, 3)).toBe('?status=issued&page=3');
    expect(filteredPageHref({ status: 'issued' }, 1)).toBe('?status=issued');
    expect(filteredPageHref({ status: '' }, 1)).toBe('.');
    expect(filteredPageHref({ q: 'a&b=c' }, 2)).toBe('?q=a%26b%3Dc&page=2');
  });
});
