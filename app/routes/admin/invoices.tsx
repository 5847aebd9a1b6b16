import { data, useLoaderData } from 'react-router';
import { adminInvoiceQuerySchema } from '../../../domains/payments/schema';
import { ADMIN_HEADERS, adminPaging, InvoicesPage, pagesOf, requireStaffPage, type InvoicesPageData } from '../../features/admin';
import type { Route } from './+types/invoices';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  const url = new URL(request.url);
  const paging = adminPaging(url);
  // Waiting for payment by default; an unknown status shows all.
  const asked = url.searchParams.get('status') ?? 'issued';
  const status = adminInvoiceQuerySchema.shape.status.safeParse(asked || undefined);
  const chosen = status.success ? (status.data ?? '') : '';
  const list = await context.services.payments.invoices.staffList({
    status: chosen || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const result: InvoicesPageData = { status: chosen, page: paging.page, pages: pagesOf(list.count, paging.limit), ...list };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Счета — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminInvoicesRoute() {
  return <InvoicesPage data={useLoaderData<typeof loader>()} />;
}
