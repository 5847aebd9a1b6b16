import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogPostRows } from './blog-data';

describe('demo blog posts', () => {
  const now = new Date('2026-11-23T09:00:00Z');
  const rows = blogPostRows(now);

  it('are 6–8 published posts of 300–600 words with headings, lists and an existing cover', () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(8);
    for (const row of rows) {
      const words = row.body.split(/\s+/).filter(Boolean).length;
      expect(words, row.title).toBeGreaterThanOrEqual(300);
      expect(words, row.title).toBeLessThanOrEqual(600);
      expect(row.body, row.title).toMatch(/^## /m);
      expect(row.body, row.title).toMatch(/^(- |1\. )/m);
      expect(row.coverImage).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/);
      expect(existsSync(`public${row.coverImage}`), row.coverImage).toBe(true);
      expect(row.publishedAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
  });
});
