import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cabinetMenu, webviewCabinetPath } from './cabinet-menu';
import { CabinetNav } from './cabinet-nav';

describe('cabinet menu', () => {
  it('shows the companies item only to users with companies, as the third item', () => {
    expect(cabinetMenu(false).map((i) => i.to)).not.toContain('/cabinet/companies/');
    const withCompanies = cabinetMenu(true);
    expect(withCompanies[2]).toEqual({ to: '/cabinet/companies/', label: 'Мои компании' });
    expect(withCompanies).toHaveLength(cabinetMenu(false).length + 1);
  });

  it('starts with the subscriptions, the landing page after login', () => {
    expect(cabinetMenu(false)[0]!.to).toBe('/cabinet/subscriptions/');
  });

  it('mirrors cabinet paths under /webview/cabinet/', () => {
    expect(webviewCabinetPath('/cabinet/bonuses/')).toBe('/webview/cabinet/bonuses/');
  });

  it('marks the current page in the rendered menu', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/cabinet/bonuses/']}>
        <CabinetNav items={cabinetMenu(false)} variant="sidebar" />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Личный кабинет"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/cabinet\/bonuses\/"|<a[^>]*href="\/cabinet\/bonuses\/"[^>]*aria-current="page"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});
