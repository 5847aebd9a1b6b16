import { describe, expect, it } from 'vitest';
import { isPagePath, slashRedirectTarget } from './page-requests';

describe('page paths', () => {
  it('tells pages from API, assets and files', () => {
    expect(isPagePath('/storages/moskva')).toBe(true);
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/api/countries')).toBe(false);
    expect(isPagePath('/assets/entry-abc.js')).toBe(false);
    expect(isPagePath('/robots.txt')).toBe(false);
    expect(isPagePath('/healthz')).toBe(false);
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
