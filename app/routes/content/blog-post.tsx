import { data } from 'react-router';
import { renderDocument } from '../../features/documents/markdown';
import { BlogPostPage } from '../../features/blog/blog-post-page';
import { blogPostMeta, parsePostId } from '../../features/blog/blog-seo';
import type { Route } from './+types/blog-post';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

/** A non-numeric, unknown or not yet published id answers 404. The body is rendered here, on the server. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parsePostId(params.id);
  const post = id === null ? null : await context.services.content.getBlogPost(id);
  if (!post) throw data('Статья не найдена', { status: 404 });
  const { body, ...view } = post;
  return { post: view, html: renderDocument(body).html };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => (loaded ? blogPostMeta(loaded.post) : []);

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} html={loaderData.html} />;
}
