import { data, redirect, useLoaderData } from 'react-router';
import { ProfilePage } from '../../features/profile/profile-page';
import { guestRedirect } from '../../features/auth/safe-redirect';
import type { Route } from './+types/profile';

/** /cabinet/profile/ "Мои данные". The cabinet layout guards it; the loader checks again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const [profile, channels] = await Promise.all([
    context.services.profile.getProfile(context.viewer.id),
    context.services.notificationPreferences.all(context.viewer.id),
  ]);
  return data({ profile, channels }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Мои данные — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetProfileRoute() {
  const { profile, channels } = useLoaderData<typeof loader>();
  return <ProfilePage profile={profile} variant="site" channels={channels} />;
}
