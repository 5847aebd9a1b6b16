import { data, Outlet, useLoaderData } from 'react-router';
import { AdminLayout, ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { ErrorPage, useRouteErrorPage } from '../../shell/error-page';
import { Footer } from '../../shell/footer/footer';
import { Header } from '../../shell/header/header';
import type { Route } from './+types/admin';

/** The staff console's guard: anyone who is not staff gets the site's 404 on every /admin/ page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, roles } = await requireStaffPage(context);
  const name = [viewer.first_name, viewer.last_name].filter(Boolean).join(' ');
  return data({ viewer: { phone: viewer.phone, name: name || null, roles } }, { headers: ADMIN_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Консоль — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminRoute() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <AdminLayout viewer={viewer}>
      <Outlet />
    </AdminLayout>
  );
}

/** Not staff (or no such page): the site's own 404 with its header and footer. */
export function ErrorBoundary() {
  return (
    <>
      <Header />
      <ErrorPage {...useRouteErrorPage()} />
      <Footer />
    </>
  );
}
