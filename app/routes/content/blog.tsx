import { data } from 'react-router';
import { BlogListPage } from '../../features/blog/blog-list-page';
import { blogListMeta, parseBlogPage } from '../../features/blog/blog-seo';
import type { Route } from './+types/blog';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

/** `?page=N` past the last page or not a number answers 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parseBlogPage(new URL(request.url).searchParams.get('page'));
  const blog = page === null ? null : await context.services.content.listBlogPosts(page);
  if (!blog) throw data('Страница не найдена', { status: 404 });
  return { blog };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => (loaded ? blogListMeta(loaded.blog.page, loaded.blog.pages) : []);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage blog={loaderData.blog} />;
}
