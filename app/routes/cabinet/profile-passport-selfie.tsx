import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { SelfiePage } from '../../features/identity/selfie-page';
import type { Route } from './+types/profile-passport-selfie';

/** /cabinet/profile/passport/selfie/: the selfie with the passport, from the phone's camera. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const documents = await context.services.identity.documents(context.viewer.id);
  return data({ document: documents.find((d) => d.type === 'passport_rf') ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Селфи с паспортом — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetSelfieRoute() {
  return <SelfiePage document={useLoaderData<typeof loader>().document} />;
}
