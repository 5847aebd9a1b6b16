import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the test compares the site link with React Router's own
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SmartLink, type SmartLinkProps } from './smart-link';

/** The HTML a link renders on a page at /cabinet/profile/, as the server renders it. */
function html(link: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: link }], { initialEntries: ['/cabinet/profile/'] });
  return renderToString(<RouterProvider router={router} />);
}

const cases: SmartLinkProps[] = [
  { to: '/cabinet/payments/', children: 'Платежи' },
  { to: '/cabinet/subscriptions/?line=clouds#orders', className: 'active', 'aria-current': 'page', children: 'Облако' },
  { to: '/storages/', prefetch: 'none', discover: 'render', title: 'Склады', children: 'Склады' },
  { to: '/documents/home-contract/', target: '_blank', rel: 'noopener', reloadDocument: true, children: 'Договор' },
  { to: '/cabinet/', replace: true, state: { from: 'menu' }, preventScrollReset: true, viewTransition: true, children: 'Кабинет' },
  { to: 'https://vk.com/mestechko', children: 'ВКонтакте' },
  { to: '../payments/', children: 'Относительная' },
  { to: { pathname: '/cabinet/bonuses/', search: '?page=2' }, children: 'Бонусы' },
];

describe('the site link on the server', () => {
  it("renders the anchor React Router's Link renders, so the browser hydrates a Link into it", () => {
    for (const props of cases) {
      const { prefetch, discover, ...rest } = props;
      const expected = html(<Link {...rest} prefetch={prefetch === 'intent' ? 'none' : prefetch} discover={discover ?? 'none'} />);
      expect(html(<SmartLink {...props} />), JSON.stringify(props.to)).toBe(expected);
    }
  });
});
