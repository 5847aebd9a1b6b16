import { Outlet, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { CabinetLayout } from '../../shell/cabinet/cabinet-layout';
import { ErrorPage, useRouteErrorPage } from '../../shell/error-page';
import { Footer } from '../../shell/footer/footer';
import { Header } from '../../shell/header/header';
import type { Route } from './+types/cabinet';

/**
 * The cabinet guard: guests go to the login dialog and come back after login. The menu shows
 * "Мои компании" only to users who have companies: the viewer, read with the session, says so.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  return { hasCompanies: context.viewer.has_companies };
}

export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export default function CabinetRoute() {
  const { hasCompanies } = useLoaderData<typeof loader>();
  return (
    <CabinetLayout hasCompanies={hasCompanies}>
      <Outlet />
    </CabinetLayout>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <Header />
      <ErrorPage {...useRouteErrorPage()} />
      <Footer />
    </>
  );
}
