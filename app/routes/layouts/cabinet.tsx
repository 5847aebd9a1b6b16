import { Outlet, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { CabinetLayout } from '../../shell/cabinet/cabinet-layout';
import { ErrorPage, useRouteErrorPage } from '../../shell/error-page';
import { Footer } from '../../shell/footer/footer';
import { Header } from '../../shell/header/header';
import type { Route } from './+types/cabinet';

/**
 * The cabinet guard: guests go to the login dialog and come back after login. The company list
 * is loaded first: the menu shows "Мои компании" only to users who have companies.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const companies = await context.services.companies.listForUser(context.viewer.id);
  return { companies };
}

export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export default function CabinetRoute() {
  const { companies } = useLoaderData<typeof loader>();
  return (
    <CabinetLayout hasCompanies={companies.length > 0}>
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
