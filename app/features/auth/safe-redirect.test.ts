import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  closedDialogHref,
  DEFAULT_AFTER_LOGIN,
  loginDialogHref,
  safeRedirectPath,
  searchWithoutLogin,
} from './safe-redirect';

describe('safe redirect after login', () => {
  it('accepts same-site paths starting with one slash', () => {
    expect(safeRedirectPath('/cabinet/profile/')).toBe('/cabinet/profile/');
    expect(safeRedirectPath('/storages/?city=kazan#map')).toBe('/storages/?city=kazan#map');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      'javascript:alert(1)',
      'cabinet/profile/',
      '/\tevil',
      '/\n/evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('drops the login dialog keys so the dialog does not open again', () => {
    expect(safeRedirectPath('/prokat/?login=dialog&redirect_back=%2F&a=1')).toBe('/prokat/?a=1');
  });

  it('goes to redirect_back, else path, else the subscriptions page', () => {
    expect(afterLoginPath(new URLSearchParams('login=dialog&redirect_back=%2Fstorages%2F&path=%2Fcabinet%2Fprofile%2F'))).toBe(
      '/storages/',
    );
    expect(afterLoginPath(new URLSearchParams('login=dialog&path=%2Fcabinet%2Fprofile%2F'))).toBe('/cabinet/profile/');
    expect(afterLoginPath(new URLSearchParams('login=dialog&redirect_back=https%3A%2F%2Fevil.example'))).toBe(DEFAULT_AFTER_LOGIN);
    expect(afterLoginPath(new URLSearchParams('login=dialog&redirect_back=%2F%2Fevil.example&path=%2Fcabinet%2Fbonuses%2F'))).toBe(
      '/cabinet/bonuses/',
    );
    expect(afterLoginPath(new URLSearchParams(''))).toBe('/cabinet/subscriptions/');
  });

  it('builds the dialog address and removes it on close', () => {
    expect(loginDialogHref('/', '')).toBe('/?login=dialog');
    expect(loginDialogHref('/storages/', '?city=kazan')).toBe('/storages/?login=dialog&redirect_back=%2Fstorages%2F%3Fcity%3Dkazan');
    expect(searchWithoutLogin('?login=dialog&path=%2Fcabinet%2F&a=1')).toBe('?a=1');
    // Closing restores the page's own query kept in redirect_back.
    expect(closedDialogHref('/storages/', '?login=dialog&redirect_back=%2Fstorages%2F%3Fcity%3Dkazan')).toBe('/storages/?city=kazan');
    // A redirect_back to another page is not where closing goes.
    expect(closedDialogHref('/', '?login=dialog&path=%2Fcabinet%2Fprofile%2F')).toBe('/');
    expect(closedDialogHref('/prokat/', '?login=dialog&redirect_back=%2Fcabinet%2F&x=1')).toBe('/prokat/?x=1');
  });
});

describe('guest links', () => {
  it('sends a guest to the dialog on the main page with the wanted page, .data requests included', async () => {
    const { guestRedirect, loginThenHref } = await import('./safe-redirect');
    expect(guestRedirect(new Request('http://x/cabinet/profile/?tab=1'))).toBe('/?login=dialog&path=%2Fcabinet%2Fprofile%2F%3Ftab%3D1');
    expect(guestRedirect(new Request('http://x/cabinet/profile.data'))).toBe('/?login=dialog&path=%2Fcabinet%2Fprofile');
    expect(loginThenHref('/cabinet/account/deactivation/')).toBe('/?login=dialog&redirect_back=%2Fcabinet%2Faccount%2Fdeactivation%2F');
  });
});
