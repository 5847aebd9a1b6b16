import { describe, expect, it } from 'vitest';
import { isPagePath, isRouterPath, slashRedirectTarget } from './page-requests';

describe('page paths', () => {
  it('tells pages from API, assets and files', () => {
    expect(isPagePath('/storages/moskva')).toBe(true);
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/api/countries')).toBe(false);
    expect(isPagePath('/assets/entry-abc.js')).toBe(false);
    expect(isPagePath('/robots.txt')).toBe(false);
    expect(isPagePath('/healthz')).toBe(false);
  });

  it('hands React Router its data and manifest requests without redirecting them', () => {
    expect(isRouterPath('/_root.data')).toBe(true);
    expect(isRouterPath('/webview/test.data')).toBe(true);
    expect(isRouterPath('/__manifest')).toBe(true);
    expect(slashRedirectTarget('/_root.data?_routes=root')).toBeUndefined();
    expect(slashRedirectTarget('/__manifest?p=%2F')).toBeUndefined();
    expect(isRouterPath('/assets/x.data')).toBe(false);
  });

  it('adds the trailing slash and keeps the query', () => {
    expect(slashRedirectTarget('/about')).toBe('/about/');
    expect(slashRedirectTarget('/tariffs/monthly?tab=1&x=%20')).toBe('/tariffs/monthly/?tab=1&x=%20');
    expect(slashRedirectTarget('/about/')).toBeUndefined();
    expect(slashRedirectTarget('/api/locales')).toBeUndefined();
    expect(slashRedirectTarget('//evil/path')).toBe('/evil/path/');
    expect(slashRedirectTarget('//evil.example')).toBeUndefined();
  });
});
