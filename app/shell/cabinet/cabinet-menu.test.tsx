import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CABINET_SECTIONS, cabinetMenu, isCabinetSectionBuilt, webviewCabinetMenu, webviewCabinetPath } from './cabinet-menu';
import { CabinetNav } from './cabinet-nav';

/** The pages app/routes.ts declares from a folder of route modules: "cabinet" → "/cabinet/<path>/". */
function declaredPaths(folder: 'cabinet' | 'webview/cabinet'): Set<string> {
  const routes = readFileSync(new URL('../../routes.ts', import.meta.url), 'utf8');
  const pattern = new RegExp(`route\\('([^']+)', 'routes/${folder}/`, 'g');
  return new Set([...routes.matchAll(pattern)].map((m) => `/${folder}/${m[1]}/`));
}

describe('cabinet menu', () => {
  it('shows only sections whose page exists: every item is a route of app/routes.ts', () => {
    const cabinet = declaredPaths('cabinet');
    expect(cabinet.has('/cabinet/subscriptions/')).toBe(true);
    for (const item of cabinetMenu(true)) expect(cabinet, item.to).toContain(item.to);
    const unbuilt = CABINET_SECTIONS.filter((s) => !cabinet.has(s.to)).map((s) => s.to);
    for (const to of unbuilt) expect(isCabinetSectionBuilt(to), to).toBe(false);
    expect(isCabinetSectionBuilt('/cabinet/requests/')).toBe(true);
  });

  it('shows "Мои компании" only to users with companies, third, after the subscriptions and requests', () => {
    expect(cabinetMenu(false).map((i) => i.to)).not.toContain('/cabinet/companies/');
    const withCompanies = cabinetMenu(true).map((i) => i.to);
    expect(withCompanies).toHaveLength(cabinetMenu(false).length + 1);
    const at = withCompanies.indexOf('/cabinet/companies/');
    expect(at).toBe(2);
    expect(withCompanies.slice(at - 1, at + 2)).toEqual(['/cabinet/requests/', '/cabinet/companies/', '/cabinet/cloud/']);
  });

  it('starts with the subscriptions, the landing page after login', () => {
    expect(cabinetMenu(false)[0]!.to).toBe('/cabinet/subscriptions/');
  });

  it('mirrors cabinet paths under /webview/cabinet/, only for sections with a webview page', () => {
    expect(webviewCabinetPath('/cabinet/bonuses/')).toBe('/webview/cabinet/bonuses/');
    const webview = declaredPaths('webview/cabinet');
    const items = webviewCabinetMenu(false);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(webview, item.to).toContain(item.to);
  });

  it('marks the current page in the rendered menu', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/cabinet/payments/']}>
        <CabinetNav items={cabinetMenu(false)} variant="site" />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Личный кабинет"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/cabinet\/payments\/"|<a[^>]*href="\/cabinet\/payments\/"[^>]*aria-current="page"/,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});
