import { data, useLoaderData } from 'react-router';
import { adminRatingQuerySchema } from '../../../domains/orders/rating/rating-schema';
import { ADMIN_HEADERS, adminPaging, pagesOf, RatingsPage, requireStaffPage, type RatingsPageData } from '../../features/admin';
import type { Route } from './+types/ratings';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator', 'support');
  const paging = adminPaging(new URL(request.url));
  const list = await context.services.orderCabinet.ratings.staffList(
    adminRatingQuerySchema.parse({ offset: paging.offset, limit: paging.limit }),
  );
  const result: RatingsPageData = { page: paging.page, pages: pagesOf(list.count, paging.limit), ...list };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Оценки заказов — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminRatingsRoute() {
  return <RatingsPage data={useLoaderData<typeof loader>()} />;
}
