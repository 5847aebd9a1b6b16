import { data, useLoaderData } from 'react-router';
import { inboxQuerySchema } from '../../../domains/support/schema';
import { ADMIN_HEADERS, adminPaging, pagesOf, requireStaffPage } from '../../features/admin';
import { InboxPage, type InboxPageData } from '../../features/support';
import type { Route } from './+types/support';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer } = await requireStaffPage(context, 'support');
  const url = new URL(request.url);
  const paging = adminPaging(url, 30);
  const parsed = inboxQuerySchema.safeParse({
    status: url.searchParams.get('status') || undefined,
    assigned: url.searchParams.get('assigned') || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const query = parsed.success ? parsed.data : inboxQuerySchema.parse({ offset: paging.offset, limit: paging.limit });
  const list = await context.services.supportInbox.list(query, viewer.id);
  const result: InboxPageData = {
    status: query.status,
    assigned: query.assigned,
    page: paging.page,
    pages: pagesOf(list.count, paging.limit),
    now: context.services.clock.now().toISOString(),
    ...list,
  };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Поддержка — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminSupportRoute() {
  return <InboxPage data={useLoaderData<typeof loader>()} />;
}
