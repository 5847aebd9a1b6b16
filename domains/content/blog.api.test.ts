import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { BLOG_PAGE_SIZE } from './schema';
import { blogPosts } from './tables';

const START = new Date('2026-11-23T09:00:00Z');
const day = 24 * 3600_000;
let clock: ManualClock;
let t: TestApp;

// The content service keeps the blog's index for 30 seconds of its clock: every test gets an app,
// a database and a clock of its own, so no test reads the posts or the cache another one left.
beforeEach(async () => {
  clock = manualClock(START);
  t = await createTestApp({}, undefined, { clock });
});
afterEach(async () => {
  await t.close();
});

const content = () => t.app.services.content;

/** Seven posts published one a day back and one scheduled for tomorrow, inserted out of order. */
async function insertPosts() {
  const at = clock.now().getTime();
  const rows = [3, 1, 7, 5, 2, 6, 4, -1].map((daysAgo) => ({
    title: `Пост ${daysAgo}`,
    excerpt: 'Коротко',
    body: `## Заголовок\n\nТекст поста ${daysAgo}.`,
    coverImage: '/images/blog/boxes.svg',
    tags: ['хранение'],
    publishedAt: new Date(at - daysAgo * day),
  }));
  await t.db.database.db.insert(blogPosts).values(rows);
  return at;
}

describe('blog posts', () => {
  it('an empty blog has page 1 (empty) and nothing past it', async () => {
    expect(await content().listBlogPosts(1)).toEqual({ items: [], page: 1, pages: 1, total: 0 });
    expect(await content().listBlogPosts(2)).toBeNull();
  });

  it('pages newest first, only posts published by the clock, and refuses pages out of bounds', async () => {
    expect((await content().listBlogPosts(1))!.total).toBe(0); // the empty list is cached now
    const at = await insertPosts();
    clock.advance(60); // past the 30-second cache of the empty list

    const first = await content().listBlogPosts(1);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 7 });
    expect(first!.items).toHaveLength(BLOG_PAGE_SIZE);
    expect(first!.items.map((p) => p.title)).toEqual(['Пост 1', 'Пост 2', 'Пост 3', 'Пост 4', 'Пост 5', 'Пост 6']);
    expect(first!.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Пост 1',
      excerpt: 'Коротко',
      cover_image: '/images/blog/boxes.svg',
      tags: ['хранение'],
      published_at: new Date(at - day).toISOString(),
      updated_at: null,
    });
    const second = await content().listBlogPosts(2);
    expect(second!.items.map((p) => p.title)).toEqual(['Пост 7']);
    for (const page of [3, 0, -1, 1.5, Number.NaN]) expect(await content().listBlogPosts(page)).toBeNull();
  });

  it('gives a published post with its body; a scheduled one appears when the clock reaches it', async () => {
    await insertPosts();
    const all = await content().listAllBlogPosts();
    expect(all.map((p) => p.title)).not.toContain('Пост -1');
    const post = await content().getBlogPost(all[0]!.id);
    expect(post).toMatchObject({ title: 'Пост 1', body: '## Заголовок\n\nТекст поста 1.' });
    expect(await content().getBlogPost(999_999)).toBeNull();
    expect(await content().getBlogPost(0)).toBeNull();

    const [scheduled] = (await t.db.database.db.select().from(blogPosts)).filter((p) => p.title === 'Пост -1');
    expect(await content().getBlogPost(scheduled!.id)).toBeNull();
    clock.advance(24 * 3600);
    expect((await content().getBlogPost(scheduled!.id))?.title).toBe('Пост -1');
    const first = await content().listBlogPosts(1);
    expect(first!.items[0]!.title).toBe('Пост -1');
    expect(first!.total).toBe(8);
  });

  it('lists the published posts in /sitemap.xml with their dates, beside /blog/ and /promotions/', async () => {
    await insertPosts();
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain('<loc>https://mestechko.ru/blog/</loc>');
    expect(body).toContain('<loc>https://mestechko.ru/promotions/</loc>');
    const posts = await content().listAllBlogPosts();
    expect(posts).toHaveLength(7);
    for (const post of posts) {
      expect(body).toContain(`<loc>https://mestechko.ru/blog/${post.id}/</loc><lastmod>${post.published_at.slice(0, 10)}</lastmod>`);
    }
    const [scheduled] = (await t.db.database.db.select().from(blogPosts)).filter((p) => p.title === 'Пост -1');
    expect(body).not.toContain(`/blog/${scheduled!.id}/`);
  });
});
