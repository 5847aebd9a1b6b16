import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { sitemapSources } from './seo/sitemap';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages with absolute URLs, documents with their edition dates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/about/',
      '/vacancies/',
      '/rules/',
      '/rules/skidka-25-na-pereezd/',
      '/documents/',
      '/documents/home-contract/',
      '/documents/apartments-agent-offer/',
      '/consumer/',
      '/prokat-fines/',
      '/clouds/',
    ]) {
      expect(locs).toContain(`https://mestechko.ru${path}`);
    }
    expect(locs.every((loc) => loc!.endsWith('/'))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(response.body).toMatch(/<loc>https:\/\/mestechko\.ru\/documents\/home-contract\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(locs).not.toContain('https://mestechko.ru/login/');
    expect(locs).not.toContain('https://mestechko.ru/success/');
  });

  it('takes pages from registered sources and survives a failing one', async () => {
    const before = sitemapSources.length;
    sitemapSources.push(async () => [{ path: '/blog/1/', lastmod: '2026-11-20' }]);
    sitemapSources.push(async () => {
      throw new Error('database down');
    });
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(body).toContain('<loc>https://mestechko.ru/blog/1/</loc><lastmod>2026-11-20</lastmod>');
    } finally {
      sitemapSources.length = before;
    }
  });

  it('robots.txt keeps private sections out and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /cabinet/');
    expect(response.body).toContain('Sitemap: https://mestechko.ru/sitemap.xml');
  });
});
