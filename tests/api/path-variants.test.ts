import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiRequest } from '../../server/http/request-path';
import { exchangeEntryTokens } from '../../server/plugins/auth';
import { routeNotFound } from '../../server/plugins/error-handler';
import { cookieHeader, loginBySms, randomPhone } from '../helpers/auth-session';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every rule keyed on a path reads the path the router reads: percent-encoded, doubled-slash,
 * dot-segment and backslash spellings of an API path meet the same Client-Type rule, rate limit
 * and CSP as the plain one, and no redirect built from a path leads to another host.
 */
const spellings = (path: string) => [
  path,
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/%2561pi/'),
  path.replace('/api/', '/ap%69/'),
  `/x/..${path}`,
  `/.${path}`,
  `/x/%2e%2e${path}`,
];

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, (app) => {
    // What the page handler does first for every address no API route matched (the API-only app has no pages).
    app.get('/*', async (request, reply) => {
      if (isApiRequest(request)) return routeNotFound(request, reply);
      if (await exchangeEntryTokens(request, reply)) return reply;
      return { page: request.url };
    });
  });
  limited = await createTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

describe('the router reads the spellings as the API', () => {
  it.each(spellings('/api/countries'))('GET %s is the API call', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    // The router decodes once: a doubly encoded spelling is no route, and answers the API's 404, never a page.
    if (response.statusCode === 200) expect(response.json()).toHaveProperty('data');
    else expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });
});

describe('Client-Type rule for cookie mutations', () => {
  it.each([...spellings('/api/auth/logout'), ...spellings('/api/profile/update')])(
    '%s with cookies and no Client-Type is refused',
    async (url) => {
      const { cookies } = await loginBySms(t.app, randomPhone(), 'path-variants-dev1');
      for (const method of ['POST', 'GET'] as const) {
        if (method === 'GET' && !url.includes('logout')) continue;
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: cookieHeader(cookies) },
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('CLIENT_TYPE_REQUIRED');
      }
    },
  );
});

describe('rate limit', () => {
  it('counts every spelling of an API path against the same limit', async () => {
    const ip = '10.45.0.1';
    const urls = spellings('/api/countries');
    const statuses: number[] = [];
    for (const url of [...urls, ...urls]) statuses.push((await limited.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - 5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('redirects built from a path stay on this site', () => {
  it.each(['/.//evil.example/', '/x/..//evil.example/', '/.\\/evil.example/', '/./%2F/evil.example/', '//evil.example/'])(
    'the entry-token exchange on %s answers a local Location',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: `${path}?token=unknown-ticket&a=1` });
      expect(response.statusCode).toBe(302);
      const location = response.headers.location as string;
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location.startsWith('/\\')).toBe(false);
      expect(new URL(location, 'http://site.invalid').host).toBe('site.invalid');
      expect(location).not.toContain('token=');
    },
  );
});
