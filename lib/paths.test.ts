import { describe, expect, it } from 'vitest';
import { isUnder, localReturnPath, normalisePath } from './paths';

describe('normalisePath: one reading of a request path', () => {
  it.each([
    ['/api/auth/logout', '/api/auth/logout'],
    ['/api/auth/logout?x=1', '/api/auth/logout'],
    ['/%61pi/auth/logout', '/api/auth/logout'],
    ['/%2561pi/auth', '/api/auth'],
    ['/api%2fauth%2Flogout', '/api/auth/logout'],
    ['//api//auth///logout', '/api/auth/logout'],
    ['/x/../api/auth', '/api/auth'],
    ['/./api/./auth', '/api/auth'],
    ['/%2e%2e/api/auth', '/api/auth'],
    ['/.%2e/.%2E/api', '/api'],
    ['/\\api\\auth', '/api/auth'],
    ['/../../../api', '/api'],
    ['/storages/..', '/'],
    ['/storages/x/..', '/storages/'],
    ['/%zz/api', '/%zz/api'],
    ['/caf%C3%A9/', '/café/'],
    ['', '/'],
    ['/', '/'],
  ])('%s reads as %s', (raw, expected) => {
    expect(normalisePath(raw)).toBe(expected);
  });

  it('tells a prefix from a longer name', () => {
    expect(isUnder('/api', '/api')).toBe(true);
    expect(isUnder('/api/x', '/api')).toBe(true);
    expect(isUnder('/apis/x', '/api')).toBe(false);
    expect(isUnder('/webview-x/', '/webview')).toBe(false);
  });
});

describe('localReturnPath: resolve first, check after', () => {
  it.each([
    ['/cabinet/profile/', '/cabinet/profile/'],
    ['/storages/?city=kazan#map', '/storages/?city=kazan#map'],
    ['/a/../b/', '/b/'],
    ['/./cabinet/', '/cabinet/'],
    ['/%2F%2Fhost/', '/%2F%2Fhost/'],
    ['/%0a//host', '/%0a//host'],
    ['/tariffs/?x=%20&y=+', '/tariffs/?x=%20&y=+'],
  ])('keeps %s as %s', (value, expected) => {
    expect(localReturnPath(value)).toBe(expected);
  });

  it.each([
    '//host/',
    '/.//host/',
    '/./\\host/',
    '/x/..//host/',
    '/\\host/',
    '/\\\\host',
    '\\\\host',
    'https://host/',
    'http:/host',
    'javascript:alert(1)',
    '/\t/host',
    '/\n/host',
    '/\u0000/',
    'host/',
    '',
    '/' + 'a'.repeat(2001),
  ])('refuses %j', (value) => {
    expect(localReturnPath(value)).toBeNull();
  });

  it('drops the keys it is asked to', () => {
    expect(localReturnPath('/prokat/?login=dialog&a=1', ['login'])).toBe('/prokat/?a=1');
  });
});
