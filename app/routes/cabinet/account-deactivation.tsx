import { redirect } from 'react-router';
import { DeactivationForm } from '../../features/profile/deactivation-form';
import { guestRedirect } from '../../features/auth/safe-redirect';
import type { Route } from './+types/account-deactivation';

/** /cabinet/account/deactivation/: deleting the account. The cabinet layout guards it; so does the loader. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Удаление аккаунта — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetDeactivationRoute() {
  return <DeactivationForm variant="site" />;
}
