import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { DocumentsPage } from '../../features/identity/documents-page';
import type { Route } from './+types/profile-documents';

/** /cabinet/profile/documents/: the user's identity documents and their status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const documents = await context.services.identity.documents(context.viewer.id);
  return data({ documents, types: [...context.services.identity.types()] }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Документы — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetDocumentsRoute() {
  return <DocumentsPage data={useLoaderData<typeof loader>()} />;
}
