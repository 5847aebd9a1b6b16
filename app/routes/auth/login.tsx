import { redirect } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { LoginPage } from '../../features/auth/login-page';
import { DEFAULT_AFTER_LOGIN } from '../../features/auth/safe-redirect';
import type { Route } from './+types/login';

export function meta(): Route.MetaDescriptors {
  return [{ title: `Вход — ${siteConfig.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** The login page is closed to logged-in users. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.viewer) throw redirect(DEFAULT_AFTER_LOGIN);
  return null;
}

export default function Login() {
  return <LoginPage />;
}
