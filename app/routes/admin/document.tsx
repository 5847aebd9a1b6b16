import { data, useLoaderData } from 'react-router';
import { documentParamsSchema } from '../../../domains/identity/schema';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { AdminDocumentPage } from '../../features/identity/admin-document-page';
import type { Route } from './+types/document';

/** Every opening of this page is a staff view of the document: the service writes it to the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { viewer } = await requireStaffPage(context, 'operator');
  const id = documentParamsSchema.safeParse({ id: params.id });
  if (!id.success) throw data('Страница не найдена', { status: 404 });
  const doc = await context.services.identity.staff.view(id.data.id, { userId: viewer.id, ip: context.ip }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'NOT_FOUND') throw data('Страница не найдена', { status: 404 });
    throw error;
  });
  return data({ doc }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.doc.title ?? 'Документ'} — консоль Местечко` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminDocumentRoute() {
  const { doc } = useLoaderData<typeof loader>();
  return <AdminDocumentPage key={doc.id} doc={doc} />;
}
