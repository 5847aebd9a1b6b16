import { data, useLoaderData } from 'react-router';
import { adminReviewQuerySchema, REVIEW_STATUSES, type ReviewStatus } from '../../../domains/content/admin-schema';
import { ADMIN_HEADERS, adminPaging, pagesOf, requireStaffPage, ReviewsPage, type ReviewsPageData } from '../../features/admin';
import type { Route } from './+types/reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? '';
  const status = (REVIEW_STATUSES as readonly string[]).includes(asked) ? (asked as ReviewStatus) : '';
  const paging = adminPaging(url);
  const list = await context.services.contentModeration.reviews(
    adminReviewQuerySchema.parse({ status: status || undefined, offset: paging.offset, limit: paging.limit }),
  );
  const result: ReviewsPageData = { status, page: paging.page, pages: pagesOf(list.count, paging.limit), ...list };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Отзывы — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminReviewsRoute() {
  return <ReviewsPage data={useLoaderData<typeof loader>()} />;
}
