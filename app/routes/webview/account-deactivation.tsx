import { data } from 'react-router';
import { DeactivationForm } from '../../features/profile/deactivation-form';
import type { Route } from './+types/account-deactivation';

/** /webview/account/deactivation/: deleting the account from the mobile app. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Удаление аккаунта — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function WebviewDeactivationRoute() {
  return <DeactivationForm variant="webview" />;
}
