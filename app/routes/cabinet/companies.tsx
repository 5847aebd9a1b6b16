import { data, redirect, useLoaderData } from 'react-router';
import { localReturnPath } from '../../../lib/paths';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { CompaniesPage, type CompaniesPageData } from '../../features/companies';
import type { Route } from './+types/companies';

/**
 * /cabinet/companies/ «Мои компании». Open to everyone signed in (the menu shows it only with
 * companies): ?add=1 opens the form, ?back=<path> returns there after adding (the checkout).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const url = new URL(request.url);
  const result: CompaniesPageData = {
    companies: await context.services.companies.listForUser(context.viewer.id),
    add: url.searchParams.get('add') === '1',
    back: localReturnPath(url.searchParams.get('back')),
  };
  return data(result, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Мои компании — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetCompaniesRoute() {
  return <CompaniesPage data={useLoaderData<typeof loader>()} />;
}
