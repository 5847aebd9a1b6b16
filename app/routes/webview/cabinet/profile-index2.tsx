import { data, useLoaderData } from 'react-router';
import { ProfileMorePage } from '../../../features/profile/profile-page';
import type { Route } from './+types/profile-index2';

/** /webview/cabinet/profile/index2/: the second page of «Мои данные» inside the mobile app (documents, lodgers, companies). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  const profile = await context.services.profile.getProfile(context.viewer.id);
  return data({ passportType: profile.passport_type }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Документы и компании — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WebviewProfileMoreRoute() {
  return <ProfileMorePage passportType={useLoaderData<typeof loader>().passportType} />;
}
