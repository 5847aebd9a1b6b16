import { data, useLoaderData } from 'react-router';
import { ProfilePage } from '../../../features/profile/profile-page';
import type { Route } from './+types/profile';

/** /webview/cabinet/profile/: "Мои данные" inside the mobile app, the same page as the site's. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  const [profile, channels] = await Promise.all([
    context.services.profile.getProfile(context.viewer.id),
    context.services.notificationPreferences.all(context.viewer.id),
  ]);
  return data({ profile, channels }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Мои данные — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function WebviewProfileRoute() {
  const { profile, channels } = useLoaderData<typeof loader>();
  return <ProfilePage profile={profile} variant="webview" channels={channels} />;
}
