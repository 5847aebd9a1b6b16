import { Outlet, redirect, useLoaderData } from 'react-router';
import { CabinetLayout } from '../../shell/cabinet/cabinet-layout';
import { ErrorPage, useRouteErrorPage } from '../../shell/error-page';
import { Footer } from '../../shell/footer/footer';
import { Header } from '../../shell/header/header';
import type { Route } from './+types/cabinet';

/** Where a guest is sent: the main page with the login dialog, remembering the wanted page. */
export function guestRedirect(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams({ login: 'dialog', path: `${url.pathname.replace(/\.data$/, '')}${url.search}` });
  return `/?${params.toString()}`;
}

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
