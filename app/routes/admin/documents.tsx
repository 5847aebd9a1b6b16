import { data, useLoaderData } from 'react-router';
import { adminDocumentQuerySchema, DOCUMENT_STATUSES, type DocumentStatus } from '../../../domains/identity/schema';
import { ADMIN_HEADERS, adminPaging, pagesOf, requireStaffPage } from '../../features/admin';
import { AdminDocumentsPage, type AdminDocumentsPageData } from '../../features/identity/admin-documents-page';
import type { Route } from './+types/documents';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? '';
  const status = (DOCUMENT_STATUSES as readonly string[]).includes(asked) ? (asked as DocumentStatus) : '';
  const paging = adminPaging(url);
  const list = await context.services.identity.staff.queue(
    adminDocumentQuerySchema.parse({ status: status || undefined, offset: paging.offset, limit: paging.limit }),
  );
  const result: AdminDocumentsPageData = { status, page: paging.page, pages: pagesOf(list.count, paging.limit), ...list };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Документы — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminDocumentsRoute() {
  return <AdminDocumentsPage data={useLoaderData<typeof loader>()} />;
}
