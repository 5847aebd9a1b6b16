import { data, Outlet, useLoaderData } from 'react-router';
import { WebviewCabinetLayout } from '../../shell/cabinet/cabinet-layout';
import { ErrorPage, useRouteErrorPage } from '../../shell/error-page';
import type { Route } from './+types/webview-cabinet';

/**
 * The webview guard: the app signs the webview in by handing over its tokens (in the query or
 * through /api/auth/webview/login). Without a session there is no dialog to show inside the
 * app, so the page asks to reopen the section from the app.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  // The viewer, read with the session, says whether the menu shows the companies.
  return { hasCompanies: context.viewer.has_companies };
}

export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCabinetRoute() {
  const { hasCompanies } = useLoaderData<typeof loader>();
  return (
    <WebviewCabinetLayout hasCompanies={hasCompanies}>
      <Outlet />
    </WebviewCabinetLayout>
  );
}

export function ErrorBoundary() {
  return <ErrorPage {...useRouteErrorPage()} />;
}
