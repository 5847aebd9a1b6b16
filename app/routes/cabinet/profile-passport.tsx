import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { PassportPage } from '../../features/identity/passport-page';
import type { Route } from './+types/profile-passport';

/** /cabinet/profile/passport/: the passport's fields and scans. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const documents = await context.services.identity.documents(context.viewer.id);
  const type = context.services.identity.types().find((t) => t.type === 'passport_rf')!;
  const document = documents.find((d) => d.type === 'passport_rf') ?? null;
  return data({ document, type }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Паспорт — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetPassportRoute() {
  return <PassportPage data={useLoaderData<typeof loader>()} />;
}
