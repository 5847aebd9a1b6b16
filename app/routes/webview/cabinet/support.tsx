import { data, useLoaderData } from 'react-router';
import { SupportPage } from '../../../features/support';
import type { Route } from './+types/support';

/** /webview/cabinet/support/: the support chat inside the mobile app (the layout checks the session). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  const page = await context.services.support.history(context.viewer.id, { limit: 30 });
  return data({ items: page.items, has_more: page.has_more }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Поддержка — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function WebviewSupportRoute() {
  return <SupportPage initial={useLoaderData<typeof loader>()} variant="webview" />;
}
