import { data, redirect, useLoaderData } from 'react-router';
import { ProfilePage } from '../../features/profile/profile-page';
import { guestRedirect } from '../../features/auth/safe-redirect';
import type { Route } from './+types/profile';

/** /cabinet/profile/ "Мои данные". The cabinet layout guards it; the loader checks again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const profile = await context.services.profile.getProfile(context.viewer.id);
  return data({ profile }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Мои данные — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetProfileRoute() {
  const { profile } = useLoaderData<typeof loader>();
  return <ProfilePage profile={profile} variant="site" />;
}
