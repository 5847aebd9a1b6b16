import { data, useLoaderData } from 'react-router';
import { BonusesPage, loadBonusesPage } from '../../../features/bonuses';
import type { Route } from './+types/bonuses';

/** /webview/cabinet/bonuses/: the wallet inside the mobile app, with the latest movements (the layout checks the session). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  return data(await loadBonusesPage(context.services, context.viewer.id), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Бонусы — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function WebviewBonusesRoute() {
  return <BonusesPage data={useLoaderData<typeof loader>()} variant="webview" />;
}
