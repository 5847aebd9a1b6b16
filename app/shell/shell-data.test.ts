import { describe, expect, it } from 'vitest';
import { copyrightLine } from './footer/footer';
import { loginHref } from './header/header';
import { brandVariantFor, isRentalRoute } from './shell-data';

describe('header brand variant by section', () => {
  it.each([
    ['/', 'main'],
    ['/about/', 'main'],
    ['/storages/', 'storages'],
    ['/storages/sklad-na-tverskoy/12/', 'storages'],
    ['/tariffs/monthly/', 'storages'],
    ['/moskva/kladovki/', 'storages'],
    ['/prokat/katalog/drills/', 'prokat'],
    ['/tariffs/prokat/', 'prokat'],
    ['/kvartiry/15/', 'apartment'],
  ])('%s → %s', (path, variant) => {
    expect(brandVariantFor(path)).toBe(variant);
  });
});

describe('rental phone', () => {
  it('is used on every route containing prokat', () => {
    expect(isRentalRoute('/prokat/')).toBe(true);
    expect(isRentalRoute('/prokat-fines/')).toBe(true);
    expect(isRentalRoute('/storages/')).toBe(false);
  });
});

describe('login link', () => {
  it('opens the dialog on the current page and comes back to it', () => {
    expect(loginHref('/', '')).toBe('/?login=dialog');
    expect(loginHref('/storages/', '?city=kazan')).toBe('/storages/?login=dialog&redirect_back=%2Fstorages%2F%3Fcity%3Dkazan');
  });
});

describe('copyright', () => {
  it('runs from 2020 to the current year', () => {
    expect(copyrightLine(2026)).toBe('© 2020–2026 Местечко');
    expect(copyrightLine(2020)).toBe('© 2020 Местечко');
  });
});
