import { data, useLoaderData } from 'react-router';
import { adminLeadQuerySchema } from '../../../domains/content/admin-schema';
import { ADMIN_HEADERS, adminPaging, LeadsPage, pagesOf, requireStaffPage, type LeadsPageData } from '../../features/admin';
import type { Route } from './+types/leads';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  const url = new URL(request.url);
  const paging = adminPaging(url);
  const asked = { kind: url.searchParams.get('kind') ?? '', handled: url.searchParams.get('handled') ?? '' };
  // A filter value the schema does not know is dropped, the rest still applies.
  const kind = adminLeadQuerySchema.shape.kind.safeParse(asked.kind || undefined);
  const handled = adminLeadQuerySchema.shape.handled.safeParse(asked.handled || undefined);
  const filter = { kind: kind.success ? (kind.data ?? '') : '', handled: handled.success ? (handled.data ?? '') : '' };
  const list = await context.services.contentModeration.leads(
    adminLeadQuerySchema.parse({
      kind: filter.kind || undefined,
      handled: filter.handled || undefined,
      offset: paging.offset,
      limit: paging.limit,
    }),
  );
  const result: LeadsPageData = { filter, page: paging.page, pages: pagesOf(list.count, paging.limit), ...list };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Заявки — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLeadsRoute() {
  return <LeadsPage data={useLoaderData<typeof loader>()} />;
}
