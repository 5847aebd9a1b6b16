import { data, useLoaderData } from 'react-router';
import { auditQuerySchema } from '../../../domains/staff/schema';
import { ADMIN_HEADERS, adminPaging, AuditPage, pagesOf, requireStaffPage, type AuditPageData } from '../../features/admin';
import type { Route } from './+types/audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'admin');
  const url = new URL(request.url);
  const paging = adminPaging(url, 30);
  const asked = { entity: (url.searchParams.get('entity') ?? '').trim(), actor: (url.searchParams.get('actor') ?? '').trim() };
  const parsed = auditQuerySchema.safeParse({ entity: asked.entity || undefined, actor: asked.actor || undefined, ...paging });
  const query = parsed.success ? parsed.data : auditQuerySchema.parse(paging);
  const filter = parsed.success ? asked : { entity: '', actor: '' };
  const list = await context.services.staff.audit(query);
  const result: AuditPageData = { filter, page: paging.page, pages: pagesOf(list.count, paging.limit), ...list };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Журнал — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminAuditRoute() {
  return <AuditPage data={useLoaderData<typeof loader>()} />;
}
