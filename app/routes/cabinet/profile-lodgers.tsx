import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { LodgersPage } from '../../features/identity';
import type { Route } from './+types/profile-lodgers';

/** /cabinet/profile/lodgers/: the people who will stay with the user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const lodgers = await context.services.lodgers.list(context.viewer.id);
  return data({ lodgers }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Жильцы — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetLodgersRoute() {
  return <LodgersPage lodgers={useLoaderData<typeof loader>().lodgers} />;
}
