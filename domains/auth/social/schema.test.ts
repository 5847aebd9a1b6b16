import { calculatePKCECodeChallenge } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { endpoint } from './oauth-client.server';
import { parseSocialProvider, sameSitePath } from './schema';

describe('sameSitePath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(sameSitePath('/cabinet/profile/')).toBe('/cabinet/profile/');
    expect(sameSitePath('/storages/?city=604#map')).toBe('/storages/?city=604#map');
  });

  it('refuses other sites and tricks', () => {
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'cabinet/',
      '/a\nb',
      '',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(sameSitePath(bad)).toBeNull();
    }
    expect(sameSitePath(null)).toBeNull();
  });
});

describe('providers', () => {
  it('only the four are known', () => {
    expect(['google', 'vk', 'yandex', 'tinkoff'].map(parseSocialProvider)).toEqual(['google', 'vk', 'yandex', 'tinkoff']);
    expect(parseSocialProvider('facebook')).toBeNull();
    expect(parseSocialProvider('constructor')).toBeNull();
  });

  it('a base URL override keeps the endpoint path', () => {
    expect(endpoint('https://oauth2.googleapis.com/token', undefined)).toBe('https://oauth2.googleapis.com/token');
    expect(endpoint('https://login.yandex.ru/info', 'http://127.0.0.1:9000/')).toBe('http://127.0.0.1:9000/info');
  });

  it('PKCE S256 matches RFC 7636 appendix B', async () => {
    expect(await calculatePKCECodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
