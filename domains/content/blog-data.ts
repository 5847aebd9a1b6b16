import type { DemoPost } from './blog/demo-post';
import { homePosts } from './blog/home-posts';
import { servicePosts } from './blog/service-posts';
import { storagePosts } from './blog/storage-posts';
import type { blogPosts } from './tables';

type BlogRow = typeof blogPosts.$inferInsert;

/** The demo posts, in the order the seed writes them: storage, services, homes. */
const posts: DemoPost[] = [...storagePosts, ...servicePosts, ...homePosts];

/** Demo posts of the blog, the newest a few days before `now`. */
export function blogPostRows(now: Date): BlogRow[] {
  return posts.map((post) => {
    const publishedAt = new Date(now.getTime() - post.daysAgo * 24 * 3600_000);
    return {
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      coverImage: `/images/blog/${post.cover}.svg`,
      tags: post.tags,
      publishedAt,
      updatedAt: publishedAt,
    };
  });
}
